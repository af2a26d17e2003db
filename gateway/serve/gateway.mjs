// @ts-check
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { requestTimeoutOptions } from '@site/shared/tooling/nodeServer.mjs';
import Fastify from 'fastify';
import path from 'node:path';
import { STORE_URL_PREFIX } from '../store/pointer.mjs';
import { openStore, STORE_UNAVAILABLE_REASON, STORE_UNAVAILABLE_RETRY_S, StoreUnavailableError } from '../store/store.mjs';
import { registerApiProxy } from './apiProxy.mjs';
import { DEFAULT_FRAME_SOURCES } from './csp.mjs';
import { registerDelivery } from './delivery/deliveryRoutes.mjs';
import { registerFieldSignal } from './field/fieldSignal.mjs';
import { METRICS_PATH, registerMetrics } from './metrics/registerMetrics.mjs';
import { isPublicShellFile, isPublicStoreFile } from './publicFiles.mjs';
import { registerDraftContent } from './delivery/draftContent.mjs';
import { registerRevalidate } from './revalidate.mjs';
import { contentQuery, revalidationTargets } from './revalidationTargets.mjs';
import { registerPagePolicy } from './pagePolicy.mjs';
import { PAGE_CACHE_CONTROL, sendPage } from './sendPage.mjs';
import { createPageContext } from './ssr/composePage.mjs';
import { createContentPurge, createFrontPurge, createLivePurge, purgeFrontOnRelease } from './contentPurge.mjs';
import { registerLiveContent } from './live/liveContent.mjs';
import { createComposer, DEFAULT_RENDER_BUDGET_MS } from './ssr/composer.mjs';
import { robotsTxt, sitemapXml } from './ssr/sitemap.mjs';
import { trustedProxies as proxiesOf } from './trustedProxies.mjs';
import { SIDE_HEADER_PREFIX } from './delivery/canarySide.mjs';

// The gateway is a production server: the React it lends to server renderers (required on first use)
// is React's production build, unless a test runner has said otherwise.
process.env.NODE_ENV ??= 'production';

/**
 * Something that plugs into the gateway from outside it, with what it may use of the gateway.
 * `content`: where the gate's render check reads content on this gateway: its own content service and token.
 * `store`: the release state (`gateway/store/`); `trust` is its sessions, tokens and deliveries.
 * @typedef {(app: import('fastify').FastifyInstance, context: { storeDir: string, store: import('../store/store.mjs').Store, shellDir: string, siteUrl: string, previewSecret?: string, devOverrides: import('./delivery/devOverride.mjs').DevOverrideConfig, trust: import('../store/store.mjs').TrustStore, content: import('../release/renderCheck.mjs').RenderContent }) => Promise<void>} GatewayPlugin
 */

/**
 * `/<remote>/<version>/<file…>` of a store URL, decoded; a path that does not decode names nothing.
 * @param {string} pathname
 */
function decodeStorePath(pathname) {
  try {
    return pathname.split('/').slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return [];
  }
}

/** A request for a file, not a page: a missing script keeps its 404 instead of getting HTML. */
const FILE_PATH = /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|br|gz)$/i;

/**
 * A page navigation: a browser asks for HTML; curl, crawlers and link-preview bots often send
 * `Accept: *\/*` or nothing, and get the page too.
 * @param {import('fastify').FastifyRequest} request @param {string} [pathname] its path, when already split from the query
 */
function wantsPage(request, pathname = request.url.split('?')[0]) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // `/api/`, the store, the gateway's own paths (`/_preview`…) and its metrics are never pages.
  if (pathname.startsWith('/api/') || pathname.startsWith('/_') || pathname.startsWith(`${STORE_URL_PREFIX}/`) || pathname === METRICS_PATH) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || ((accept === '' || accept.includes('*/*')) && !FILE_PATH.test(pathname));
}

