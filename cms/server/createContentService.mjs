// @ts-check
import cors from '@fastify/cors';
import { drainOnClose, REQUEST_TIMEOUT_MS, requestTimeoutOptions } from '@site/shared/tooling/nodeServer.mjs';
import Fastify from 'fastify';
import { createDatasetStore, isHiddenId } from './dataset.mjs';
import { registerImageRoute } from './imageRoute.mjs';
import { DEFAULT_EVENT_LOG, openEventLog } from './live/eventLog.mjs';
import { registerLiveRoute } from './live/liveRoute.mjs';
import { eventTags } from './live/syncTags.mjs';
import { registerDocRoute } from './query/docRoute.mjs';
import { createQueryPool } from './query/queryPool.mjs';
import { registerQueryRoute } from './query/queryRoute.mjs';
import { registerMutateRoute } from './writes/mutateRoute.mjs';
import { createPublishWebhook } from './writes/publishWebhook.mjs';

/** Browser origins allowed by default: any local port, which is where the site's dev servers run. */
export const DEFAULT_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * An origin pattern where `*` stands for any run of characters, e.g. `http://localhost:*`.
 * @param {string} pattern
 */
function originMatcher(pattern) {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  const regex = new RegExp(`^${source}$`);
  return (/** @type {string} */ origin) => regex.test(origin);
}

/**
 * The local content service: a Sanity-compatible query endpoint and image CDN over an NDJSON export,
 * so @sanity/client and @sanity/image-url work against it unchanged. Returns the Fastify instance
 * without listening.
 *
 * When `publicUrl` is not given, image asset URLs use the address the service ends up listening on
 * (handy with port 0 in tests).
 *
 * @param {{
 *   datasetPath: string;
 *   imagesDir: string;
 *   projectId?: string;
 *   dataset?: string;
 *   publicUrl?: string;
 *   origins?: string[];
 *   watch?: boolean;
 *   logger?: boolean | import('fastify').FastifyServerOptions['logger'];
 *   queryTimeoutMs?: number;
 *   queryWorkers?: number;
 *   queryRateLimit?: { burst: number; perSecond: number };
 *   serverRateLimit?: { burst: number; perSecond: number };
 *   readToken?: string;
 *   writeToken?: string;
 *   webhook?: { url: string; secret: string };
 *   images?: import('./imageRoute.mjs').ImageLimits;
 *   requestTimeoutMs?: number;
 *   liveLogPath?: string;
 *   liveLog?: { windowMs: number; maxEvents: number };
 *   liveLimits?: { perAddress: number; total: number };
 * }} options
 *   `requestTimeoutMs`: how long a whole request (headers and body) may take to arrive; past it, 408.
 *   `queryRateLimit`: per visitor address; `readToken`: the bearer token the site's own servers
 *   send (gateway renders, `npm run export`, the chat service), which gets `serverRateLimit` instead.
 */
export async function createContentService({
  datasetPath,
  imagesDir,
  projectId = 'local',
  dataset = 'production',
  publicUrl,
  origins = DEFAULT_ORIGINS,
  watch = false,
  logger = false,
  queryTimeoutMs = 1500,
  queryWorkers = 2,
  queryRateLimit,
  serverRateLimit,
  readToken,
  writeToken,
  webhook,
  images,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  liveLogPath = `${datasetPath}.live.ndjson`,
  liveLog = DEFAULT_EVENT_LOG,
  liveLimits,
}) {
  const app = Fastify({
    logger,
    ...requestTimeoutOptions({
      timeoutMs: requestTimeoutMs,
      timeoutBody: { error: { type: 'requestTimeoutError', description: 'The request took too long to arrive. Please send it again.' } },
    }),
  });
  drainOnClose(app);
  const log = { info: (/** @type {string} */ msg) => app.log.info(msg), warn: (/** @type {string} */ msg) => app.log.warn(msg) };
  const store = await createDatasetStore({ datasetPath, projectId, dataset, publicUrl: publicUrl ?? '', watch, log, imagesDir });

  if (publicUrl === undefined) {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') {
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        const reachable = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : host;
        store.setPublicUrl(`http://${reachable}:${address.port}`);
      }
    });
  }
  const pool = createQueryPool({ size: queryWorkers, timeoutMs: queryTimeoutMs, onInternalError: (msg) => app.log.error(msg) });
  app.addHook('onClose', async () => {
    store.close();
    await pool.close();
  });

  // Answers are JSON and images, never pages: nothing may sniff them into HTML or frame them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'");
  });

  const allowed = origins.map(originMatcher);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, Boolean(origin) && allowed.some((matches) => matches(/** @type {string} */ (origin)))),
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    maxAge: 600,
  });

  // Answers never carry stack traces or internals: 4xx keep their message, 5xx get a generic one.
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = /** @type {{ statusCode?: unknown; message?: unknown }} */ (error ?? {});
    const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) request.log.error(error);
    const description = status === 500 || typeof message !== 'string' ? 'Internal error of the content service' : message;
    return reply.code(status).send({ error: { type: status === 500 ? 'internalError' : 'validationError', description } });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: { type: 'notFound', description: 'Not found' } }));

  registerQueryRoute(app, { projectId, dataset, store, pool, rateLimit: queryRateLimit, serverRateLimit, readToken, writeToken });
  registerDocRoute(app, { dataset, store, readToken, writeToken });
  const publishWebhook = webhook ? createPublishWebhook({ ...webhook, log }) : undefined;
  // The Live Content API: each committed transaction is an event, kept for streams that resume.
  const events = await openEventLog({ file: liveLogPath, ...liveLog });
  app.addHook('onClose', async () => events.settled());
  const live = registerLiveRoute(app, { dataset, log: events, readToken, writeToken, rateLimit: queryRateLimit, limits: liveLimits });
  /** @param {import('./writes/applyTransaction.mjs').Change[]} changes */
  const announce = (changes) => {
    live.publish(events.append({ tags: eventTags(changes), published: changes.some((change) => !isHiddenId(change.id)) }));
    return events.settled();
  };
  registerMutateRoute(app, {
    projectId,
    dataset,
    store,
    writeToken,
    onCommit: (changes) => {
      void publishWebhook?.notify(changes);
      announce(changes).catch((error) => app.log.error(`live event not recorded: ${error instanceof Error ? error.message : error}`));
    },
  });
  const imageCache = registerImageRoute(app, { projectId, dataset, imagesDir, limits: images });
  app.get('/health', async () => ({ ok: true, documents: store.documents.length, imageCache: imageCache.stats() }));

  return app;
}
