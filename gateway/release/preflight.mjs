// @ts-check
// The pre-flight check: before any visitor gets a candidate, its pages and the live version's are
// rendered side by side in this process, with production's render budget, on the remote's real pages,
// and every page the candidate answers worse than live is named with why. The pages: its static
// routes; the documents the live version lists for the sitemap; each value it declares for a page's
// query parameters (`searchParamValues`, the blog's categories: capped); real items of every route
// pattern the sitemap does not list (`/policies/:item`, `/faq/:item`: the links live's own pages
// follow, or another pattern of the same page with the same parameters, `/:slug` for
// `/services/:slug`); and each pattern's "not found". Beside status, outcome, words and cost, it
// compares the render's wall time and what a crawler reads (`crawlerView.mjs`). The gate refuses a
// canary, a promotion or a release on it (`gate.mjs`); `npm run publish` shows it without refusing.
import { pageSearchParams, routes } from '@site/shared/remotes';
import { routePattern } from '../runtime/routePattern.mjs';
import { compareCrawlerViews } from './crawlerView.mjs';
import { versionRenderer } from './pageRenders.mjs';

/**
 * @typedef {import('./pageRenders.mjs').PageRender} PageRender
 * @typedef {{ path: string, route: string, live: PageRender, candidate: PageRender, why: string[], differences: string[] }} PageComparison
 *   `why`: how the candidate's page is worse (refused); `differences`: what else differs, for people to judge
 * @typedef {{ path: string, route: string, pageId: string, notFound?: boolean }} PreflightPage
 *   `route`: the route pattern, or for a query page its pattern and parameter (`/blog?category`), so a
 *   sample keeps each; `notFound`: a parameter's value no document has, its "not found" page
 * @typedef {object} Preflight
 * @property {string} live       the version compared with
 * @property {string} candidate
 * @property {number} listed     the remote's pages found (static routes, sitemap, query values, items, "not found" pages)
 * @property {PageComparison[]} pages  the pages compared (all of them up to the cap, else a sample with every route)
 * @property {PageComparison[]} worse  those the candidate answers worse
 * @property {string} [unlisted]  why the live version's sitemap could not be read (only the static routes were compared)
 */

/** Pages compared at most: past it, a sample that keeps every route pattern. */
export const PREFLIGHT_CAP = 200;

/** Values of one query parameter rendered at most: every category of a blog, not every tag of a shop. */
export const QUERY_VALUES_CAP = 12;

/** Pages compared at once. */
const PREFLIGHT_CONCURRENCY = 4;

/**
 * Why the limits are what they are: a status or an outcome is worse or not; text and time vary a
 * little between two renders of one page (a date, a GC pause, a content query's round trip, another
 * process on the machine), so they count only past a clear margin: under 70 % of live's words; an own
 * cost over twice live's and 100 ms more; a wall time 250 ms and half of live's more than live's, in
 * each of the page's three pairs of renders; and either of those again in two pairs rendered alone after the others
 * (a quarter of production's 1 s render budget, waited on every miss: well past a content query's
 * jitter of tens of ms; each pair's two renders back to back, so a burst of load on the machine slows
 * both of a pair, not one side's three).
 */
export const PREFLIGHT_LIMITS = Object.freeze({ words: 0.7, costRatio: 2, costMs: 100, wallMs: 250, wallRatio: 0.5 });

/** Whether the candidate's wall time is worse than live's in one pair of renders. @param {number} live @param {number} candidate */
export const slowerWall = (live, candidate) => candidate - live > Math.max(PREFLIGHT_LIMITS.wallMs, live * PREFLIGHT_LIMITS.wallRatio);

/**
 * The pair of wall times a page is judged on: one where the candidate is not slower if there is any
 * (noise in one pair refuses nothing), else the one where it is the least slower.
 * @param {Array<{ live: number, candidate: number }>} pairs @returns {{ live: number, candidate: number }}
 */
export function judgedWalls(pairs) {
  return pairs.find((pair) => !slowerWall(pair.live, pair.candidate)) ?? pairs.reduce((least, pair) => (pair.candidate - pair.live < least.candidate - least.live ? pair : least));
}

/** A status as a rank: a success, a redirect, a client's error, a server's error. @param {number} status */
const statusRank = (status) => Math.floor(status / 100);
const leftForBrowser = (/** @type {PageRender} */ page) => page.outcome === 'failed' || page.outcome === 'over_budget';

