// @ts-check
// A canary's rows as the store returns them (`canaryFigures.mjs` CanaryRows), made up per visitor for
// the judge's tests: what each visitor got, as the store would group it.
import { seededDurations } from '@site/shared/tooling/test/seededDurations.mjs';

/**
 * The rows of one side: `visitors` visitors, each with `answers` rendered answers of `url` on its
 * route (and the given bad ones among them), a session each (`errorSessions` of them with an error),
 * LCP, INP and TTFB values and a render timed per visitor (its wall time its cost, 20 ms of calls and `wait` more).
 * @param {string} version
 * @param {{ visitors?: number, prefix?: string, answers?: number, route?: string, url?: (visitor: number) => string, bad?: (visitor: number) => { status?: number, outcome?: string, count: number } | undefined,
 *   errorSessions?: number, sessions?: boolean, lcp?: number, inp?: number, ttfb?: number, cost?: number, wait?: number, seed?: number, vitals?: boolean }} [shape]
 * @returns {import('../canaryFigures.mjs').CanaryRows}
 */
export function sideRows(version, { visitors = 30, prefix = version, answers = 4, route = '/blog/:slug', url = (visitor) => `/blog/post-${visitor % 5}`, bad = () => undefined, errorSessions = 0, sessions = true, lcp = 1000, inp = 100, ttfb = 300, cost = 150, wait = 0, seed = 1, vitals = true } = {}) {
  const lcps = seededDurations(visitors, lcp, 0.6, seed);
  const inps = seededDurations(visitors, inp, 0.6, seed + 1);
  const costs = seededDurations(visitors, cost, 0.6, seed + 2);
  const ttfbs = seededDurations(visitors, ttfb, 0.6, seed + 3);
  /** @type {import('../canaryFigures.mjs').CanaryRows} */
  const rows = { answers: [], timings: [], sessions: [], vitals: [] };
  for (let v = 0; v < visitors; v += 1) {
    const visitor = `${prefix}-${v}`;
    const broken = bad(v);
    const good = answers - (broken?.count ?? 0);
    if (good > 0) rows.answers.push({ version, visitor, route, url: url(v), outcome: 'rendered', status: 200, cached: 0, answers: good });
    if (broken) rows.answers.push({ version, visitor, route, url: url(v), outcome: broken.outcome ?? 'rendered', status: broken.status ?? 200, cached: 0, answers: broken.count });
    rows.timings.push({ version, visitor, ms: costs[v] + 20 + wait, cost: costs[v] });
    if (sessions) rows.sessions.push({ version, visitor, sessions: 1, error_sessions: v < errorSessions ? 1 : 0 });
    if (vitals) rows.vitals.push({ version, visitor, name: 'LCP', value: lcps[v] }, { version, visitor, name: 'INP', value: inps[v] }, { version, visitor, name: 'TTFB', value: ttfbs[v] });
  }
  return rows;
}

/** Rows of several parts together. @param {...import('../canaryFigures.mjs').CanaryRows} parts @returns {import('../canaryFigures.mjs').CanaryRows} */
export const joinRows = (...parts) => ({
  answers: parts.flatMap((part) => part.answers),
  timings: parts.flatMap((part) => part.timings),
  sessions: parts.flatMap((part) => part.sessions),
  vitals: parts.flatMap((part) => part.vitals),
});
