// @ts-check
// The per-version figures both backends summarise the same way (`files/fieldStore.mjs`,
// `postgres/fieldReports.mjs`): the entry of each (remote, version), and the server's side of a
// canary from the render rows (`reportBuffer.mjs` RenderRow). The SQL is written once, for the
// backend's table, with `$1` for the window's start (SQLite's `?` is put in by the files' side).
import { ERROR_KINDS } from '@site/shared/field/beacon.mjs';

/** @typedef {import('./files/fieldStore.mjs').VersionSummary} VersionSummary */

/** Page answers per (remote, version) from `$1` on: all of them, and those whose render failed or ran out of budget. */
export const renderCountsSql = (/** @type {string} */ table) => `
  SELECT remote, version, SUM(count) AS requests,
         SUM(CASE WHEN outcome = 'failed' THEN count ELSE 0 END) AS failed,
         SUM(CASE WHEN outcome = 'over_budget' THEN count ELSE 0 END) AS over_budget
  FROM ${table} WHERE at >= $1 GROUP BY remote, version`;

/** The 95th percentile (nearest rank: position ceil(0.95 n)) of the timed renders per (remote, version). */
export const renderP95Sql = (/** @type {string} */ table) => `
  WITH ranked AS (
    SELECT remote, version, ms,
           ROW_NUMBER() OVER (PARTITION BY remote, version ORDER BY ms) AS rank,
           COUNT(*) OVER (PARTITION BY remote, version) AS n
    FROM ${table} WHERE at >= $1 AND ms IS NOT NULL)
  SELECT remote, version, ms, n FROM ranked WHERE rank = (95 * n + 99) / 100`;

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
  server: { requests: 0, failed: 0, overBudget: 0, degraded: 0, errorStatus: 0, failureRate: 0, renders: 0, p95: undefined, costs: [], routes: {} },
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

/**
 * The render rows' figures into each version's summary.
 * @param {(remote: string, version: string) => VersionSummary} entry
 * @param {Array<{ remote: string, version: string, requests: unknown, failed: unknown, over_budget: unknown }>} counts
 * @param {Array<{ remote: string, version: string, ms: unknown, n: unknown }>} p95
 */
export function addServerFigures(entry, counts, p95) {
  for (const row of counts) {
    const server = entry(row.remote, row.version).server;
    server.requests = Number(row.requests);
    server.failed = Number(row.failed ?? 0);
    server.overBudget = Number(row.over_budget ?? 0);
    server.failureRate = server.requests ? server.failed / server.requests : 0;
  }
  for (const row of p95) {
    const server = entry(row.remote, row.version).server;
    server.p95 = Number(row.ms);
    server.renders = Number(row.n);
  }
}
