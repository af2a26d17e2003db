import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { createContentService } from '../../cms/server/createContentService.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

export interface EditableContent {
  /** The content service's address, and its port for a gateway's `services.content`. */
  base: string;
  port: number;
  /** @sanity/client with the write token, as an editor's Studio or script writes. */
  writer: ReturnType<typeof createClient>;
  /** The environment `npm run content` needs to write here. */
  commandEnv: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A content service of the test's own over a copy of the seed dataset, with a read and a write token,
 * so what a test writes never reaches the other tests' content.
 */
export async function startEditableContent({ name, readToken, writeToken, webhook }: { name: string; readToken: string; writeToken: string; webhook?: { url: string; secret: string } }): Promise<EditableContent> {
  const dir = await mkdtemp(path.join(tmpdir(), `e2e-${name}-`));
  const datasetPath = path.join(dir, 'production.ndjson');
  await copyFile(path.join(repo, 'cms/dataset/production.ndjson'), datasetPath);
  const cms = await createContentService({ datasetPath, imagesDir: path.join(repo, 'cms/dataset/images'), readToken, writeToken, webhook });
  await cms.listen({ host: '127.0.0.1', port: 0 });
  const port = (cms.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    writer: createClient({ projectId: 'local', dataset: 'production', apiHost: base, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: writeToken }),
    commandEnv: { SANITY_API_WRITE_TOKEN: writeToken, CMS_URL: base },
    close: async () => {
      await cms.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
