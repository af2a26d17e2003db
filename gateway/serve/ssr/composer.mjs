// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { currentPointer, STORE_URL_PREFIX } from '../../release/deployStore.mjs';
import { canonicalLocation, canonicalPath } from './canonicalUrl.mjs';
import { createHtmlCache } from './htmlCache.mjs';
import { createClientBudget, createRenderGate, RenderBusyError } from './renderGate.mjs';
import { loadServerBundle } from './serverBundle.mjs';
import { scriptPreloadTag } from '@site/shared/tooling/paintFirstLoader.mjs';
import { pageSearchParams } from '@site/shared/remotes';

/**
 * @typedef {{ status: number, html?: string, location?: string, complete?: boolean, retryAfterS?: number, cache?: string } & PackedPage} ComposedPage
 * @typedef {{ csp?: string, br?: Buffer, gzip?: Buffer }} PackedPage what the gateway adds once to a page it keeps
 * @typedef {{ id: string, Component: unknown }} LoadedPage
 * @typedef {{ headExtra: string, manifests: Record<string, unknown> }} PageAssets
 * @typedef {Pick<import('../delivery/versionSet.mjs').VersionSet, 'remotes' | 'preview' | 'personal' | 'drafts'> & { buckets?: import('../delivery/versionSet.mjs').VersionSet['buckets'] }} Versions
 */

