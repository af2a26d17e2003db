import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { createContentService } from '../../cms/server/createContentService.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

type ServiceOptions = Partial<Parameters<typeof createContentService>[0]>;

export interface EditableContent {
  /** The content service's address, and its port for a gateway's `services.content`. */
  base: string;
  port: number;
  /** @sanity/client with the write token, as an editor's Studio or script writes. */
  writer: ReturnType<typeof createClient>;
  /** The environment `npm run content` needs to write here. */
  commandEnv: Record<string, string>;
  /** The URL of every request the service received, in order. */
  requests: string[];
  /** Stops the service and starts it again on the same port, over the same files (its dataset and event log). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A content service of the test's own over a copy of the seed dataset, with a read and a write token,
 * so what a test writes never reaches the other tests' content. `service`: more of its options.
 */
export async function startEditableContent({ name, readToken, writeToken, webhook, service = {} }: { name: string; readToken: string; writeToken: string; webhook?: { url: string; secret: string }; service?: ServiceOptions }): Promise<EditableContent> {
  const dir = await mkdtemp(path.join(tmpdir(), `e2e-${name}-`));
  const datasetPath = path.join(dir, 'production.ndjson');
  await copyFile(path.join(repo, 'cms/dataset/production.ndjson'), datasetPath);
  const requests: string[] = [];
  const start = async (port: number) => {
    const cms = await createContentService({ datasetPath, imagesDir: path.join(repo, 'cms/dataset/images'), readToken, writeToken, webhook, ...service });
    cms.addHook('onRequest', async (request) => {
      requests.push(request.url);
    });
    await cms.listen({ host: '127.0.0.1', port });
    return cms;
  };
  let cms = await start(0);
  const port = (cms.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    writer: createClient({ projectId: 'local', dataset: 'production', apiHost: base, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: writeToken }),
    commandEnv: { SANITY_API_WRITE_TOKEN: writeToken, CMS_URL: base },
    requests,
    restart: async () => {
      await cms.close();
      cms = await start(port);
    },
    close: async () => {
      await cms.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
