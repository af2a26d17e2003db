// @ts-check
import { createHtmlCache } from './htmlCache.mjs';
import { createClientBudget, createRenderGate, RenderBusyError } from './renderGate.mjs';
import { tracedHit, tracedRender } from './renderTrace.mjs';

/**
 * A page as the gateway answers it: rendered, or a redirect, kept or not, with what it was packed with
 * once when it was kept (its compressed copies and its policy: `packedPage.mjs`).
 * @typedef {{ status: number, html?: string, location?: string, complete?: boolean, retryAfterS?: number, cache?: string, syncTags?: string[], server?: import('../../store/reportBuffer.mjs').RenderSignal, purged?: boolean } & PackedPage} ComposedPage
 *   `purged`: rendered with content a purge expired while it ran: answered, never kept anywhere
 * @typedef {{ csp?: string, link?: string, br?: Buffer, gzip?: Buffer }} PackedPage
 */

/**
 * @typedef {object} RenderLimits
 * @property {number} [freshMs] a rendered page is served as it is for this long (30 s)
 * @property {number} [maxAgeMs] then served while it re-renders in the background, until this age (60 s)
 * @property {number} [staleIfErrorMs] then kept, up to this age, for when a new render fails (24 h)
 * @property {number} [notFoundMs] a "not found" page is kept this long, never served stale (10 s)
 * @property {number} [maxEntries] pages kept (500)
 * @property {number} [maxBytes] bytes kept, HTML and its compressed copies (64 MiB)
 * @property {number} [concurrency] renders at once (4)
 * @property {number} [queue] renders waiting for a slot (16); past it: the stale page or 503
 * @property {number} [clientBurst] uncached renders a client may cause at once (20),
 * @property {number} [clientPerSecond] and then per second (2); past it: the stale page or 429
 * @property {number} [retryAfterS] the Retry-After of a 503 (5)
 */

/** The one set of defaults of the render limits; `renderLimitsFromEnv` (`serve/optionsFromEnv.mjs`) overrides them from the environment. */
export const DEFAULT_RENDER_LIMITS = /** @type {Required<RenderLimits>} */ ({
  freshMs: 30_000,
  maxAgeMs: 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  notFoundMs: 10_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
  concurrency: 4,
  queue: 16,
  clientBurst: 20,
  clientPerSecond: 2,
  retryAfterS: 5,
});

/**
 * The page a visitor gets when no render can answer now (503) or they asked for too many (429): short,
 * marked not to be indexed, never cached.
 * @param {503 | 429} status @param {number} retryAfterS
 */