/**
 * Why the candidate's page is worse than live's (`why`, empty: it is not), and what else differs
 * (`differences`: shown, not refused). On a "not found" page (`notFound`), a 404 where live answers
 * 200 fixes a soft 404: a difference, not worse, and so is the text it no longer shows.
 * @param {PageRender} live @param {PageRender} candidate @param {{ path?: string, notFound?: boolean }} [page]
 * @returns {{ why: string[], differences: string[] }}
 */
export function comparePages(live, candidate, { path = '/', notFound = false } = {}) {
  const why = [];
  const differences = [];
  const softNotFoundFixed = notFound && candidate.status === 404 && statusRank(live.status) === 2;
  if (softNotFoundFixed) differences.push(`404 where live answers ${live.status}: its "not found" says so now`);
  else if (statusRank(candidate.status) > statusRank(live.status)) why.push(`status ${candidate.status} where live answers ${live.status}`);
  else if (candidate.status !== live.status) differences.push(`status ${candidate.status} where live answers ${live.status}`);
  if (leftForBrowser(candidate) && !leftForBrowser(live)) {
    const how = candidate.fallbackShell ? 'the shell threw: an empty fallback shell sent' : candidate.outcome === 'over_budget' ? 'render over its budget, left for the browser' : 'render failed, left for the browser';
    why.push(`${how}${candidate.error && !candidate.fallbackShell ? ` (${candidate.error})` : ''}`);
  }
  if (candidate.outcome === 'degraded' && live.outcome !== 'degraded') why.push('degraded: a content query failed');
  if (!softNotFoundFixed && live.words > 0 && candidate.words < live.words * PREFLIGHT_LIMITS.words) why.push(`main text ${candidate.words} words, under 70 % of live's ${live.words}`);
  if (candidate.costMs > live.costMs * PREFLIGHT_LIMITS.costRatio && candidate.costMs - live.costMs > PREFLIGHT_LIMITS.costMs) {
    why.push(`render cost ${Math.round(candidate.costMs)} ms, over twice live's ${Math.round(live.costMs)} ms`);
  }
  if (slowerWall(live.wallMs, candidate.wallMs)) why.push(`render time ${Math.round(candidate.wallMs)} ms, ${Math.round(candidate.wallMs - live.wallMs)} ms over live's ${Math.round(live.wallMs)} ms`);
  // What a crawler reads is compared between whole pages: a failed, degraded or fallback page's head
  // is not its content's (its failure is said above, or is live's own).
  if (live.outcome === 'rendered' && candidate.outcome === 'rendered' && !softNotFoundFixed) {
    const crawler = compareCrawlerViews(live.crawler, candidate.crawler, path);
    why.push(...crawler.worse);
    differences.push(...crawler.differences);
  }
  return { why, differences };
}

/** Why the candidate's page is worse than live's (empty: it is not). @param {PageRender} live @param {PageRender} candidate @param {{ path?: string, notFound?: boolean }} [page] */
export const worseThanLive = (live, candidate, page) => comparePages(live, candidate, page).why;

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

/** A parameter's value no document has: each pattern's "not found" page is compared too. */
const notFoundPath = (/** @type {string} */ pattern) => pattern.replace(/:(\w+)/g, 'release-health-check');

/** The parameters of a route pattern, in order (`['slug']` for `/services/:slug`). @param {string} pattern */
const parametersOf = (pattern) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * Paths of `pattern` made from the items of another pattern of the same page with the same parameters
 * (`/services/audit` from the sitemap's `/audit`, both the ServicePage's).
 * @param {string} pattern @param {string} pageId @param {Array<{ path: string, route: string, pageId: string }>} found
 */
export function itemsFromSibling(pattern, pageId, found) {
  const names = parametersOf(pattern).join();
  const sibling = found.find((page) => page.pageId === pageId && page.route !== pattern && page.route.includes(':') && parametersOf(page.route).join() === names);
  if (!sibling) return [];
  const siblingSegments = sibling.route.split('/');
  return found
    .filter((page) => page.route === sibling.route)
    .map((page) => {
      const segments = page.path.split('/');
      const values = Object.fromEntries(siblingSegments.map((part, i) => [part.slice(1), part.startsWith(':') ? segments[i] : undefined]).filter(([, value]) => value !== undefined));
      return pattern.replace(/:(\w+)/g, (_, name) => values[name]);
    });
}

/**
 * The pre-flight of `candidate` of `remote` against its `liveVersion`, both rendered with the other
 * remotes at their `live` versions. Throws when either version cannot be loaded (the render check
 * says so before this runs).
 * @param {{ storeDir: string, shellDir: string, remote: string, candidate: string, liveVersion: string, live: Record<string, string>, content?: import('./pageRenders.mjs').RenderContent, cap?: number, budgetMs?: number }} input
 *   `budgetMs`: the render budget (production's, `RENDER_BUDGET_MS`, by default)
 * @returns {Promise<Preflight>}
 */
