// @ts-check
/**
 * What `npm run bench -- --check` holds the site to: Lighthouse mobile with simulated throttling on
 * every route of the route table (its LCP is information, not a budget: see `PHONE_BUDGETS.lcpMs`),
 * and the size of each remote's entry. The field's bar for a marketing site, not what this machine happens to reach.
 */
export const BUDGETS = {
  /** performance score, 0–100, at least */
  performance: 95,
  /** Total Blocking Time, ms, at most */
  tbtMs: 150,
  /** Cumulative Layout Shift, at most */
  cls: 0.02,
  /** SEO score, 0–100, at least */
  seo: 100,
  /** JavaScript over the wire (compressed) on a first visit, KiB, at most: a guard against regressions (issue 27) */
  jsKib: 210,
  /** requests made before the page is interactive (the chat widget waits for after it), at most */
  requests: 15,
  /** each remote's `remoteEntry.js`, gzip, KB, at most */
  remoteEntryKb: 8,
  /**
   * the boot's JavaScript on every route, brotli, KiB, at most: the scripts asked for before the page
   * is hydrated (`bootScripts.mjs`), which a slow phone's link carries before it can hydrate (issue 57)
   */
  bootJsKib: 150,
};

/**
 * What a visitor on a slow phone feels (issue 27; `scripts/bench/phoneFeel.mjs`: 150 ms RTT, 1.6 Mbps,
 * 4× CPU), medians of the runs. The same on plain HTTP/1.1 and through the edge
 * (`npm run bench -- --phone --edge`): decision 0007, option 3.
 */
export const PHONE_BUDGETS = {
  /**
   * Largest Contentful Paint as the browser records it on this profile, ms, at most, on every route:
   * what visitors get. Lighthouse's simulated LCP is shown beside its scores as information only
   * (docs/decisions/0003-phone-lcp-budget-from-the-browser.md).
   */
  lcpMs: 1800,
  /**
   * hydrated (`site:interactive`) after navigation start, ms, at most, on every route. Issue 43 asked
   * for 1.8 s; on this profile the boot's bytes alone take about that long whatever starts them, so
   * the budget is what the stack meets, on both paths (decision 0007, option 3; issue 57).
   */
  hydratedMs: 2200,
  /** first contentful paint to hydrated, ms, at most (issue 43's 1.0 s: decision 0007, option 3) */
  windowMs: 1300,
  /** INP of opening the mobile menu and of typing into the contact form, ms, at most */
  inpMs: 100,
  /** click on a navbar link into another remote to its heading, after hover, ms, at most */
  hoverNavigationMs: 300,
};

/** Layout shift on the phone profile, worst run, at most, everywhere. */
export const PHONE_CLS = 0;

/**
 * The phone budgets a measurement misses; `label` (the path) goes before each miss when both paths
 * are checked.
 * @param {import('./phoneFeel.mjs').PhoneFeel} feel
 * @param {{ label?: string }} [options]
 */
export function phoneBudgetMisses(feel, { label = '' } = {}) {
  const budgets = PHONE_BUDGETS;
  /** @type {string[]} */
  const misses = [];
  const over = (/** @type {number} */ value, /** @type {number} */ limit) => !(value <= limit);
  const at = label ? `${label} ` : '';
  for (const row of feel.routes) {
    if (over(row.lcpMs, budgets.lcpMs)) misses.push(`${at}${row.route} LCP ${Math.round(row.lcpMs)} ms > ${budgets.lcpMs} ms`);
    if (over(row.hydratedMs, budgets.hydratedMs)) misses.push(`${at}${row.route} hydrated ${Math.round(row.hydratedMs)} ms > ${budgets.hydratedMs} ms`);
    if (over(row.windowMs, budgets.windowMs)) misses.push(`${at}${row.route} window ${Math.round(row.windowMs)} ms > ${budgets.windowMs} ms`);
    if (row.cls !== undefined && over(row.cls, PHONE_CLS)) misses.push(`${at}${row.route} CLS ${row.cls.toFixed(3)} > ${PHONE_CLS}`);
  }
  for (const row of feel.navigations) {
    if (over(row.hoverMs, budgets.hoverNavigationMs)) misses.push(`${at}${row.label} after hover ${Math.round(row.hoverMs)} ms > ${budgets.hoverNavigationMs} ms`);
  }
  for (const row of feel.interactions) {
    if (over(row.inpMs, budgets.inpMs)) misses.push(`${at}INP ${row.label} ${Math.round(row.inpMs)} ms > ${budgets.inpMs} ms`);
  }
  return misses;
}

/**
 * @typedef {{ route: string, performance?: number, lcpMs?: number, tbtMs?: number, cls?: number, seo?: number,
 *   jsBytes?: number, requests?: number, lcpScriptAfterPaintBytes?: number, error?: string, seoFailures: string[], warnings: string[] }} LighthouseRow
 */

