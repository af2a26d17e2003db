// @ts-check
/**
 * Starts the local content service.
 *   node cms/server/start.mjs [--watch]
 * Environment: CMS_PORT (3333), CMS_HOST (127.0.0.1), CMS_PUBLIC_URL (http://127.0.0.1:PORT),
 * CMS_DATASET (the seed NDJSON), CMS_IMAGES (the seed images folder), CMS_ORIGINS (comma-separated
 * origin patterns, `*` as wildcard; default any localhost port), CMS_QUERY_TIMEOUT_MS (1500: a GROQ
 * query's parse + evaluation limit), CMS_RATE_BURST / CMS_RATE_PER_SECOND (200 / 20: queries per
 * visitor address), CMS_READ_TOKEN (the bearer token the site's own servers send: gateway renders,
 * `npm run export`, the chat service; else SANITY_API_READ_TOKEN; `npm start` makes one at start), CMS_SERVER_RATE_BURST /
 * CMS_SERVER_RATE_PER_SECOND (64 / 500: the token holders' own budget), CMS_IMAGE_CACHE_MB (64: the
 * bound of the in-memory cache of transformed images; 0 turns it off), SANITY_API_WRITE_TOKEN (the
 * bearer token writes need; unset: read-only), SANITY_REVALIDATE_SECRET + CMS_WEBHOOK_URL (the signed
 * webhook sent when a published document changes; SITE_URL + /api/revalidate when only SITE_URL is set).
 */
// First: with an OTLP endpoint set, the instrumentations must be in place before Fastify loads.
import { tracing } from '@site/shared/tooling/tracing/contentTracing.mjs';
import { fileURLToPath } from 'node:url';
import { servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { listenUntilSignal } from '@site/shared/tooling/nodeServer.mjs';
import { createContentService, DEFAULT_ORIGINS } from './createContentService.mjs';
import { contentServiceLimitsFromEnv, contentWritesFromEnv } from './serviceEnv.mjs';

const here = (/** @type {string} */ relative) => fileURLToPath(new URL(relative, import.meta.url));

const port = servicePorts.cms;
const host = process.env.CMS_HOST ?? '127.0.0.1';
const publicUrl = process.env.CMS_PUBLIC_URL ?? `http://127.0.0.1:${port}`;
const watch = process.argv.includes('--watch');

const app = await createContentService({
  datasetPath: process.env.CMS_DATASET ?? here('../dataset/production.ndjson'),
  imagesDir: process.env.CMS_IMAGES ?? here('../dataset/images'),
  publicUrl,
  origins: process.env.CMS_ORIGINS ? process.env.CMS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : DEFAULT_ORIGINS,
  watch,
  logger: { level: process.env.CMS_LOG_LEVEL ?? 'warn' },
  ...contentServiceLimitsFromEnv(process.env),
  // Run on its own (npm run dev), it knows the token its neighbours (the chat service) send.
  readToken: process.env.CMS_READ_TOKEN || process.env.SANITY_API_READ_TOKEN || undefined,
  ...contentWritesFromEnv(process.env, { siteUrl: process.env.SITE_URL }),
});

// Closing (on a signal) sends the spans of the last requests before the process ends.
app.addHook('onClose', async () => tracing?.shutdown());
await listenUntilSignal(app, { name: 'content service', host, port });
console.log(`content service on ${publicUrl} (project local, dataset production${watch ? ', watching the dataset' : ''})`);
