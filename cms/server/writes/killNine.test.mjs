// @vitest-environment node
// @ts-check
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { afterEach, expect, it } from 'vitest';
import { parseNdjson } from '../dataset.mjs';

const startScript = fileURLToPath(new URL('../start.mjs', import.meta.url));
const seedPath = fileURLToPath(new URL('../../dataset/production.ndjson', import.meta.url));
const WRITE_TOKEN = 'kill-nine-write-token';

/** @type {(() => void)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Starts the content service in its own process and resolves once it listens. @param {string} datasetPath @param {number} port */
function startService(datasetPath, port) {
  const child = spawn(process.execPath, [startScript], {
    env: { ...process.env, CMS_DATASET: datasetPath, CMS_PORT: String(port), SANITY_API_WRITE_TOKEN: WRITE_TOKEN, SANITY_REVALIDATE_SECRET: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('content service on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`content service exited with ${code}`)));
  });
}

it('keeps every acknowledged write through kill -9', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cms-kill-'));
  cleanups.push(() => void rm(dir, { recursive: true, force: true }));
  const datasetPath = path.join(dir, 'production.ndjson');
  await copyFile(seedPath, datasetPath);
  const port = /** @type {number} */ (await freePort());
  const child = /** @type {import('node:child_process').ChildProcess} */ (await startService(datasetPath, port));
  const client = createClient({ projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${port}`, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: WRITE_TOKEN, maxRetries: 0 });

  const acknowledged = await Promise.all(Array.from({ length: 10 }, (_, i) => client.create({ _id: `durable-${i}`, _type: 'note', i })));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const stored = parseNdjson(await readFile(datasetPath, 'utf8'));
  for (const doc of acknowledged) expect(stored.find((d) => d._id === doc._id)).toMatchObject({ i: doc.i });
  // No temporary file is left to be mistaken for the dataset, and the service starts on it again.
  await startService(datasetPath, port);
  expect(await client.fetch('count(*[_id match "durable-*"])')).toBe(10);
});
