// @ts-check
// The per-version figures both backends summarise the same way (`files/fieldStore.mjs`,
// `postgres/fieldReports.mjs`): the entry of each (remote, version), and the server's side of a
// canary from the render rows (`reportBuffer.mjs` RenderRow). The SQL is written once, for the
// backend's table, with `$1` for the window's start (SQLite's `?` is put in by the files' side).
import { ERROR_KINDS } from '@site/shared/field/beacon.mjs';

/** @typedef {import('./files/fieldStore.mjs').VersionSummary} VersionSummary */

/** How many recent values a side's comparison reads (render costs, LCP, INP): plenty for a rank test, bounded work. */
export const VALUES_PER_SIDE = 2000;

/**
 * Page answers per (remote, version, route) from `$1` on: all of them, those left for the browser
 * (failed or over budget), those over budget, degraded, and answered with an error status (4xx or
 * 5xx, but not 429, which says the client asked too much, not what the version did).
 */
export const renderCountsSql = (/** @type {string} */ table) => `
  SELECT remote, version, route, SUM(count) AS requests,
         SUM(CASE WHEN outcome IN ('failed', 'over_budget') THEN count ELSE 0 END) AS failed,
         SUM(CASE WHEN outcome = 'over_budget' THEN count ELSE 0 END) AS over_budget,
         SUM(CASE WHEN outcome = 'degraded' THEN count ELSE 0 END) AS degraded,
         SUM(CASE WHEN status >= 400 AND status <> 429 THEN count ELSE 0 END) AS error_status
  FROM ${table} WHERE at >= $1 GROUP BY remote, version, route`;

/** The own cost and the wall time (`ms`) of the latest renders per (remote, version) from `$1` on (`VALUES_PER_SIDE` at most). */
export const renderCostsSql = (/** @type {string} */ table) => `
  WITH recent AS (
    SELECT remote, version, cost, ms, ROW_NUMBER() OVER (PARTITION BY remote, version ORDER BY at DESC) AS rank
    FROM ${table} WHERE at >= $1 AND cost IS NOT NULL)
  SELECT remote, version, cost, ms FROM recent WHERE rank <= ${VALUES_PER_SIDE}`;

/** The latest LCP, INP and TTFB values per (remote, version) from `$1` on, with `sides` (a condition on the bucket) after it. */
export const vitalValuesSql = (/** @type {string} */ table, /** @type {string} */ sides) => `
  WITH recent AS (
    SELECT remote, version, name, value, ROW_NUMBER() OVER (PARTITION BY remote, version, name ORDER BY at DESC) AS rank
    FROM ${table} WHERE at >= $1 AND name IN ('LCP', 'INP', 'TTFB')${sides})
  SELECT remote, version, name, value FROM recent WHERE rank <= ${VALUES_PER_SIDE}`;

/** The figures of a version nothing was heard of yet. @param {string} remote @param {string} version @returns {VersionSummary} */
export const emptySummary = (remote, version) => ({
  remote,
  version,
  sessions: 0,
  errorSessions: 0,
  errorRate: 0,
  errorRates: /** @type {VersionSummary['errorRates']} */ (Object.fromEntries(ERROR_KINDS.map((kind) => [kind, 0]))),
  p75: {},
  samples: {},
  vitalValues: {},
  server: { requests: 0, failed: 0, overBudget: 0, degraded: 0, errorStatus: 0, failureRate: 0, renders: 0, p95: undefined, costs: [], walls: [], routes: {} },
});

/** One summary per (remote, version), in the order first asked for. */
export function versionSummaries() {
  /** @type {Map<string, VersionSummary>} */
  const byVersion = new Map();
  /** @param {string} remote @param {string} version */
  const entry = (remote, version) => {
    const key = `${remote}\n${version}`;
    let summary = byVersion.get(key);
    if (!summary) {
      summary = emptySummary(remote, version);
      byVersion.set(key, summary);
    }
    return summary;
  };
  return { entry, byVersion };
}

/** The nearest-rank 95th percentile (position ceil(0.95 n)) of some values. @param {number[]} values */
const p95Of = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1] : undefined);

/**
 * The answers' counts, the renders' costs and the vitals' values into each version's summary.
 * @param {(remote: string, version: string) => VersionSummary} entry
 * @param {{ counts: Array<{ remote: string, version: string, route: string, requests: unknown, failed: unknown, over_budget: unknown, degraded: unknown, error_status: unknown }>, costs: Array<{ remote: string, version: string, cost: unknown, ms?: unknown }>, vitals: Array<{ remote: string, version: string, name: string, value: unknown }> }} rows
 */
export function addServerFigures(entry, { counts, costs, vitals }) {
  for (const row of counts) {
    const server = entry(row.remote, row.version).server;
    const route = { requests: Number(row.requests), failed: Number(row.failed ?? 0), degraded: Number(row.degraded ?? 0), errorStatus: Number(row.error_status ?? 0) };
    // Rows written before answers kept their route are the remote's as a whole.
    server.routes[row.route || 'any'] = route;
    server.requests += route.requests;
    server.failed += route.failed;
    server.overBudget += Number(row.over_budget ?? 0);
    server.degraded += route.degraded;
    server.errorStatus += route.errorStatus;
    server.failureRate = server.requests ? server.failed / server.requests : 0;
  }
  for (const row of costs) {
    const server = entry(row.remote, row.version).server;
    server.costs.push(Number(row.cost));
    if (row.ms !== null && row.ms !== undefined) server.walls.push(Number(row.ms));
  }
  for (const row of vitals) ((entry(row.remote, row.version).vitalValues[/** @type {'LCP' | 'INP' | 'TTFB'} */ (row.name)] ??= [])).push(Number(row.value));
  for (const summary of /** @type {Set<VersionSummary>} */ (new Set([...counts, ...costs].map((row) => entry(row.remote, row.version))))) {
    summary.server.renders = summary.server.costs.length;
    summary.server.p95 = p95Of(summary.server.costs);
  }
}
