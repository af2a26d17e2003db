// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { currentPointer } from '../../store/files/pointerFile.mjs';
import { STORE_URL_PREFIX } from '../../store/pointer.mjs';
import { loadServerBundle } from '../../runtime/serverBundle.mjs';
import { measureOwnTime } from '../../runtime/renderCost.mjs';
import { DEFAULT_RENDER_BUDGET_MS } from '../../runtime/renderBudget.mjs';
import { scriptPreloadTag } from '@site/shared/tooling/paintFirstLoader.mjs';
import { pageSearchParams } from '@site/shared/remotes';
import { onDemandKitChunk } from '@site/shared/tooling/onDemandKitChunks.mjs';

/**
 * @typedef {{ status: number, html: string, complete: boolean, degraded?: boolean, syncTags?: string[], server?: import('../../store/reportBuffer.mjs').RenderSignal }} RenderedPage
 *   the shell's answer for one page, and how the routed remote's part of it went (`server`: absent
 *   when no live remote version was asked to render: no route, a dev override); `degraded`: a content
 *   query failed (built-in copy or the unavailable view); `syncTags`: the sync tags of the content it
 *   was rendered with (a live event naming one expires it)
 * @typedef {{ id: string, Component: unknown }} LoadedPage
 * @typedef {{ headExtra: string, manifests: Record<string, unknown> }} PageAssets
 * @typedef {Pick<import('../delivery/versionSet.mjs').VersionSet, 'remotes' | 'preview' | 'personal' | 'drafts' | 'devOverride'> & { buckets?: import('../delivery/versionSet.mjs').VersionSet['buckets'] }} Versions
 */

/** @type {PageAssets} */
const NO_ASSETS = { headExtra: '', manifests: {} };

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version a pointer's manifest URL names (`/remotes/<remote>/<version>/mf-manifest.json`). @param {string} manifestUrl */
const versionIn = (manifestUrl) => manifestUrl.slice(STORE_URL_PREFIX.length + 1).split('/')[1];

/** @param {string} value */
const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's files of the kits only some pages load (`onDemandKits`) that a page consumes, as its
 * remote's build recorded them on the page's expose in its manifest (`exposes[].kits`): the head
 * preloads them with the page's own files, or they would come a round trip after them.
 * @param {string[]} kits @param {string} shellDir
 * @returns {string[]} their URLs
 */
function onDemandKitUrls(kits, shellDir) {
  if (!kits.length) return [];
  const shellManifest = readJson(path.join(shellDir, 'mf-manifest.json'));
  return kits.flatMap((name) => {
    const shared = shellManifest.shared?.find((/** @type {{ name: string }} */ entry) => entry.name === name);
    const own = (/** @type {string} */ file) => file.startsWith(`${onDemandKitChunk(name)}.`);
    return (shared?.assets.js.sync ?? []).filter(own).map((/** @type {string} */ file) => `/${file}`);
  });
}

/**
 * What the page carries from the routed remote's manifest: its styles for the head, so the page is
 * styled before any script runs; a low-priority preload of its scripts (the remote's entry, the
 * page's files and the shell's on-demand kits it consumes), which download while the page paints and
 * run after (`paintFirstLoader.mjs`); and the manifest itself, so the browser's federation runtime
 * need not ask for it.
 * @param {{ folder: string, publicUrl: string, manifestUrl: string }} live @param {string} page @param {string} shellDir
 * @returns {PageAssets}
 */