/** The budgets a Lighthouse row misses (a run that failed misses them all). @param {LighthouseRow} row */
export function budgetMisses(row) {
  if (row.error) return ['run failed'];
  /** @type {string[]} */
  const misses = [];
  const over = (/** @type {number | undefined} */ value, /** @type {number} */ limit) => value === undefined || value > limit;
  if ((row.performance ?? 0) < BUDGETS.performance) misses.push(`performance ${row.performance ?? '?'} < ${BUDGETS.performance}`);
  if (over(row.tbtMs, BUDGETS.tbtMs)) misses.push(`TBT ${Math.round(row.tbtMs ?? NaN)} ms > ${BUDGETS.tbtMs} ms`);
  if (over(row.cls, BUDGETS.cls)) misses.push(`CLS ${row.cls?.toFixed(3) ?? '?'} > ${BUDGETS.cls}`);
  if ((row.seo ?? 0) < BUDGETS.seo) misses.push(`SEO ${row.seo ?? '?'} < ${BUDGETS.seo}${row.seoFailures.length ? ` (${row.seoFailures.join(', ')})` : ''}`);
  if (over(row.jsBytes === undefined ? undefined : row.jsBytes / 1024, BUDGETS.jsKib)) misses.push(`JS ${((row.jsBytes ?? NaN) / 1024).toFixed(0)} KiB > ${BUDGETS.jsKib} KiB`);
  if (over(row.requests, BUDGETS.requests)) misses.push(`${row.requests ?? '?'} requests > ${BUDGETS.requests}`);
  return misses;
}

/** The remotes whose entry is over its budget. @param {Array<{ app: string, remoteEntryGzip?: number }>} sizes */
export function remoteEntryMisses(sizes) {
  return sizes
    .filter((size) => size.remoteEntryGzip !== undefined && size.remoteEntryGzip / 1000 > BUDGETS.remoteEntryKb)
    .map((size) => `${size.app} remoteEntry.js ${((size.remoteEntryGzip ?? 0) / 1000).toFixed(1)} KB > ${BUDGETS.remoteEntryKb} KB`);
}

/** The routes whose boot JavaScript is over its budget. @param {Array<{ route: string, brotli: number }>} rows */
export function bootBytesMisses(rows) {
  return rows
    .filter((row) => !(row.brotli / 1024 <= BUDGETS.bootJsKib))
    .map((row) => `${row.route} boot JS ${(row.brotli / 1024).toFixed(1)} KiB > ${BUDGETS.bootJsKib} KiB`);
}

/**
 * The cluster's timing rows (`scripts/bench/clusterTimings.mjs`): a change made through one gateway is
 * served by the other gateway and through Varnish within this, ms, in every run (the slowest counts).
 */
/**
 * Live content (`npm run bench -- --live`): from a publish to the new content on every open tab,
 * worst of the runs; and what 1,000 idle streams may cost a cached page's req/s (the median of the
 * pairs' ratios, open over none, at least this).
 */
export const LIVE_BUDGETS = { publishToPageMs: 1000, idleStreamsRatio: 0.9 };

/**
 * The idle streams' verdict from each pair's ratio (cached req/s with streams open over without):
 * the median, and whether the pairs' spread is narrow enough to tell a drop of the budget's size
 * (their interquartile range within it); a miss when the median is below the budget.
 * @param {number[]} ratios
 * @returns {{ line: string, miss?: string }}
 */
export function idleStreamsVerdict(ratios) {
  const sorted = [...ratios].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const spread = at(0.75) - at(0.25);
  const allowed = 1 - LIVE_BUDGETS.idleStreamsRatio;
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(1)} %`;
  const told = spread <= allowed ? `the pairs' spread (${percent(spread)} between quartiles) tells a ${percent(allowed)} drop` : `the pairs' spread (${percent(spread)} between quartiles) is too wide to tell a ${percent(allowed)} drop: run again on a quieter machine`;
  const line = `idle streams: a cached page with them open runs at ${percent(median)} of its pace without (median of ${ratios.length} pairs, ${sorted.map(percent).join(', ')}); ${told}`;
  return median < LIVE_BUDGETS.idleStreamsRatio ? { line, miss: `1,000 idle streams cost a cached page ${percent(1 - median)} of its req/s (budget ${percent(allowed)})` } : { line };
}

export const CLUSTER_BUDGETS = {
  /** a switch through gateway A's release API: from A's answer to B and Varnish serving it */
  switchMs: 1000,
  /** a content edit (its signed webhook to gateway A): from the edit to B and Varnish serving it */
  contentMs: 1000,
};

/**
 * The cluster budgets a timing misses (its slowest run, gateway B and Varnish each).
 * @param {import('./clusterTimings.mjs').ClusterTiming[]} timings
 */
export function clusterBudgetMisses(timings) {
  /** @type {string[]} */
  const misses = [];
  for (const timing of timings) {
    const limit = timing.kind === 'switch' ? CLUSTER_BUDGETS.switchMs : CLUSTER_BUDGETS.contentMs;
    for (const [where, values] of /** @type {const} */ ([['gateway B', timing.gatewayBMs], ['Varnish', timing.varnishMs]])) {
      const slowest = values.length ? Math.max(...values) : Number.NaN;
      if (!(slowest <= limit)) misses.push(`${timing.change}: ${where} ${Number.isFinite(slowest) ? `after ${Math.round(slowest)} ms` : Number.isNaN(slowest) ? 'not measured' : 'never'} > ${limit} ms`);
    }
  }
  return misses;
}