export function unavailablePage(status, retryAfterS) {
  const text =
    status === 429
      ? 'Too many pages were requested from your address in a short time. Please wait a moment and try again.'
      : 'This page cannot be shown right now. Please try again in a moment.';
  const title = status === 429 ? 'Too many requests' : 'Temporarily unavailable';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Home</a></p></main></body></html>`;
}

/**
 * What composing pages keeps between requests: the rendered pages, the render slots and each
 * client's allowance of uncached renders.
 * @typedef {object} PageContext
 * @property {Pick<ReturnType<typeof import('./composer.mjs').createComposer>, 'render' | 'forgetKnownValues'> & Partial<Pick<ReturnType<typeof import('./composer.mjs').createComposer>, 'answerOf'>>} composer
 *   `answerOf`: the routed remote's version a request is answered for, to count an answer no render made (busy, throttled, the fallback shell)
 * @property {Required<RenderLimits>} limit
 * @property {ReturnType<typeof createHtmlCache<ComposedPage>>} cache
 * @property {ReturnType<typeof createRenderGate>} gate
 * @property {ReturnType<typeof createClientBudget>} budget
 * @property {(page: ComposedPage) => Promise<ComposedPage>} [pack] what is added once to a page that is kept (the gateway's compressed copies and policy)
 * @property {(signal: import('../../store/reportBuffer.mjs').RenderSignal) => void} observe
 *   told of each visitor's page answer, for its routed remote: how a render went, or that the cache answered
 * @property {(line: string) => void} log
 */

/**
 * @param {{ composer: PageContext['composer'], limits?: RenderLimits, pack?: PageContext['pack'], observe?: PageContext['observe'], log?: (line: string) => void }} options
 * @returns {PageContext}
 */
export function createPageContext({ composer, limits = {}, pack, observe = () => {}, log = (line) => console.warn(line) }) {
  const limit = { ...DEFAULT_RENDER_LIMITS, ...limits };
  return {
    composer,
    limit,
    cache: createHtmlCache({
      ...limit,
      cacheable: (page) => page.complete !== false && (page.status === 200 || page.status === 404),
      sizeOf: (page) => (page.html?.length ?? 0) + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
      // A "not found" is kept briefly (a flood of one made-up URL costs one render) and never stands in for a failed render.
      lifetime: (page) => (page.status === 404 ? { freshMs: limit.notFoundMs, maxAgeMs: limit.notFoundMs, staleIfErrorMs: 0 } : undefined),
      tagsOf: (page) => page.syncTags ?? [],
      // Answered to those who waited, but no cache in front may keep it: its content was purged.
      onPurged: (page) => ({ ...page, purged: true }),
    }),
    gate: createRenderGate({ concurrency: limit.concurrency, queue: limit.queue }),
    budget: createClientBudget({ burst: limit.clientBurst, perSecond: limit.clientPerSecond }),
    pack,
    observe,
    log,
  };
}

/** @param {503 | 429} status @param {number} retryAfterS @returns {ComposedPage} */
const unavailable = (status, retryAfterS) => ({ status, html: unavailablePage(status, retryAfterS), complete: false, retryAfterS });

/**
 * A rendered page as it is answered and kept: a 503 gets the short unavailable page (the shell's
 * would show "not found"); the rest is packed once for every later hit.
 * @param {PageContext} context @param {import('./composer.mjs').RenderedPage} rendered @returns {Promise<ComposedPage>}
 */
async function finish(context, rendered) {
  if (rendered.status === 503) return { ...unavailable(503, context.limit.retryAfterS), ...(rendered.server ? { server: rendered.server } : {}) };
  // A page that is not kept is sent once: compressing it on the way out costs the same.
  return context.pack && rendered.complete !== false ? context.pack(rendered) : rendered;
}

/**
 * The HTML of a resolved page request: its redirect, a cached page, a fresh render, the last good
 * render when a render is not possible or fell short, or a 503/429 page with `retryAfterS`. Pages are
 * kept per (URL, versions); misses are bounded: one render per key however many ask (collapsing), a
 * few renders at once with a short queue, and a per-client allowance of uncached renders.
 * @param {PageContext} context
 * @param {import('./pageRequest.mjs').PageRequest} request
 * @param {string} [client] who asks (the socket's address), for the per-client allowance; without it
 *   (the static export) there is none
 * @returns {Promise<ComposedPage>}
 */
export async function composePage(context, request, client) {
  const { cache, gate, budget, limit, log } = context;
  if (request.location) return { status: 308, location: request.location };
  // In a span of its own (the parent of its content queries), bound to it when a slot frees later.
  const renderPage = () => tracedRender(request, (bind) => gate.run(bind(() => context.composer.render(request))));
  // A preview is one browser's: rendered for it alone (within the render cap), never kept where other visitors could get it.
  if (request.versions.personal) return { ...(await renderPage()), cache: 'bypass' };
  // A release, a rollback, a canary bucket or a new shell build is a new key: the next request renders afresh.
  const key = request.cacheKey;
  const renderAndFinish = () => renderPage().then((rendered) => finish(context, rendered));
  // Who got it and for which URL: the canary judge weighs visitors, and compares a status with the same URL's on the other side.
  const who = { ...(client !== undefined ? { visitor: client } : {}), url: request.pathname };
  /**
   * Every answer counts for its routed remote's version with the outcome of the page it got (a page
   * from the cache with the outcome it was kept with, marked `cached`); only the answer that
   * rendered it now brings the render's timing.
   * @param {ComposedPage} page @param {'rendered' | 'joined' | 'cached'} how
   */
  const count = (page, how) => {
    if (!page.server) return;
    const { ms, costMs, ...answer } = page.server;
    context.observe({ ...(how === 'rendered' ? page.server : answer), ...who, ...(how === 'cached' ? { cached: true } : {}) });
  };
  /**
   * An answer no render made: no slot free (503), the client's allowance spent (429), or the shell's
   * render threw and the empty fallback shell goes out (a failed render: `sendPage.mjs`).
   * @param {number} status @param {'busy' | 'throttled' | 'failed'} outcome
   */
  const countUnrendered = (status, outcome) => {
    const answer = context.composer.answerOf?.(request);
    if (answer) context.observe({ ...answer, status, outcome, ...who });
  };
  /** A page from the cache. @param {ComposedPage} page */
  const fromCache = (page) => {
    tracedHit(request, page);
    count(page, 'cached');
    return page;
  };

  const kept = cache.peek(key);
  if (kept?.state === 'fresh') return fromCache({ ...kept.value, cache: 'fresh' });
  if (kept?.state === 'stale') {
    // Busy or failed: the page stays as it is and the next request tries again.
    // Its render is timed, but its answer is the stale page's, counted below.
    if (!cache.isRendering(key)) {
      cache
        .render(key, renderAndFinish)
        .then((page) => page.server && context.observe({ ...page.server, answers: 0, ...who }))
        .catch(() => {});
    }
    return fromCache({ ...kept.value, cache: 'stale' });
  }
  /** @param {string} outcome what happened: `miss` (rendered, fell short), `busy` (no render slot) */
  const lastGood = (outcome) => (kept ? { ...kept.value, cache: 'stale-if-error' } : { ...unavailable(503, limit.retryAfterS), cache: outcome });

  // Joining a render already running costs nobody's allowance.
  if (client !== undefined && !cache.isRendering(key)) {
    const allowance = budget.take(client);
    if (!allowance.ok) {
      countUnrendered(kept ? 200 : 429, 'throttled');
      return kept ? { ...kept.value, cache: 'stale-if-error' } : { ...unavailable(429, allowance.retryAfterS), cache: 'refused' };
    }
  }
  const joined = cache.isRendering(key);
  try {
    const rendered = await cache.render(key, renderAndFinish);
    // Counted with the render's outcome even when the last good page stands in for it: this is
    // what the version did with the request.
    count(rendered, joined ? 'joined' : 'rendered');
    if (rendered.status === 503 || (rendered.complete === false && kept)) return lastGood('miss');
    return { ...rendered, cache: 'miss' };
  } catch (error) {
    if (!(error instanceof RenderBusyError)) {
      // The shell's render threw outside the page's boundary: the visitor gets the fallback shell.
      countUnrendered(200, 'failed');
      throw error;
    }
    log(`[ssr] ${request.url}: ${error.message}`);
    countUnrendered(kept ? 200 : 503, 'busy');
    return lastGood('busy');
  }
}

/**
 * Pages render afresh: every page, or only those under these paths (`htmlCache.purgePaths`).
 * @param {PageContext} context @param {string[]} [paths]
 */
export function purgePages(context, paths) {
  context.composer.forgetKnownValues();
  if (paths) context.cache.purgePaths(paths);
  else context.cache.purge();
}

/**
 * Pages rendered with content a live event names (its sync tags) render afresh.
 * @param {PageContext} context @param {string[]} tags
 */
export function purgeTaggedPages(context, tags) {
  context.composer.forgetKnownValues();
  return context.cache.purgeTags(tags);
}
