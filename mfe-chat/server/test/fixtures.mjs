// @ts-check
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createContentService } from '../../../cms/server/createContentService.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The services remote's real built-in pages, as it publishes them beside its manifest. */
export const serviceDefaultsPath = path.join(repoRoot, 'mfe-services/src/content/defaults/service-defaults.json');

/**
 * The real content service over the seed dataset, in this process on a free port.
 * @returns {Promise<{ url: string; close: () => Promise<unknown> }>}
 */
export async function startContentService() {
  const cms = await createContentService({
    datasetPath: path.join(repoRoot, 'cms/dataset/production.ndjson'),
    imagesDir: path.join(repoRoot, 'cms/dataset/images'),
  });
  await cms.listen({ host: '127.0.0.1', port: 0 });
  return { url: addressOf(cms), close: () => cms.close() };
}

/**
 * A stand-in for the site's front door: `remotes.json` pointing at a versioned mfe-services folder
 * that holds `service-defaults.json`. `setDefaults` swaps the file, as a release would.
 */
export async function startSiteFixture() {
  let defaultsText = readFileSync(serviceDefaultsPath, 'utf8');
  let up = true;
  const site = Fastify();
  site.addHook('onRequest', async (_request, reply) => {
    if (!up) return reply.code(503).send({ error: 'down' });
  });
  site.get('/remotes.json', async () => ({ remotes: { 'mfe-services': '/remotes/mfe-services/1.4.0/mf-manifest.json' } }));
  site.get('/remotes/mfe-services/1.4.0/service-defaults.json', async (_request, reply) => reply.type('application/json').send(defaultsText));
  await site.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: addressOf(site),
    close: () => site.close(),
    /** @param {object} data */
    setDefaults: (data) => {
      defaultsText = JSON.stringify(data);
    },
    /** @param {boolean} value */
    setUp: (value) => {
      up = value;
    },
  };
}

/** @param {import('fastify').FastifyInstance} app */
export function addressOf(app) {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
