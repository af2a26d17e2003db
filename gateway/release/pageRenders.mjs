// @ts-check
// One remote version's pages rendered in the shell's document as the gateway would render them once
// the version is live, with production's render budget, each with what a visitor or a crawler would
// get: the status, how the render went, the main text's words, what a crawler reads of its head and
// h1, the links it follows, and what the render cost: its own time and its wall time. The gate's checks are built on it
// (`renderCheck.mjs`: every route renders; `preflight.mjs`: every page as good as live's).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { loadServerBundle } from '../runtime/serverBundle.mjs';
import { measureOwnTime } from '../runtime/renderCost.mjs';
import { renderBudgetFromEnv } from '../runtime/renderBudget.mjs';
import { crawlerView } from './crawlerView.mjs';
import { manifestUrl, STORE_URL_PREFIX } from '../store/pointer.mjs';

/**
 * @typedef {{ siteConfig: ReturnType<typeof siteConfigFromEnv>, token?: string, log?: (line: string) => void }} RenderContent
 * @typedef {import('../store/reportBuffer.mjs').RenderOutcome} RenderOutcome
 * @typedef {object} PageRender what one page's render gave
 * @property {number} status
 * @property {RenderOutcome} outcome  rendered, failed or over_budget (left for the browser), degraded (a content query failed)
 * @property {number} words   words of the main text (`<main>`), as a crawler reads it
 * @property {number} costMs  the render's own synchronous time (`renderCost.mjs`), not its waits
 * @property {number} wallMs  the render's wall time, its waits included: what a visitor waits on a miss before the first byte
 * @property {import('./crawlerView.mjs').CrawlerView} crawler  what a crawler reads of the head and the h1
 * @property {string[]} links  the site's own paths the page links to (no query, each once)
 * @property {boolean} [fallbackShell]  the shell itself threw (outside the page's boundary): the gateway sends its empty fallback shell, a 200
 * @property {string} [error] why it failed or was left for the browser
 */

/** How the shell's renderer says the budget ran out (`shell/src/server.tsx`). */
const BUDGET_SPENT = /render budget/;

/** The site's own paths a page's HTML links to, without query or fragment, each once. @param {string} html */
export function internalLinks(html) {
  const paths = new Set();
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref\s*=\s*"(\/[^"]*)"/gi)) {
    if (href.startsWith('//')) continue;
    paths.add(href.replace(/[?#].*$/, '').replace(/&amp;/g, '&'));
  }
  return [...paths];
}

/** The words of the page's main region: its text without markup, scripts or styles. @param {string} html */
export function mainWords(html) {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start === -1 || end === -1) return 0;
  const text = html
    .slice(start, end)
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/**
 * A renderer of `remote` at `version` from the deploy store, in the shell build of `shellDir`, with the
 * other remotes at their `live` versions, reading content from `content`, with `budgetMs` (production's,
 * `RENDER_BUDGET_MS`, by default). Throws with the reason when the shell or the version's renderer
 * cannot be loaded.
 * @param {{ storeDir: string, shellDir: string, remote: string, version: string, live: Record<string, string>, content?: RenderContent, budgetMs?: number }} input
 */
export function versionRenderer({ storeDir, shellDir, remote, version, live, content, budgetMs = renderBudgetFromEnv(process.env) }) {
  process.env.NODE_ENV ??= 'production';
  const shell = loadServerBundle(path.join(shellDir, 'server', 'index.js'), '/');
  const templateFile = path.join(shellDir, 'index.html');
  if (!shell || !existsSync(templateFile)) throw new Error(`no shell build in ${shellDir} to render with (npm run build -w shell)`);
  const publicUrl = `${STORE_URL_PREFIX}/${remote}/${version}/`;
  /** @type {any} */
  let bundle;
  try {
    bundle = loadServerBundle(path.join(storeDir, remote, version, 'server', 'index.js'), publicUrl);
  } catch (error) {
    throw new Error(`the server renderer does not load: ${error instanceof Error ? error.message : error}`);
  }
  if (!bundle) throw new Error('no server renderer (server/index.js) in this version');
  /** @type {import('../../shared/src/contracts/index.ts').RemoteServerModule} */
  const server = bundle.default ?? bundle;
  const siteConfig = content?.siteConfig ?? siteConfigFromEnv(process.env);
  const remotes = { ...live, [remote]: manifestUrl(remote, version) };
  const template = readFileSync(templateFile, 'utf8');
  const context = { siteConfig, contentToken: content?.token, ...(content?.log ? { log: content.log } : {}) };
  return {
    server,
    /** The page a path routes to (`mfe-blog/ArticlePage`), in this shell. @param {string} pathname @returns {string | undefined} */
    pageOf: (pathname) => shell.matchPage(pathname),
    /** What the version lists for the sitemap (its real documents), or nothing. @returns {Promise<string[]>} */
    async sitemapPaths() {
      const entries = server.sitemap ? await shell.runInRequest(context, () => server.sitemap?.()) : [];
      return (entries ?? []).map((/** @type {{ path: string }} */ entry) => entry.path);
    },
    /** The values its pages' query parameters can take (`searchParamValues`: the blog's categories), or none. @returns {Promise<Partial<Record<string, string[]>>>} */
    async searchParamValues() {
      return (server.searchParamValues ? await shell.runInRequest(context, () => server.searchParamValues?.()) : undefined) ?? {};
    },
    /**
     * One page rendered now, as the gateway's composer renders it; `url` is its path with the query.
     * @param {string} url @param {string} pageId @returns {Promise<PageRender>}
     */
    async render(url, pageId) {
      const pathname = url.replace(/[?#].*$/, '');
      const Component = server.pages?.[/** @type {string} */ (pageId.split('/')[1])];
      /** @type {RenderOutcome} */
      let outcome = Component ? 'rendered' : 'failed';
      /** @type {string | undefined} */
      let error = Component ? undefined : `the renderer has no page ${pageId}`;
      const onError = (/** @type {unknown} */ cause) => {
        const message = cause instanceof Error ? cause.message : String(cause);
        if (outcome !== 'over_budget') outcome = BUDGET_SPENT.test(message) ? 'over_budget' : 'failed';
        error ??= message;
      };
      const measured = await measureOwnTime(() =>
        shell.renderDocument({ template, url, pathname, pageId, ...context, remotes, page: Component ? { id: pageId, Component } : undefined, budgetMs, onError }),
      );
      const timing = { costMs: measured.ownMs, wallMs: measured.wallMs };
      if (!measured.ok) {
        // Thrown outside the page's boundary: the gateway answers a 200 with its empty fallback shell
        // (`sendPage.mjs`), which crawlers read as an empty page: a failed render, as it is in the field.
        onError(measured.error);
        const fallback = readFileSync(templateFile, 'utf8');
        return { status: 200, outcome: 'failed', words: mainWords(fallback), ...timing, crawler: crawlerView(fallback), links: [], fallbackShell: true, error: `the shell threw, the fallback shell was sent: ${error}` };
      }
      const document = /** @type {{ status: number, html: string, degraded?: boolean }} */ (measured.value);
      if (outcome === 'rendered' && document.degraded) outcome = 'degraded';
      return { status: document.status, outcome, words: mainWords(document.html), ...timing, crawler: crawlerView(document.html), links: internalLinks(document.html), ...(error ? { error } : {}) };
    },
  };
}
