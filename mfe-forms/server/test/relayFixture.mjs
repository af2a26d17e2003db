// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createRelay } from '../createRelay.mjs';

/** The access key every test relay accepts. */
export const KEY = 'test-key';

/**
 * Relays for the tests of one file. Each test gets an outbox folder of its own that does not exist
 * yet, so createRelay has to create it; after the test every relay it started is closed and the
 * folder is removed.
 * @param {string} prefix begins the temporary folder's name
 * @param {Partial<import('../createRelay.mjs').RelayOptions>} [defaults] options of every relay of the file
 */
export function relayPerTest(prefix, defaults = {}) {
  let dataDir = '';
  /** @type {import('fastify').FastifyInstance[]} */
  let apps = [];

  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), prefix)), 'outbox');
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  return {
    /** The current test's outbox folder. */
    dataDir: () => dataDir,
    /** @param {Partial<import('../createRelay.mjs').RelayOptions>} [options] */
    async relay(options = {}) {
      const app = await createRelay({ accessKeys: [KEY], dataDir, ...defaults, ...options });
      apps.push(app);
      return app;
    },
  };
}