/** @type {PageAssets} */
const NO_ASSETS = { headExtra: '', manifests: {} };

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} value */
const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the page carries from the routed remote's manifest: its styles for the head, so the page is
 * styled before any script runs; a low-priority preload of its scripts (the remote's entry and the
 * page's files), which download while the page paints and run after (`paintFirstLoader.mjs`); and
 * the manifest itself, so the browser's federation runtime need not ask for it.
 * @param {{ folder: string, publicUrl: string, manifestUrl: string }} live @param {string} page
 * @returns {PageAssets}
 */
function remoteAssets({ folder, publicUrl, manifestUrl }, page) {
  const manifestFile = path.join(folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return NO_ASSETS;
  const manifest = readJson(manifestFile);
  const manifests = { [manifestUrl]: manifest };
  const expose = manifest.exposes?.find((/** @type {{ name: string }} */ e) => e.name === page);
  if (!expose) return { headExtra: '', manifests };
  const styles = [...expose.assets.css.sync].map((file) => `<link rel="stylesheet" href="${escapeAttr(`${publicUrl}${file}`)}">`);
  const scripts = [manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', ...expose.assets.js.sync].map((file) => scriptPreloadTag(escapeAttr(`${publicUrl}${file}`)));
  return { headExtra: [...styles, ...scripts].join('\n    '), manifests };
}

/**
 * The URL a page's HTML depends on: its path and the query parameters its page reads, in the order
 * given. `/blog?utm_source=x` is `/blog`; `/blog?category=ISO&x=1` is `/blog?category=ISO`.
 * @param {string} url path and query @param {string | undefined} pageId the routed page
 */
export function renderedUrl(url, pageId) {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const read = (pageId && pageSearchParams[pageId]) || [];
  const kept = new URLSearchParams([...searchParams].filter(([name]) => read.includes(name)));
  return kept.size ? `${pathname}?${kept}` : pathname;
}

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

/** How long the values a page's query parameters can take (the blog's categories) are kept. */
const KNOWN_VALUES_MS = 60_000;

/** The one set of defaults of the render limits; `serveSite.mjs` overrides them from the environment. */
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
 * The gateway's composer: for an HTML navigation it finds the route's owner, reads the live pointer,
 * loads that remote's server renderer from its versioned folder and has the shell's renderer put the
 * page inside the chrome. Rendered pages are cached per (path and the query its page reads, live versions).
 * Misses are bounded: one render per URL however many ask (collapsing), a few renders at once with a
 * short queue (`renderGate`), and a per-client allowance of uncached renders. When a render cannot
 * happen or its content could not be read, the last good render of the URL answers if there is one.
 * `contentToken`: the read token its content queries send (their own budget at the content service).
 * @param {{ shellDir: string, storeDir: string, siteConfig: { siteUrl: string, [key: string]: unknown }, contentToken?: string, budgetMs?: number, limits?: RenderLimits, pack?: (page: ComposedPage) => Promise<ComposedPage>, log?: (line: string) => void }} options
 *   `pack`: what the gateway adds once to a rendered page (its compressed copies, its CSP)
 */
export function createComposer({ shellDir, storeDir, siteConfig, contentToken, budgetMs = 1000, limits = {}, pack, log = (line) => console.warn(line) }) {
  const limit = { ...DEFAULT_RENDER_LIMITS, ...limits };
  /** @type {ReturnType<typeof createHtmlCache<ComposedPage>>} */
  const cache = createHtmlCache({
    ...limit,
    cacheable: (page) => page.complete !== false && (page.status === 200 || page.status === 404),
    sizeOf: (page) => (page.html?.length ?? 0) + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
    // A "not found" is kept briefly (a flood of one made-up URL costs one render) and never stands in for a failed render.
    lifetime: (page) => (page.status === 404 ? { freshMs: limit.notFoundMs, maxAgeMs: limit.notFoundMs, staleIfErrorMs: 0 } : undefined),
  });
  const gate = createRenderGate({ concurrency: limit.concurrency, queue: limit.queue });
  const budget = createClientBudget({ burst: limit.clientBurst, perSecond: limit.clientPerSecond });
  const shellBundle = () => loadServerBundle(path.join(shellDir, 'server', 'index.js'), '/');
  const templateFile = path.join(shellDir, 'index.html');
  /**
   * A remote's live version: where it is served from and its server renderer (throws if it has none).
   * @param {string} remote @param {string | undefined} manifestUrl
   */
  function liveRemote(remote, manifestUrl) {
    if (!manifestUrl?.startsWith(`${STORE_URL_PREFIX}/`)) throw new Error(`${remote} has no live version`);
    const publicUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const folder = path.join(storeDir, publicUrl.slice(STORE_URL_PREFIX.length));
    return {
      manifestUrl,
      publicUrl,
      folder,
      server() {
        const bundle = loadServerBundle(path.join(folder, 'server', 'index.js'), publicUrl);
        if (!bundle) throw new Error('no server renderer in this version');
        return /** @type {import('../../../shared/src/contracts/index.ts').RemoteServerModule} */ (bundle.default ?? bundle);
      },
    };
  }

  /**
   * The routed page from its remote's live renderer (absent: the browser renders it), and what the
   * page carries from that remote's manifest.
   * @param {string} id @param {string | undefined} manifestUrl
   * @returns {PageAssets & { page?: LoadedPage }}
   */
  function loadPage(id, manifestUrl) {
    const [remote, name] = id.split('/');
    let assets = NO_ASSETS;
    try {
      const live = liveRemote(remote, manifestUrl);
      assets = remoteAssets(live, name);
      const Component = live.server().pages?.[name];
      if (!Component) throw new Error(`the renderer has no page ${name}`);
      return { page: { id, Component }, ...assets };
    } catch (error) {
      log(`[ssr] ${id} (${manifestUrl ?? 'not live'}) left for the browser: ${error instanceof Error ? error.message : error}`);
      return assets;
    }
  }

  /** @param {string} url @param {Versions} versions @returns {Promise<ComposedPage>} */
  async function render(url, { remotes, preview, drafts, buckets }) {
    const shell = shellBundle();
    if (!shell) throw new Error(`no shell server renderer in ${shellDir}; run npm run build`);
    const id = shell.matchPage(new URL(url, 'http://site').pathname);
    const { page, headExtra, manifests } = id ? loadPage(id, remotes[id.split('/')[0]]) : { ...NO_ASSETS, page: undefined };
    return shell.renderDocument({
      template: readFileSync(templateFile, 'utf8'),
      url,
      siteConfig,
      contentToken,
      log,
      remotes,
      // An editor's draft preview: server queries read drafts with the servers' token; the banner says so.
      preview: drafts ? { remotes: preview?.remotes ?? {}, drafts: true } : preview,
      drafts: drafts === true,
      // Which side of each canary the visitor is on: the browser tags its field reports with it.
      buckets,
      manifests,
      page,
      headExtra,
      budgetMs,
      onError: (/** @type {unknown} */ error) => log(`[ssr] ${url}: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  // A cache hit costs no route matching: a path's page is remembered per shell build (the pointer
  // itself is read again only when its file changed: `currentPointer`).
  /** @type {{ remotes: unknown, key: string }} */
  let keySeen = { remotes: undefined, key: '' };
  /**
   * The cache key part of a version set and this shell build; the same set object gives the same key
   * without serialising it again. The canary buckets are part of it: the page carries them (its field
   * reports are tagged with them), so a page of a canary's stable side is not served once the canary ended.
   * @param {Record<string, string>} remotes @param {Versions['buckets']} [buckets]
   */
  function versionsKey(remotes, buckets) {
    if (keySeen.remotes !== remotes) keySeen = { remotes, key: JSON.stringify(remotes) };
    const sides = buckets && Object.keys(buckets).length ? `|${JSON.stringify(buckets)}` : '';
    return `${keySeen.key}${sides}|${statSync(templateFile).mtimeMs}`;
  }
  /** @type {{ shell: unknown, pages: Map<string, string | undefined> }} */
  let matched = { shell: undefined, pages: new Map() };
  /** @param {any} shell @param {string} pathname @returns {string | undefined} */
  function pageOf(shell, pathname) {
    if (matched.shell !== shell) matched = { shell, pages: new Map() };
    if (matched.pages.has(pathname)) return matched.pages.get(pathname);
    const id = shell?.matchPage(pathname);
    if (matched.pages.size >= 2_000) matched.pages.clear();
    matched.pages.set(pathname, id);
    return id;
  }

  /**
   * A rendered page as it is answered and kept: a 503 gets the short unavailable page (the shell's
   * would show "not found"); the rest is packed once (compressed copies, CSP) for every later hit.
   * @param {ComposedPage} rendered @returns {Promise<ComposedPage>}
   */
  async function finish(rendered) {
    if (rendered.status === 503) return unavailable(503, limit.retryAfterS);
    // A page that is not kept is sent once: compressing it on the way out costs the same.
    return pack && rendered.complete !== false ? pack(rendered) : rendered;
  }

  /** @type {Map<string, { at: number, values: Promise<Partial<Record<string, string[]>>> }>} */
  const knownValuesSeen = new Map();
  /**
   * The values the query parameters of a page can usefully take, as its remote's renderer lists them
   * (`searchParamValues`: the blog's categories), kept a minute per remote version. Nothing (so nothing
   * is dropped) when the page reads no parameter or its remote cannot say, e.g. content is down.
   * @param {any} shell @param {string | undefined} pageId @param {Record<string, string>} remotes
   * @returns {Promise<Partial<Record<string, string[]>>>}
   */
  async function knownValuesFor(shell, pageId, remotes) {
    if (!pageId || !pageSearchParams[pageId]) return {};
    const remote = pageId.split('/')[0];
    const manifestUrl = remotes[remote];
    const key = manifestUrl ?? remote;
    const seen = knownValuesSeen.get(key);
    if (seen && Date.now() - seen.at < KNOWN_VALUES_MS) return seen.values;
    const values = (async () => {
      try {
        const server = liveRemote(remote, manifestUrl).server();
        return (server.searchParamValues ? await shell.runInRequest({ siteConfig, contentToken, log }, () => server.searchParamValues?.()) : undefined) ?? {};
      } catch (error) {
        knownValuesSeen.delete(key);
        log(`[ssr] ${remote} could not list its query values: ${error instanceof Error ? error.message : error}`);
        return {};
      }
    })();
    knownValuesSeen.set(key, { at: Date.now(), values });
    return values;
  }

  /** @param {503 | 429} status @param {number} retryAfterS @returns {ComposedPage} */
  const unavailable = (status, retryAfterS) => ({ status, html: unavailablePage(status, retryAfterS), complete: false, retryAfterS });

  return {
    /**
     * The HTML of a path: a redirect, a cached page, a fresh render, the last good render when a
     * render is not possible or fell short, or a 503/429 page with `retryAfterS`.
     * @param {string} url path and query
     * @param {{ client?: string, versions?: Versions }} [request] who asks (the socket's address), for the
     *   per-client allowance of uncached renders (without it, as in the static export, there is none),
     *   and which version of each remote they get (`delivery/versionSet.mjs`; the live ones by default)
     * @returns {Promise<ComposedPage>}
     */
    async compose(url, { client, versions = { remotes: currentPointer(storeDir).remotes, personal: false } } = {}) {
      const shell = shellBundle();
      const matchPage = (/** @type {string} */ pathname) => pageOf(shell, pathname);
      const hasQuery = url.includes('?');
      const knownValues = hasQuery ? await knownValuesFor(shell, matchPage(canonicalPath(new URL(url, 'http://site').pathname, shell?.redirects ?? [])), versions.remotes) : {};
      const location = canonicalLocation(url, shell?.redirects ?? [], matchPage, knownValues);
      if (location) return { status: 308, location };
      const page = renderedUrl(url, matchPage(new URL(url, 'http://site').pathname));
      // A preview is one browser's: rendered for it alone (within the render cap), never kept where other visitors could get it.
      if (versions.personal) return { ...(await gate.run(() => render(page, versions))), cache: 'bypass' };
      // A release, a rollback, a canary bucket or a new shell build is a new key: the next request renders afresh.
      const key = `${page}|${versionsKey(versions.remotes, versions.buckets)}`;
      const renderPage = () => gate.run(() => render(page, versions)).then(finish);

      const kept = cache.peek(key);
      if (kept?.state === 'fresh') return { ...kept.value, cache: 'fresh' };
      if (kept?.state === 'stale') {
        // Busy or failed: the page stays as it is and the next request tries again.
        if (!cache.isRendering(key)) cache.render(key, renderPage).catch(() => {});
        return { ...kept.value, cache: 'stale' };
      }
      /** @param {string} cache what happened: `miss` (rendered, fell short), `busy` (no render slot) */
      const lastGood = (cache) => (kept ? { ...kept.value, cache: 'stale-if-error' } : { ...unavailable(503, limit.retryAfterS), cache });

      // Joining a render already running costs nobody's allowance.
      if (client !== undefined && !cache.isRendering(key)) {
        const allowance = budget.take(client);
        if (!allowance.ok) return kept ? { ...kept.value, cache: 'stale-if-error' } : { ...unavailable(429, allowance.retryAfterS), cache: 'refused' };
      }
      try {
        const rendered = await cache.render(key, renderPage);
        if (rendered.status === 503 || (rendered.complete === false && kept)) return lastGood('miss');
        return { ...rendered, cache: 'miss' };
      } catch (error) {
        if (!(error instanceof RenderBusyError)) throw error;
        log(`[ssr] ${page}: ${error.message}`);
        return lastGood('busy');
      }
    },
    // A content change may add or remove a value a page's query can take (a new post's category).
    purge: () => {
      knownValuesSeen.clear();
      cache.purge();
    },
    /** Only the pages under these paths render afresh (`htmlCache.purgePaths`). @param {string[]} paths */
    purgePaths: (paths) => {
      knownValuesSeen.clear();
      cache.purgePaths(paths);
    },
    /**
     * The content-driven paths each live remote lists (articles, service pages), for the sitemap. A
     * remote that cannot answer is logged and left out; its static routes are listed anyway.
     * @returns {Promise<import('../../../shared/src/contracts/index.ts').SitemapEntry[]>}
     */
    async remoteSitemaps() {
      const shell = shellBundle();
      const { remotes } = currentPointer(storeDir);
      const lists = await Promise.all(
        Object.entries(remotes).map(async ([remote, manifestUrl]) => {
          try {
            const server = liveRemote(remote, manifestUrl).server();
            return server.sitemap ? await shell.runInRequest({ siteConfig, contentToken, log }, () => server.sitemap?.()) : [];
          } catch (error) {
            log(`[sitemap] ${remote}: ${error instanceof Error ? error.message : error}`);
            return [];
          }
        }),
      );
      return lists.flat();
    },
  };
}
