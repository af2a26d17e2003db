// @ts-check
// A canary's figures per visitor, the same on both backends (`files/fieldStore.mjs`,
// `postgres/fieldReports.mjs`): the SQL is written once, for the backend's tables, with `$1` the
// remote, `$2` the canary's start, `$3` and `$4` the candidate and stable versions (SQLite's `?` is
// put in by the files' side, each in order). A visitor is a visitor key (`serve/client/visitorKey.mjs`:
// a keyed hash of the client's address): the unit every check of the judge weighs the same, so one
// client asking for a thousand pages, or posting a thousand beacons, is one visitor's say.
import { ERROR_KINDS } from '@site/shared/field/beacon.mjs';

/** Timed renders a side's durations are read from, the latest first: plenty per visitor, bounded work. */
export const TIMED_RENDERS_READ = 20_000;

/** Page answers of the canary's two versions since it started, per visitor, URL and outcome. */
export const canaryAnswersSql = (/** @type {string} */ table) => `
  SELECT version, visitor, route, url, outcome, status, cached, SUM(count) AS answers
  FROM ${table} WHERE remote = $1 AND at >= $2 AND count > 0 AND version IN ($3, $4)
  GROUP BY version, visitor, route, url, outcome, status, cached`;

/** The renders timed (their wall time and own cost), the latest first. */
export const canaryTimingsSql = (/** @type {string} */ table) => `
  SELECT version, visitor, ms, cost FROM ${table}
  WHERE remote = $1 AND at >= $2 AND count = 0 AND version IN ($3, $4)
  ORDER BY at DESC LIMIT ${TIMED_RENDERS_READ}`;

/** Browser sessions bound to a side, per visitor: how many, and how many reported an error. */
export const canarySessionsSql = (/** @type {string} */ table) => `
  SELECT version, visitor, COUNT(*) AS sessions, SUM(CASE WHEN ${ERROR_KINDS.map((kind) => `${kind} > 0`).join(' OR ')} THEN 1 ELSE 0 END) AS error_sessions
  FROM ${table} WHERE remote = $1 AND last_at >= $2 AND version IN ($3, $4) AND bucket IN ('stable', 'candidate')
  GROUP BY version, visitor`;

/** Each visitor's median of each vital (the lower median): one value per visitor, however many it sent. */
export const canaryVitalsSql = (/** @type {string} */ table) => `
  WITH ranked AS (
    SELECT version, visitor, name, value,
           ROW_NUMBER() OVER (PARTITION BY version, visitor, name ORDER BY value) AS rank,
           COUNT(*) OVER (PARTITION BY version, visitor, name) AS n
    FROM ${table} WHERE remote = $1 AND at >= $2 AND version IN ($3, $4) AND bucket IN ('stable', 'candidate'))
  SELECT version, visitor, name, value FROM ranked WHERE rank = (n + 1) / 2`;

/**
 * @typedef {{ version: unknown, visitor: unknown, route: unknown, url: unknown, outcome: unknown, status: unknown, cached: unknown, answers: unknown }} AnswerRow
 * @typedef {{ version: unknown, visitor: unknown, ms: unknown, cost: unknown }} TimingRow
 * @typedef {{ version: unknown, visitor: unknown, sessions: unknown, error_sessions: unknown }} SessionRow
 * @typedef {{ version: unknown, visitor: unknown, name: unknown, value: unknown }} VitalRow
 * @typedef {{ answers: AnswerRow[], timings: TimingRow[], sessions: SessionRow[], vitals: VitalRow[] }} CanaryRows
 */

/**
 * A rate over visitors: each visitor's share of its answers (or sessions) that were bad, one value a
 * visitor, in total and per route pattern; `events` and `n` count the answers behind them, for people.
 * @typedef {{ values: number[], events: number, n: number, routes: Record<string, { values: number[], events: number, n: number }> }} VisitorRate
 * @typedef {object} CanarySide  one side of a canary, per visitor
 * @property {string} version
 * @property {number} visitors  visitors with a page answer or a session on this side
 * @property {number} answers   page answers, from the cache too
 * @property {number} rendered  of which a render ran for (not from the page cache)
 * @property {number} busy      answered 503 with no render slot free
 * @property {number} throttled answered 429: the client's allowance of renders spent
 * @property {VisitorRate} status   rendered answers with an error status the other side answers well, or a 5xx
 * @property {VisitorRate} failed   rendered answers left for the browser (the render threw or ran over budget, or the fallback shell)
 * @property {VisitorRate} degraded rendered answers with built-in copy or the unavailable view
 * @property {VisitorRate} browserErrors  sessions with a browser error
 * @property {Record<'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP' | 'renderCost' | 'renderMs', number[]>} durations
 *   each visitor's median of each (a vital from its beacons, a render's own cost and wall time from the renders its requests ran)
 */

const emptyRate = () => /** @type {VisitorRate} */ ({ values: [], events: 0, n: 0, routes: {} });
const NAMED_DURATIONS = /** @type {const} */ (['LCP', 'INP', 'CLS', 'TTFB', 'FCP', 'renderCost', 'renderMs']);

/** The lower median of some values. @param {number[]} values */
const lowerMedian = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];

