// @ts-check
// The pre-flight check: before any visitor gets a candidate, its pages and the live version's are
// rendered side by side in this process, on the remote's real pages (the URLs the live version lists
// for the sitemap, from the content service, and its static routes), and every page the candidate
// answers worse than live is named with why. The gate refuses a canary, a promotion or a release on
// it (`gate.mjs`); `npm run publish` shows it without refusing.
import { routes } from '@site/shared/remotes';
import { routePattern } from '../runtime/routePattern.mjs';
import { versionRenderer } from './pageRenders.mjs';

/**
 * @typedef {import('./pageRenders.mjs').PageRender} PageRender
 * @typedef {{ path: string, route: string, live: PageRender, candidate: PageRender, why: string[] }} PageComparison
 * @typedef {object} Preflight
 * @property {string} live       the version compared with
 * @property {string} candidate
 * @property {number} listed     the remote's pages found (sitemap and static routes)
 * @property {PageComparison[]} pages  the pages compared (all of them up to the cap, else a sample with every route)
 * @property {PageComparison[]} worse  those the candidate answers worse
 * @property {string} [unlisted]  why the live version's sitemap could not be read (only the static routes were compared)
 */

/** Pages compared at most: past it, a sample that keeps every route pattern. */
export const PREFLIGHT_CAP = 200;

/** Pages compared at once. */
const PREFLIGHT_CONCURRENCY = 4;

/**
 * Why the limits are what they are: a status or an outcome is worse or not; text and cost vary a
 * little between two renders of one page (a date, a GC pause), so they count only past a clear
 * margin: under 70 % of live's words, and over twice live's cost and 100 ms more.
 */
export const PREFLIGHT_LIMITS = Object.freeze({ words: 0.7, costRatio: 2, costMs: 100 });

/** A status as a rank: a success, a redirect, a client's error, a server's error. @param {number} status */
const statusRank = (status) => Math.floor(status / 100);
const leftForBrowser = (/** @type {PageRender} */ page) => page.outcome === 'failed' || page.outcome === 'over_budget';

/**
 * Why the candidate's page is worse than live's (empty: it is not).
 * @param {PageRender} live @param {PageRender} candidate @returns {string[]}
 */
export function worseThanLive(live, candidate) {
  const why = [];
  if (statusRank(candidate.status) > statusRank(live.status)) why.push(`status ${candidate.status} where live answers ${live.status}`);
  if (leftForBrowser(candidate) && !leftForBrowser(live)) why.push(`render ${candidate.outcome === 'over_budget' ? 'over its budget' : 'failed'}, left for the browser${candidate.error ? ` (${candidate.error})` : ''}`);
  if (candidate.outcome === 'degraded' && live.outcome !== 'degraded') why.push('degraded: a content query failed');
  if (live.words > 0 && candidate.words < live.words * PREFLIGHT_LIMITS.words) why.push(`main text ${candidate.words} words, under 70 % of live's ${live.words}`);
  if (candidate.costMs > live.costMs * PREFLIGHT_LIMITS.costRatio && candidate.costMs - live.costMs > PREFLIGHT_LIMITS.costMs) {
    why.push(`render cost ${Math.round(candidate.costMs)} ms, over twice live's ${Math.round(live.costMs)} ms`);
  }
  return why;
}

/**
 * At most `cap` of `paths` (each with its route pattern), every pattern kept: taken in turns from each
 * pattern's list, in the lists' order.
 * @param {Array<{ path: string, route: string }>} paths @param {number} cap
 */
export function samplePages(paths, cap) {
  if (paths.length <= cap) return paths;
  /** @type {Map<string, Array<{ path: string, route: string }>>} */
  const byRoute = new Map();
  for (const page of paths) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page]);
  const taken = [];
  for (let turn = 0; taken.length < cap; turn += 1) {
    for (const list of byRoute.values()) if (turn < list.length && taken.length < cap) taken.push(list[turn]);
  }
  return taken;
}

/** A parameter's value no document has: its "not found" page is compared too when no real page is listed. */
const notFoundPath = (/** @type {string} */ pattern) => pattern.replace(/:(\w+)/g, 'release-health-check');

/**
 * The pre-flight of `candidate` of `remote` against its `liveVersion`, both rendered with the other
 * remotes at their `live` versions. Throws when either version cannot be loaded (the render check
 * says so before this runs).
 * @param {{ storeDir: string, shellDir: string, remote: string, candidate: string, liveVersion: string, live: Record<string, string>, content?: import('./pageRenders.mjs').RenderContent, cap?: number }} input
 * @returns {Promise<Preflight>}
 */