/**
 * The site's front door, as a CDN in front of a bucket would be: the shell's files, each remote's
 * versioned folders from the deploy store (immutable), the pointer `remotes.json` and the runtime
 * `site-config.json` (never cached), and `/api/*` passed through to the chat service.
 * Pages are composed on the server from the shell and each route's remote (`ssr/composer.mjs`).
 * @param {{ shellDir: string, storeDir: string, store?: import('../store/store.mjs').Store, siteConfig: { siteUrl: string, [key: string]: unknown }, contentToken?: string, chatUrl?: string, revalidateSecret?: string, webhookSecret?: string, previewSecret?: string, plugins?: GatewayPlugin[], renderBudgetMs?: number, renderLimits?: import('./ssr/composePage.mjs').RenderLimits, field?: Partial<import('../store/fieldConfig.mjs').FieldConfig>, apiTimeoutMs?: number, requestTimeoutMs?: number, trustedProxies?: string[], sourceMaps?: boolean, frameSources?: string[], devOverrides?: import('./delivery/devOverride.mjs').DevOverrideConfig, varnishUrls?: string[], announcements?: import('./contentPurge.mjs').Announcements, live?: { perAddress: number, total: number } | false, logger?: boolean, log?: (line: string) => void }} options
 *   `contentToken`: the read token server renders send the content service (never served: `siteConfig` is what browsers get);
 *   `renderLimits`: the page cache's ages and sizes and the bounds on renders (`DEFAULT_RENDER_LIMITS`);
 *   `field`: the field signal's window, flush and canary-check settings (`DEFAULT_FIELD_CONFIG`);
 *   `previewSecret`: signs preview links and cookies (`delivery/`); without it, no preview is honoured;
 *   `plugins`: what plugs into the gateway from outside it, each given the gateway's context (the
 *   release page's server, `releases/server/`, is one: `npm start` passes it);
 *   `sourceMaps`: serve `*.map` files (off: they stay beside the build for error tools only);
 *   `frameSources`: origins pages may frame (the contact page's map);
 *   `devOverrides`: whether a browser may get one remote from a developer's dev server
 *   (`delivery/devOverride.mjs`; off unless given, `devOverridesFromEnv` decides for `npm start`);
 *   `requestTimeoutMs`: how long a whole request (headers and body) may take to arrive; past it, 408;
 *   `store`: the release state (`gateway/store/`: pointers, audit log, field reports, trust records);
 *   without one the gateway opens its own (PostgreSQL when DATABASE_URL is set, else the files of
 *   `storeDir`) and closes it with itself;
 *   `trustedProxies`: addresses or CIDR ranges of proxies in front (a CDN, a load balancer) whose
 *   `X-Forwarded-For` names the visitor and whose `traceparent` is continued (`trustedProxies.mjs`); with
 *   none, a client is its socket's address, which nobody can write, every per-client allowance
 *   (renders, revalidation guesses) counts by it, and every request starts a trace of its own;
 *   `varnishUrls`: each Varnish in front, which a content purge purges too (`contentPurge.mjs`);
 *   `announcements`: how the gateways of a cluster tell each other of a purge; unless given, the
 *   store's broadcast (NOTIFY on PostgreSQL, in-process on the files);
 *   `live`: the caps on tabs' open live-content streams (`live/liveRoutes.mjs`), or false for no
 *   live content at all (no subscription to the content service, no streams).
 */