/**
 * The two sides of a canary from its rows. A status counts as bad where it is the version's own
 * kind of failure (5xx, but a busy 503) or a 4xx (but 429) where the other side answered the same
 * URL with a good status: a made-up URL answers 404 on both sides and counts on neither. The render
 * checks read rendered answers only: a page from the cache replays the outcome it was kept with
 * (only whole pages are kept), and a candidate at a small share has fewer of its pages kept, so
 * counting hits would weigh a background of content errors harder on it.
 * @param {{ candidate: string, stable: string }} versions @param {CanaryRows} rows
 * @returns {{ candidate: CanarySide, stable: CanarySide }}
 */
export function canarySides({ candidate, stable }, { answers, timings, sessions, vitals }) {
  /** URLs each version answered with a good status. @type {Record<string, Set<string>>} */
  const good = { [candidate]: new Set(), [stable]: new Set() };
  for (const row of answers) if (Number(row.status) < 400) good[String(row.version)]?.add(String(row.url));
  const other = (/** @type {string} */ version) => (version === candidate ? stable : candidate);

  /** Per side and visitor: per check the bad and all rendered answers, in total and per route. */
  const tallies = { [candidate]: new Map(), [stable]: new Map() };
  /** @type {Record<string, CanarySide>} */
  const sides = {};
  for (const version of [candidate, stable]) {
    sides[version] = {
      version,
      visitors: 0,
      answers: 0,
      rendered: 0,
      busy: 0,
      throttled: 0,
      status: emptyRate(),
      failed: emptyRate(),
      degraded: emptyRate(),
      browserErrors: emptyRate(),
      durations: /** @type {CanarySide['durations']} */ (/** @type {unknown} */ (Object.fromEntries(NAMED_DURATIONS.map((name) => [name, []])))),
    };
  }
  /** @type {Record<string, Set<string>>} */
  const seen = { [candidate]: new Set(), [stable]: new Set() };
  for (const row of answers) {
    const version = String(row.version);
    const side = sides[version];
    if (!side) continue;
    const visitor = String(row.visitor);
    seen[version].add(visitor);
    const count = Number(row.answers);
    const outcome = String(row.outcome);
    const status = Number(row.status);
    side.answers += count;
    if (outcome === 'busy') side.busy += count;
    if (outcome === 'throttled') side.throttled += count;
    if (outcome === 'busy' || outcome === 'throttled' || Number(row.cached)) continue;
    side.rendered += count;
    const route = String(row.route);
    let tally = tallies[version].get(visitor);
    if (!tally) tallies[version].set(visitor, (tally = {}));
    const bad = {
      status: status >= 500 || (status >= 400 && status !== 429 && good[other(version)].has(String(row.url))),
      failed: outcome === 'failed' || outcome === 'over_budget',
      degraded: outcome === 'degraded',
    };
    for (const [check, isBad] of Object.entries(bad)) {
      for (const key of ['', route]) {
        const entry = (tally[`${check}\n${key}`] ??= { bad: 0, all: 0 });
        entry.all += count;
        if (isBad) entry.bad += count;
      }
    }
  }
  for (const version of [candidate, stable]) {
    const side = sides[version];
    for (const tally of tallies[version].values()) {
      for (const [key, { bad, all }] of Object.entries(tally)) {
        const [check, route] = key.split('\n');
        const rate = /** @type {VisitorRate} */ (side[/** @type {'status' | 'failed' | 'degraded'} */ (check)]);
        const target = route ? (rate.routes[route] ??= { values: [], events: 0, n: 0 }) : rate;
        target.values.push(bad / all);
        target.events += bad;
        target.n += all;
      }
    }
  }
  for (const row of sessions) {
    const side = sides[String(row.version)];
    if (!side) continue;
    seen[side.version].add(String(row.visitor));
    const count = Number(row.sessions);
    const errors = Number(row.error_sessions ?? 0);
    side.browserErrors.values.push(count ? errors / count : 0);
    side.browserErrors.events += errors;
    side.browserErrors.n += count;
  }
  for (const row of vitals) {
    const side = sides[String(row.version)];
    const name = /** @type {keyof CanarySide['durations']} */ (String(row.name));
    if (side && side.durations[name]) side.durations[name].push(Number(row.value));
  }
  /** @type {Record<string, Map<string, { ms: number[], cost: number[] }>>} */
  const timed = { [candidate]: new Map(), [stable]: new Map() };
  for (const row of timings) {
    const byVisitor = timed[String(row.version)];
    if (!byVisitor) continue;
    let entry = byVisitor.get(String(row.visitor));
    if (!entry) byVisitor.set(String(row.visitor), (entry = { ms: [], cost: [] }));
    if (row.ms !== null && row.ms !== undefined) entry.ms.push(Number(row.ms));
    if (row.cost !== null && row.cost !== undefined) entry.cost.push(Number(row.cost));
  }
  for (const version of [candidate, stable]) {
    const side = sides[version];
    for (const { ms, cost } of timed[version].values()) {
      if (ms.length) side.durations.renderMs.push(lowerMedian(ms));
      if (cost.length) side.durations.renderCost.push(lowerMedian(cost));
    }
    side.visitors = seen[version].size;
  }
  return { candidate: sides[candidate], stable: sides[stable] };
}

/** A side nothing was heard of yet. @param {string} version @returns {CanarySide} */
export const emptySide = (version) => canarySides({ candidate: version, stable: `${version}\n` }, { answers: [], timings: [], sessions: [], vitals: [] }).candidate;