export async function runPreflight({ storeDir, shellDir, remote, candidate, liveVersion, live, content, cap = PREFLIGHT_CAP }) {
  const own = routes.filter((route) => route.remote === remote);
  // A widget (the chat) answers no page of its own: there is nothing to compare.
  if (own.length === 0) return { live: liveVersion, candidate, listed: 0, pages: [], worse: [] };
  const common = { storeDir, shellDir, remote, live, content };
  const stable = versionRenderer({ ...common, version: liveVersion });
  const next = versionRenderer({ ...common, version: candidate });
  // The real pages, as live lists them: a candidate whose own query is broken would list none.
  /** @type {string | undefined} */
  let unlisted;
  const documents = await stable.sitemapPaths().catch((/** @type {unknown} */ error) => {
    unlisted = error instanceof Error ? error.message : String(error);
    return [];
  });
  const listed = [...own.filter((route) => !route.path.includes(':')).map((route) => route.path), ...documents];
  /** @type {Array<{ path: string, route: string, pageId: string }>} */
  const paths = [];
  for (const path of new Set(listed)) {
    const pageId = stable.pageOf(path);
    const route = routePattern(pageId, path);
    if (pageId && route && pageId.startsWith(`${remote}/`)) paths.push({ path, route, pageId });
  }
  for (const route of own) if (!paths.some((page) => page.route === route.path)) paths.push({ path: notFoundPath(route.path), route: route.path, pageId: route.id });
  const pages = /** @type {typeof paths} */ (samplePages(paths, cap));
  // A version's first render loads its code and warms the engine: not what its pages cost.
  if (pages[0]) await Promise.all([stable.render(pages[0].path, pages[0].pageId), next.render(pages[0].path, pages[0].pageId)]);
  /** One page rendered by both versions and compared. @param {(typeof pages)[number]} page @returns {Promise<PageComparison>} */
  async function compare({ path, route, pageId }) {
    let before = await stable.render(path, pageId);
    let after = await next.render(path, pageId);
    let why = worseThanLive(before, after);
    // A worse page must stay worse: rendered twice more by both, it is judged on the last pair, and
    // on the least of its three costs on each side, so a content query that failed once, or a pause of the
    // process, refuses nothing; a broken candidate is broken every time.
    if (why.length > 0) {
      for (let again = 0; again < 2; again += 1) {
        // The candidate first this time, then live: the garbage one render leaves is collected
        // in the next one's time, which must not always be the candidate's.
        const a = await next.render(path, pageId);
        const b = await stable.render(path, pageId);
        before = { ...b, costMs: Math.min(before.costMs, b.costMs) };
        after = { ...a, costMs: Math.min(after.costMs, a.costMs) };
      }
      why = worseThanLive(before, after);
    }
    return { path, route, live: before, candidate: after, why };
  }
  // A few pages at once: a render mostly waits on its content queries, and each is costed by its
  // own work (`renderCost.mjs`), not by the others beside it.
  /** @type {PageComparison[]} */
  const compared = [];
  let taken = 0;
  await Promise.all(
    Array.from({ length: Math.min(PREFLIGHT_CONCURRENCY, pages.length) }, async () => {
      while (taken < pages.length) {
        const index = taken++;
        compared[index] = await compare(pages[index]);
      }
    }),
  );
  return { live: liveVersion, candidate, listed: paths.length, pages: compared, worse: compared.filter((page) => page.why.length > 0), ...(unlisted ? { unlisted } : {}) };
}

/** A page's render as a table cell. @param {PageRender} page */
const cell = (page) => `${page.status}${page.outcome === 'rendered' ? '' : ` ${page.outcome}`}, ${page.words} words, ${Math.round(page.costMs)} ms`;

/**
 * The pre-flight as a release manager reads it: a line of what was compared, then a table of the
 * worse pages (page, live, candidate, why), at most `rows` of them.
 * @param {Preflight} preflight @param {{ rows?: number }} [options]
 */
export function preflightTable(preflight, { rows = 20 } = {}) {
  const { pages, worse, listed } = preflight;
  const head = `pre-flight of ${preflight.candidate} against live ${preflight.live}: ${pages.length} page${pages.length === 1 ? '' : 's'} compared${listed > pages.length ? ` (a sample of ${listed}, every route)` : ''}, ${worse.length} worse than live${preflight.unlisted ? ` (the live version's sitemap could not be read: ${preflight.unlisted}; its documents were not compared)` : ''}`;
  if (worse.length === 0) return head;
  const table = [['page', 'live', 'candidate', 'why'], ...worse.slice(0, rows).map((page) => [page.path, cell(page.live), cell(page.candidate), page.why.join('; ')])];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const lines = table.map((row) => row.map((text, column) => (column < 3 ? text.padEnd(widths[column]) : text)).join(' | '));
  const more = worse.length > rows ? [`… and ${worse.length - rows} more`] : [];
  return [head, ...lines, ...more].join('\n');
}