export async function createGateway({ shellDir, storeDir, store: given, siteConfig, contentToken, chatUrl, revalidateSecret, webhookSecret, previewSecret, plugins = [], renderBudgetMs, renderLimits, field, apiTimeoutMs, requestTimeoutMs, trustedProxies = [], sourceMaps = false, frameSources = DEFAULT_FRAME_SOURCES, devOverrides, varnishUrls = [], announcements, live, logger = false, log }) {
  // Stopping drops every connection: browsers keep spare sockets open that never carry a request,
  // and waiting for them would hold a restart (or a test's teardown) for Node's request timeout.
  // Where the gateway's warnings go: the given log, else the console.
  const warn = log ?? ((/** @type {string} */ line) => console.warn(line));
  const proxies = proxiesOf(trustedProxies);
  const app = Fastify({ logger, forceCloseConnections: true, trustProxy: proxies.trustProxy, ...requestTimeoutOptions({ timeoutMs: requestTimeoutMs }) });
  // A trusted proxy's traceparent is continued (the edge's trace runs on through the gateway), any
  // other caller's is not: the same proxies whose X-Forwarded-For is believed.
  proxies.continueTraces(app.server);
  // The side of a canary the edge decided (`x-canary-<remote>`: decision 0010) is believed from the
  // same proxies only: from anyone else it is dropped before any route reads it.
  app.addHook('onRequest', async (request) => {
    if (proxies.trusts(request.socket.remoteAddress ?? '')) return;
    for (const name of Object.keys(request.headers)) if (name.startsWith(SIDE_HEADER_PREFIX)) delete request.headers[name];
  });
  // Before anything else: a DATABASE_URL that cannot be reached stops the start here, naming it.
  const store = given ?? (await openStore({ storeDir, log }));
  // Closed last (hooks run in reverse order of registration), after the field reports' last flush.
  if (!given) app.addHook('onClose', async () => store.close());
  // Every version a pointer serves (live, canary) is in the deploy folder before the first request,
  // and is fetched as soon as a switch names another (PostgreSQL: the folder is a cache of the store).
  await store.versions.warm();
  const stopFollowing = store.versions.follow();
  app.addHook('onClose', async () => stopFollowing());
  // First: every answer is timed, and `/metrics` reads the figures the rest counts (`metrics/`).
  // Decorated, so a part of the gateway or a plugin registers its own metric on `metrics.registry`.
  const metrics = registerMetrics(app, { store, siteConfig: /** @type {any} */ (siteConfig) });
  app.decorate('metrics', metrics);

  // Before compression: the policy of an HTML answer is made from its text.
  const policy = registerPagePolicy(app, { shellDir, siteConfig, frameSources });
  // Live content is set up below, on the caches its changes purge; each page names the last change it had acted on.
  /** @type {ReturnType<typeof registerLiveContent> | undefined} */
  let liveContent;
  const pageLive = live === false ? undefined : { eventId: (/** @type {boolean} */ drafts) => /** @type {ReturnType<typeof registerLiveContent>} */ (liveContent).eventId(drafts) };
  const composer = createComposer({ shellDir, storeDir, pointer: store.pointer, siteConfig, contentToken, budgetMs: renderBudgetMs, live: pageLive, log });
  // A page that is kept is packed once at render: its brotli and gzip bytes and its policy.
  // Each page answer's server side goes to the field reports beside the browsers' (the canary's server signal).
  /** @type {Pick<import('../store/store.mjs').FieldReports, 'render'> | undefined} */
  let fieldReports;
  // And to the metrics: renders by remote, version and outcome.
  const pages = createPageContext({
    composer,
    limits: renderLimits,
    pack: policy.pack,
    observe: (signal) => {
      metrics.render(signal);
      fieldReports?.render(signal);
    },
    log,
  });

  // What a CDN does in production: gzip or brotli for text, so the local numbers are honest. Built
  // files are sent as their build-time copies (below); this compresses the rest (pages, JSON).
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
  });

  // Bodies never carry a stack, an error code or an internal address: 4xx keep a short reason,
  // everything else is one generic sentence (the log has the rest).
  app.setErrorHandler((caught, request, reply) => {
    // The release state away (its database restarting): the one 5xx with a reason, and when to retry.
    if (caught instanceof StoreUnavailableError) {
      warn(`[gateway] ${request.method} ${request.url}: ${caught.message}`);
      return reply.code(503).header('Retry-After', String(STORE_UNAVAILABLE_RETRY_S)).send({ error: STORE_UNAVAILABLE_REASON });
    }
    const error = /** @type {{ statusCode?: number; message?: string; stack?: string }} */ (caught ?? {});
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) (log ?? console.error)(`[gateway] ${request.method} ${request.url}: ${error.stack ?? error.message}`);
    const reason = status === 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).send({ error: reason });
  });

  // What a balancer or a Varnish in front probes: this process answers; nothing else is asked.
  app.get('/_health', async (_request, reply) => reply.header('Cache-Control', 'no-store').type('text/plain').send('ok'));

  app.get('/site-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return siteConfig;
  });

  // Release-page sessions and webhook deliveries seen: what must be remembered to trust a cookie or a delivery once.
  const trust = store.trust;

  // Which versions each visitor gets (live, canary bucket, preview), and `/remotes.json` for them.
  const delivery = await registerDelivery(app, { storeDir, store, siteUrl: siteConfig.siteUrl, previewSecret, devOverrides });
  // What plugs in from outside (the release managers' page at `/_releases/`), before the static files.
  // The gate's render check, run by this gateway, reads this site's content, and logs where its renders do.
  const content = { siteConfig: /** @type {any} */ (siteConfig), token: contentToken, log: warn };
  for (const plugin of plugins) await plugin(app, { storeDir, store, shellDir, siteUrl: siteConfig.siteUrl, previewSecret, devOverrides: delivery.devOverrides, trust, content });

  // A private file of the store (the pointer, the field and trust stores) is not found before the
  // static handler looks at the disk: its path-spelling check reads the store's folder, where
  // SQLite's journal comes and goes, and answered 403 when it caught one mid-change.
  // Then the file is the stored one: on PostgreSQL the folder is a cache, filled on first need and
  // checked against the files' hashes (a file that does not match is fetched again, never served).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${STORE_URL_PREFIX}/`)) return;
    const pathname = request.url.slice(STORE_URL_PREFIX.length).split('?')[0];
    if (!isPublicStoreFile(pathname, { sourceMaps })) return reply.callNotFound();
    const [remote, version, ...file] = decodeStorePath(pathname);
    if (remote && version && file.length && !(await store.versions.checkFile(remote, version, file.join('/')))) return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: path.resolve(storeDir),
    prefix: `${STORE_URL_PREFIX}/`,
    decorateReply: false,
    // A published version never changes: cache it for good.
    immutable: true,
    maxAge: '365d',
    dotfiles: 'ignore',
    // The build's brotli and gzip copies (`PrecompressPlugin`) when the browser accepts them.
    preCompressed: true,
    allowedPath: (pathname) => isPublicStoreFile(pathname, { sourceMaps }),
    setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(siteConfig.siteUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', PAGE_CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(siteConfig.siteUrl, await composer.remoteSitemaps())),
  );

  // A browser in draft preview reads drafts through here; the token stays on this server.
  registerDraftContent(app, {
    content: /** @type {any} */ (siteConfig).content,
    token: contentToken,
    isDraftPreview: delivery.isDraftPreview,
  });
  // The one purge of a content change: this cache, the caches in front, the other gateways.
  const purgeFront = createFrontPurge({ varnishUrls, log: warn });
  const purgeContent = createContentPurge({ pages, purgeFront, announcements: announcements ?? store });
  // And of a switch, seen by this gateway: the caches in front (this one is keyed by the version set).
  if (varnishUrls.length) {
    const stopWatching = purgeFrontOnRelease({ pointer: () => store.pointer(), purgeFront, settleMs: renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS });
    app.addHook('onClose', async () => stopWatching());
  }
  // Live content: each change the content service announces expires the pages made with it, then
  // the open tabs are told (`live/`). The webhook below stays the way in without a live subscription.
  if (live !== false) {
    liveContent = registerLiveContent(app, {
      content: /** @type {any} */ (siteConfig).content,
      token: contentToken,
      purge: createLivePurge({ pages, purgeFront }),
      leadOnce: store.leadOnce,
      isDraftPreview: delivery.isDraftPreview,
      limits: live,
      registry: metrics.registry,
      log: warn,
    });
  }
  const queryContent = contentQuery(/** @type {any} */ (siteConfig).content, contentToken);
  registerRevalidate(app, {
    secret: revalidateSecret,
    webhookSecret,
    purge: () => purgeContent(),
    purgePaths: (paths) => purgeContent(paths),
    targets: (doc) => revalidationTargets(doc, { queryContent, log }),
    deliveries: trust.deliveries,
    log: warn,
  });
  // Browsers' reports from the field (`POST /api/beacon`) and the canary check that reads them.
  const fieldSignal = await registerFieldSignal(app, { storeDir, store, shellDir, passSecret: previewSecret, config: field, content, metrics, log: warn });
  app.decorate('fieldSignal', fieldSignal);
  fieldReports = fieldSignal;

  if (chatUrl) await registerApiProxy(app, { upstream: chatUrl, timeoutMs: apiTimeoutMs, log: warn });

  await app.register(fastifyStatic, {
    root: path.resolve(shellDir),
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: (pathname) => isPublicShellFile(pathname, { sourceMaps }),
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  /** @type {import('./sendPage.mjs').PageServing} */
  const serving = { composer, pages, delivery, policy, metrics, versionsReady: store.versions.ensureSet, fallbackFile: path.join(shellDir, 'index.html'), log: log ?? ((line) => console.error(line)) };
  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  const answerPage = (request, reply) => sendPage(serving, request, reply);

  app.get('/', answerPage);

  // A page path never names a file: it is answered before the static file handler looks for one on
  // disk (a stat and a directory read per request, more than a cache hit costs otherwise).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/') return;
    const pathname = request.url.split('?')[0];
    if (!wantsPage(request, pathname) || (pathname.split('/').pop() ?? '').includes('.')) return;
    return answerPage(request, reply);
  });

  // Every other page path is composed on the server; missing files keep their 404.
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ error: 'Not found' });
    return answerPage(request, reply);
  });

  return app;
}
