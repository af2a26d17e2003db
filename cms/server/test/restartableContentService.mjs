// @ts-check
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { createContentService } from '../createContentService.mjs';

const seed = fileURLToPath(new URL('../../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../../dataset/images', import.meta.url));
export const READ_TOKEN = 'read-token-for-tests';
const WRITE_TOKEN = 'write-token-for-tests';
const ARTICLE = 'post-zero-trust-mid-sized-firms';

/**
 * The content service on one port across its restarts, over a copy of the seed content (its event
 * log beside it, as in production), in a folder of its own that `close` removes; `restart` closes
 * it and starts it again.
 */
export async function restartableContentService() {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-service-'));
  const datasetPath = path.join(dir, 'production.ndjson');
  await copyFile(seed, datasetPath);
  let port = 0;
  const start = async () => {
    const app = await createContentService({ datasetPath, imagesDir, readToken: READ_TOKEN, writeToken: WRITE_TOKEN, logger: false });
    await app.listen({ host: '127.0.0.1', port });
    port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
    return app;
  };
  let app = await start();
  const apiHost = `http://127.0.0.1:${port}`;
  const writer = createClient({ projectId: 'local', dataset: 'production', apiHost, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: WRITE_TOKEN });
  return {
    content: { projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', apiHost },
    /** @param {string} title */
    publish: (title) => writer.patch(ARTICLE).set({ title }).commit(),
    /** @param {() => Promise<void>} [whileDown] done while the service is away */
    restart: async (whileDown) => {
      await app.close();
      await whileDown?.();
      app = await start();
    },
    /** Its event log holds `events` alone from now on (what it has after the others aged out). @param {{ id: string, tags: string[] }[]} events */
    keepOnly: (events) => writeFile(`${datasetPath}.live.ndjson`, events.map((event) => `${JSON.stringify({ ...event, at: Date.now(), published: true })}\n`).join('')),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
