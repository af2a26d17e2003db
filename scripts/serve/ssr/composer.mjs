// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readPointer, STORE_URL_PREFIX } from '../../release/deployStore.mjs';
import { createHtmlCache } from './htmlCache.mjs';
import { loadServerBundle } from './serverBundle.mjs';
import { ROUTE_SCRIPTS_ID } from '@site/shared/tooling/paintFirstLoader.mjs';
import { pageSearchParams } from '@site/shared/remotes';

/**
 * @typedef {{ status: number, html?: string, location?: string, complete?: boolean }} ComposedPage
 * @typedef {{ id: string, Component: unknown }} LoadedPage
 * @typedef {{ headExtra: string, manifests: Record<string, unknown> }} PageAssets
 */

/** @type {PageAssets} */
const NO_ASSETS = { headExtra: '', manifests: {} };

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} value */
const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the page carries from the routed remote's manifest: its styles for the head, so the page is
 * styled before any script runs; its scripts (the remote's entry and the page's files), listed for
 * the shell's loader, which requests them once the page has painted (`paintFirstLoader`); and the
 * manifest itself, so the browser's federation runtime need not ask for it.
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
  const scripts = [manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', ...expose.assets.js.sync].map((file) => `${publicUrl}${file}`);
  const scriptList = `<script type="application/json" id="${ROUTE_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>`;
  return { headExtra: [...styles, scriptList].join('\n    '), manifests };
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
 * The gateway's composer: for an HTML navigation it finds the route's owner, reads the live pointer,
 * loads that remote's server renderer from its versioned folder and has the shell's renderer put the
 * page inside the chrome. Rendered pages are cached per (path and the query its page reads, live versions).
 * `contentToken`: the read token its content queries send (their own budget at the content service).
 * @param {{ shellDir: string, storeDir: string, siteConfig: { siteUrl: string, [key: string]: unknown }, contentToken?: string, budgetMs?: number, log?: (line: string) => void }} options
 */
export function createComposer({ shellDir, storeDir, siteConfig, contentToken, budgetMs = 1000, log = (line) => console.warn(line) }) {
  /** @type {ReturnType<typeof createHtmlCache<ComposedPage>>} */
  const cache = createHtmlCache({ cacheable: (page) => page.complete !== false });
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

  /** @param {string} url @returns {Promise<ComposedPage>} */
  async function render(url) {
    const shell = shellBundle();
    if (!shell) throw new Error(`no shell server renderer in ${shellDir}; run npm run build`);
    const pointer = readPointer(storeDir);
    const id = shell.matchPage(new URL(url, 'http://site').pathname);
    const { page, headExtra, manifests } = id ? loadPage(id, pointer.remotes[id.split('/')[0]]) : { ...NO_ASSETS, page: undefined };
    return shell.renderDocument({
      template: readFileSync(templateFile, 'utf8'),
      url,
      siteConfig,
      contentToken,
      remotes: pointer.remotes,
      manifests,
      page,
      headExtra,
      budgetMs,
      onError: (/** @type {unknown} */ error) => log(`[ssr] ${url}: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  return {
    /**
     * The HTML of a path: a redirect, or the composed page (cached).
     * @param {string} url path and query
     * @returns {Promise<ComposedPage & { cache?: string }>}
     */
    async compose(url) {
      const shell = shellBundle();
      const pathname = new URL(url, 'http://site').pathname;
      const redirect = shell?.redirects.find((/** @type {{ from: string }} */ r) => r.from === pathname);
      if (redirect) return { status: 308, location: redirect.to };
      const page = renderedUrl(url, shell?.matchPage(pathname));
      // A release, a rollback or a new shell build is a new key: the next request renders afresh.
      const versions = `${JSON.stringify(readPointer(storeDir).remotes)}|${statSync(templateFile).mtimeMs}`;
      const { value, cache: state } = await cache.get(`${page}|${versions}`, () => render(page));
      return { ...value, cache: state };
    },
    purge: () => cache.purge(),
    /**
     * The content-driven paths each live remote lists (articles, service pages), for the sitemap. A
     * remote that cannot answer is logged and left out; its static routes are listed anyway.
     * @returns {Promise<import('../../../shared/src/contracts/index.ts').SitemapEntry[]>}
     */
    async remoteSitemaps() {
      const shell = shellBundle();
      const { remotes } = readPointer(storeDir);
      const lists = await Promise.all(
        Object.entries(remotes).map(async ([remote, manifestUrl]) => {
          try {
            const server = liveRemote(remote, manifestUrl).server();
            return server.sitemap ? await shell.runInRequest({ siteConfig, contentToken }, () => server.sitemap?.()) : [];
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