export async function runPreflight({ storeDir, shellDir, remote, candidate, liveVersion, live, content, cap = PREFLIGHT_CAP, budgetMs }) {
  const own = routes.filter((route) => route.remote === remote);
  // A widget (the chat) answers no page of its own: there is nothing to compare.
  if (own.length === 0) return { live: liveVersion, candidate, listed: 0, pages: [], worse: [] };
  const common = { storeDir, shellDir, remote, live, content, ...(budgetMs ? { budgetMs } : {}) };
  const stable = versionRenderer({ ...common, version: liveVersion });
  const next = versionRenderer({ ...common, version: candidate });
  /** @type {PreflightPage[]} */
  const paths = [];
  const seen = new Set();
  /** A path of the remote's, once, with its route pattern (`route` given: a query page's). @param {string} path @param {Partial<PreflightPage>} [extra] */
  const add = (path, extra = {}) => {
    const pathname = path.replace(/[?#].*$/, '');
    const pageId = stable.pageOf(pathname);
    const route = routePattern(pageId, pathname);
    if (seen.has(path) || !pageId || !route || !pageId.startsWith(`${remote}/`)) return;
    seen.add(path);
    paths.push({ path, route, pageId, ...extra });
  };
  const statics = own.filter((route) => !route.path.includes(':'));
  for (const route of statics) add(route.path);
  // The real pages, as live lists them: a candidate whose own query is broken would list none.
  /** @type {string | undefined} */
  let unlisted;
  const documents = await stable.sitemapPaths().catch((/** @type {unknown} */ error) => {
    unlisted = error instanceof Error ? error.message : String(error);
    return [];
  });
  for (const path of documents) add(path);
  // Each value live declares for a page's query parameters (capped), under its own "route" so a sample keeps them.
  const queryPages = statics.filter((route) => pageSearchParams[route.id]);
  if (queryPages.length) {
    const values = await stable.searchParamValues().catch(() => /** @type {Partial<Record<string, string[]>>} */ ({}));
    for (const route of queryPages) {
      for (const name of pageSearchParams[route.id]) {
        for (const value of (values[name] ?? []).slice(0, QUERY_VALUES_CAP)) add(`${route.path}?${new URLSearchParams({ [name]: value })}`, { route: `${route.path}?${name}` });
      }
    }
  }
  // Real items of each pattern the sitemap leaves out: from a sibling pattern, else the links live's
  // own static pages follow (the legal indexes, the FAQ's topics), as a crawler finds them.
  const patterns = own.filter((route) => route.path.includes(':'));
  const itemless = () => patterns.filter((route) => !paths.some((page) => page.route === route.path));
  for (const route of itemless()) for (const path of itemsFromSibling(route.path, route.id, paths)) add(path);
  // Live's and the candidate's static pages rendered first: what a crawler follows from live's, and
  // the code of both warmed alike (a version's first renders load its code and tier up its engine:
  // not what its pages cost; warming one side alone would make the other look slower).
  const wanted = new Set(itemless().map((route) => route.path));
  const [indexes] = await Promise.all([Promise.all(statics.map((route) => stable.render(route.path, route.id))), Promise.all(statics.map((route) => next.render(route.path, route.id)))]);
  for (const page of indexes) {
    for (const link of page.links) {
      const pageId = stable.pageOf(link);
      if (wanted.has(routePattern(pageId, link) ?? '')) add(link);
    }
  }
  // Each pattern's "not found": what a mistyped or removed item answers.
  for (const route of patterns) add(notFoundPath(route.path), { notFound: true });
  const pages = /** @type {PreflightPage[]} */ (samplePages(paths, cap));
  /** One page rendered by both versions and compared. @param {PreflightPage} page @returns {Promise<PageComparison>} */
  async function compare({ path, route, pageId, notFound }) {
    let before = await stable.render(path, pageId);
    let after = await next.render(path, pageId);
    let compared = comparePages(before, after, { path, notFound });
    // A worse page must stay worse: rendered twice more by both, it is judged on the last pair, on
    // the least of its three own costs on each side, and on its wall times pair by pair
    // (`judgedWalls`), so a content query that failed or was slow once, or a pause of the process or
    // the machine, refuses nothing; a broken or slow candidate is so every time.
    if (compared.why.length > 0) {
      const walls = [{ live: before.wallMs, candidate: after.wallMs }];
      for (let again = 0; again < 2; again += 1) {
        // The candidate first this time, then live: the garbage one render leaves is collected
        // in the next one's time, which must not always be the candidate's.
        const a = await next.render(path, pageId);
        const b = await stable.render(path, pageId);
        walls.push({ live: b.wallMs, candidate: a.wallMs });
        before = { ...b, costMs: Math.min(before.costMs, b.costMs) };
        after = { ...a, costMs: Math.min(after.costMs, a.costMs) };
      }
      const judged = judgedWalls(walls);
      before = { ...before, wallMs: judged.live };
      after = { ...after, wallMs: judged.candidate };
      compared = comparePages(before, after, { path, notFound });
    }
    return { path, route, live: before, candidate: after, ...compared };
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
  // A page worse on its time alone (its own cost, its wall time) is rendered again once the others
  // are done, two pairs one render at a time, and judged on those: the renders beside it (four pages
  // at once, both versions, their garbage collected in whichever callback runs next) are load on the
  // machine too, and a page must be slower alone to be refused on time.
  const onTime = (/** @type {string} */ why) => why.startsWith('render time') || why.startsWith('render cost');
  for (const [index, page] of compared.entries()) {
    if (page.why.length === 0 || !page.why.every(onTime)) continue;
    const { pageId, notFound } = pages[index];
    /** @type {Array<{ live: PageRender, candidate: PageRender }>} */
    const quiet = [];
    for (const candidateFirst of [false, true]) {
      const first = await (candidateFirst ? next : stable).render(page.path, pageId);
      const second = await (candidateFirst ? stable : next).render(page.path, pageId);
      quiet.push(candidateFirst ? { live: second, candidate: first } : { live: first, candidate: second });
    }
    const judged = judgedWalls(quiet.map((pair) => ({ live: pair.live.wallMs, candidate: pair.candidate.wallMs })));
    const live = { ...quiet[1].live, costMs: Math.min(...quiet.map((pair) => pair.live.costMs)), wallMs: judged.live };
    const slower = { ...quiet[1].candidate, costMs: Math.min(...quiet.map((pair) => pair.candidate.costMs)), wallMs: judged.candidate };
    compared[index] = { ...page, live, candidate: slower, ...comparePages(live, slower, { path: page.path, notFound }) };
  }
  return { live: liveVersion, candidate, listed: paths.length, pages: compared, worse: compared.filter((page) => page.why.length > 0), ...(unlisted ? { unlisted } : {}) };
}

/** A page's render as a table cell. @param {PageRender} page */
const cell = (page) => `${page.status}${page.fallbackShell ? ' fallback shell' : page.outcome === 'rendered' ? '' : ` ${page.outcome}`}, ${page.words} words, ${Math.round(page.costMs)} ms own, ${Math.round(page.wallMs)} ms wall`;

/** Rows as a table whose last column is free text. @param {string[][]} table */
function tableLines(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table.map((row) => row.map((text, column) => (column < row.length - 1 ? text.padEnd(widths[column]) : text)).join(' | '));
}

/**
 * The pre-flight as a release manager reads it: a line of what was compared, then a table of the
 * worse pages (page, live, candidate, why), at most `rows` of them; then the other differences of
 * what a crawler reads (page, what differs), at most `rows`, shown and not refused.
 * @param {Preflight} preflight @param {{ rows?: number }} [options]
 */
export function preflightTable(preflight, { rows = 20 } = {}) {
  const { pages, worse, listed } = preflight;
  const head = `pre-flight of ${preflight.candidate} against live ${preflight.live}: ${pages.length} page${pages.length === 1 ? '' : 's'} compared${listed > pages.length ? ` (a sample of ${listed}, every route)` : ''}, ${worse.length} worse than live${preflight.unlisted ? ` (the live version's sitemap could not be read: ${preflight.unlisted}; its documents were not compared)` : ''}`;
  const lines = [head];
  if (worse.length > 0) {
    lines.push(...tableLines([['page', 'live', 'candidate', 'why'], ...worse.slice(0, rows).map((page) => [page.path, cell(page.live), cell(page.candidate), page.why.join('; ')])]));
    if (worse.length > rows) lines.push(`… and ${worse.length - rows} more`);
  }
  const differing = pages.filter((page) => (page.differences ?? []).length > 0);
  if (differing.length > 0) {
    lines.push(`other differences (not refused): ${differing.length} page${differing.length === 1 ? '' : 's'}`);
    lines.push(...tableLines([['page', 'differs'], ...differing.slice(0, rows).map((page) => [page.path, page.differences.join('; ')])]));
    if (differing.length > rows) lines.push(`… and ${differing.length - rows} more`);
  }
  return lines.join('\n');
}