function remoteAssets({ folder, publicUrl, manifestUrl }, page, shellDir) {
  const manifestFile = path.join(folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return NO_ASSETS;
  const manifest = readJson(manifestFile);
  const manifests = { [manifestUrl]: manifest };
  const expose = manifest.exposes?.find((/** @type {{ name: string }} */ e) => e.name === page);
  if (!expose) return { headExtra: '', manifests };
  const styles = [...expose.assets.css.sync].map((file) => `<link rel="stylesheet" href="${escapeAttr(`${publicUrl}${file}`)}">`);
  const scripts = [
    ...[manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', ...expose.assets.js.sync].map((file) => `${publicUrl}${file}`),
    ...onDemandKitUrls(expose.kits ?? [], shellDir),
  ].map((url) => scriptPreloadTag(escapeAttr(url)));
  return { headExtra: [...styles, ...scripts].join('\n    '), manifests };
}

/** How the shell's renderer says the budget ran out (`shell/src/server.tsx`, renderToHtml). */
const RENDER_BUDGET_SPENT = 'render budget of';

// How long one page's server render may take: the pre-flight renders with the same (`renderBudget.mjs`).
export { DEFAULT_RENDER_BUDGET_MS } from '../../runtime/renderBudget.mjs';

/** How long the values a page's query parameters can take (the blog's categories) are kept. */
const KNOWN_VALUES_MS = 60_000;

/**
 * The gateway's composer: for a resolved page request (`pageRequest.mjs`) it loads the routed page
 * from its remote's live renderer (the version the request gets, from its versioned folder) and has
 * the shell's renderer put the page inside the chrome. It knows the shell's routing and what a page's
 * query parameters can be, so a request is resolved against them once; it keeps no pages
 * (`composePage.mjs` does).
 * `contentToken`: the read token its content queries send (their own budget at the content service).
 * `pointer`: the live pointer of a request, from memory (the store's `pointer`; the files' by default).
 * `live`: this gateway streams content changes to its pages (`live/`): each page names the last change
 * the gateway had acted on when its render began (`eventId`, of the drafts' channel in a draft
 * preview), and its tab follows on from there, so a change made while it travels is not missed.
 * @param {{ shellDir: string, storeDir: string, pointer?: () => Readonly<import('../../store/pointer.mjs').Pointer>, siteConfig: { siteUrl: string, [key: string]: unknown }, contentToken?: string, budgetMs?: number, live?: { eventId: (drafts: boolean) => string }, log?: (line: string) => void }} options
 */
export function createComposer({ shellDir, storeDir, pointer = () => currentPointer(storeDir), siteConfig, contentToken, budgetMs = DEFAULT_RENDER_BUDGET_MS, live, log = (line) => console.warn(line) }) {
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
      assets = remoteAssets(live, name, shellDir);
      const Component = live.server().pages?.[name];
      if (!Component) throw new Error(`the renderer has no page ${name}`);
      return { page: { id, Component }, ...assets };
    } catch (error) {
      log(`[ssr] ${id} (${manifestUrl ?? 'not live'}) left for the browser: ${error instanceof Error ? error.message : error}`);
      return assets;
    }
  }

  // A path's page is remembered per shell build: a cache hit costs no route matching.
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

  // The pointer itself is read again only when its file changed (`currentPointer`); the same set
  // object gives the same key without serialising it again.
  /** @type {WeakMap<object, string>} */
  const keysSeen = new WeakMap();

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
    // A dev override's remote is the browser's alone: the server runs no code from a dev server.
    if (manifestUrl !== undefined && !manifestUrl.startsWith(`${STORE_URL_PREFIX}/`)) return {};
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

  return {
    /** The shell's permanent redirects and the page routed at a (canonical) path. */
    routing() {
      const shell = shellBundle();
      return { redirects: /** @type {readonly { from: string, to: string }[]} */ (shell?.redirects ?? []), matchPage: (/** @type {string} */ pathname) => pageOf(shell, pathname) };
    },
    /** @param {string | undefined} pageId @param {Record<string, string>} remotes */
    knownValues: (pageId, remotes) => knownValuesFor(shellBundle(), pageId, remotes),
    /**
     * The cache key part of a version set and this shell build. The canary buckets are part of it:
     * the page carries them (its field reports are tagged with them), so a page of a canary's stable
     * side is not served once the canary ended.
     * @param {Versions} versions
     */
    versionsKey({ remotes, buckets }) {
      let key = keysSeen.get(remotes);
      if (key === undefined) keysSeen.set(remotes, (key = JSON.stringify(remotes)));
      const sides = buckets && Object.keys(buckets).length ? `|${JSON.stringify(buckets)}` : '';
      return `${key}${sides}|${statSync(templateFile).mtimeMs}`;
    },
    /**
     * The page of a resolved request, rendered now.
     * @param {import('./pageRequest.mjs').PageRequest} request @returns {Promise<RenderedPage>}
     */
    async render({ url, pathname, pageId, route, versions: { remotes, preview, drafts, buckets, devOverride } }) {
      const shell = shellBundle();
      if (!shell) throw new Error(`no shell server renderer in ${shellDir}; run npm run build`);
      const remote = pageId?.split('/')[0];
      // A remote from a dev server is never loaded here (no code from a laptop runs on the server):
      // its page is left for the browser, which loads it from the dev server; the rest renders as ever.
      const { page, headExtra, manifests } =
        pageId && remote !== devOverride?.remote ? loadPage(pageId, remotes[/** @type {string} */ (remote)]) : { ...NO_ASSETS, page: undefined };
      const dev = devOverride ? { dev: { remote: devOverride.remote, url: devOverride.url } } : {};
      // How the routed remote's part went: it failed to load or threw (the page left for the browser),
      // or the budget ran out first; or a content query failed (degraded): the content service's fault
      // when both sides of a canary see it, the version's (a broken query) when only its side does.
      const manifestUrl = remote ? remotes[remote] : undefined;
      const judged = remote && remote !== devOverride?.remote && manifestUrl?.startsWith(`${STORE_URL_PREFIX}/`);
      /** @type {import('../../store/reportBuffer.mjs').RenderOutcome} */
      let outcome = page || !judged ? 'rendered' : 'failed';
      const shown = drafts ? { remotes: preview?.remotes ?? {}, drafts: true, ...dev } : preview || devOverride ? { remotes: preview?.remotes ?? {}, ...dev } : undefined;
      // Timed by its own work, not by the other renders it shared the process with (`renderCost.mjs`).
      const measured = await measureOwnTime(() => shell.renderDocument({
        template: readFileSync(templateFile, 'utf8'),
        url,
        pathname,
        pageId,
        siteConfig,
        contentToken,
        log,
        remotes,
        // An editor's draft preview: server queries read drafts with the servers' token; the banner says so.
        // A dev override too: the banner names the remote and its dev server.
        preview: shown,
        drafts: drafts === true,
        // Which side of each canary the visitor is on: the browser tags its field reports with it.
        buckets,
        manifests,
        page,
        headExtra,
        budgetMs,
        // Before any content is asked for: the page shows at least this change, perhaps later ones.
        liveEventId: live?.eventId(drafts === true),
        onError: (/** @type {unknown} */ error) => {
          const message = error instanceof Error ? error.message : String(error);
          if (outcome !== 'over_budget') outcome = message.startsWith(RENDER_BUDGET_SPENT) ? 'over_budget' : 'failed';
          log(`[ssr] ${url}: ${message}`);
        },
      }));
      if (!measured.ok) throw measured.error;
      const rendered = measured.value;
      if (!judged) return rendered;
      if (outcome === 'rendered' && rendered.degraded) outcome = 'degraded';
      const version = versionIn(/** @type {string} */ (manifestUrl));
      return { ...rendered, server: { remote: /** @type {string} */ (remote), version, route: route ?? 'not-found', status: rendered.status, outcome, ms: measured.wallMs, costMs: measured.ownMs } };
    },
    /**
     * The routed remote's version a request is answered for, as a render's `server` names it; none
     * for a page of no remote, a dev override's or a preview's (what the field reports count).
     * @param {import('./pageRequest.mjs').PageRequest} request
     * @returns {{ remote: string, version: string, route: string } | undefined}
     */
    answerOf({ pageId, route, versions: { remotes, devOverride } }) {
      const remote = pageId?.split('/')[0];
      const manifestUrl = remote ? remotes[remote] : undefined;
      if (!remote || remote === devOverride?.remote || !manifestUrl?.startsWith(`${STORE_URL_PREFIX}/`)) return undefined;
      return { remote, version: versionIn(manifestUrl), route: route ?? 'not-found' };
    },
    /** A content change may add or remove a value a page's query can take (a new post's category). */
    forgetKnownValues: () => knownValuesSeen.clear(),
    /**
     * The content-driven paths each live remote lists (articles, service pages), for the sitemap. A
     * remote that cannot answer is logged and left out; its static routes are listed anyway.
     * @returns {Promise<import('../../../shared/src/contracts/index.ts').SitemapEntry[]>}
     */
    async remoteSitemaps() {
      const shell = shellBundle();
      const { remotes } = pointer();
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
