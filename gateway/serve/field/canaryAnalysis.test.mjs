// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { seededDurations } from '@site/shared/tooling/test/seededDurations.mjs';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { emptySummary } from '../../store/serverFigures.mjs';
import { analyseCanary, criticalFailures, starve } from './canaryAnalysis.mjs';


/** Twelve route patterns of a remote. */
const ROUTES = ['/blog', '/blog/:slug', '/blog/tags/:tag', '/blog/authors/:author', '/blog/archive', '/blog/archive/:year', '/blog/search', '/blog/feed', '/blog/drafts/:id', '/blog/series/:series', '/blog/rss', '/blog/about'];

/**
 * @typedef {{ requests: number, failed: number, degraded: number, errorStatus: number }} RouteFigures
 * A side's figures: browser sessions with errors, page answers per route (summed for the totals), and
 * the raw LCP, INP and render cost values (40 of each around 1000, 100 and 150 ms by default).
 * @param {string} version @param {{ seed?: number, sessions?: number, errorSessions?: number, render?: number, routes?: Record<string, Partial<RouteFigures>>, lcp?: number[], inp?: number[], costs?: number[] }} figures
 */
function side(version, { seed = 1, sessions = 40, errorSessions = 0, render = 0, routes = { '/blog': { requests: 40 } }, lcp, inp, costs } = {}) {
  const summary = emptySummary('mfe-blog', version);
  Object.assign(summary, { sessions, errorSessions, errorRate: sessions ? errorSessions / sessions : 0 });
  summary.errorRates.render = render;
  summary.vitalValues = { LCP: lcp ?? seededDurations(40, 1000, 0.6, seed), INP: inp ?? seededDurations(40, 100, 0.6, seed + 1), TTFB: seededDurations(40, 300, 0.6, seed + 3) };
  const server = summary.server;
  server.costs = costs ?? seededDurations(40, 150, 0.6, seed + 2);
  server.walls = seededDurations(40, 200, 0.6, seed + 4);
  server.renders = server.costs.length;
  for (const [route, figures] of Object.entries(routes)) {
    const full = { requests: 0, failed: 0, degraded: 0, errorStatus: 0, ...figures };
    server.routes[route] = full;
    for (const key of /** @type {const} */ (['requests', 'failed', 'degraded', 'errorStatus'])) server[key] += full[key];
  }
  server.failureRate = server.requests ? server.failed / server.requests : 0;
  return summary;
}

/** Every route with `figures`, and some with their own. @param {Partial<RouteFigures>} figures @param {Record<string, Partial<RouteFigures>>} [own] */
const everyRoute = (figures, own = {}) => Object.fromEntries(ROUTES.map((route) => [route, { ...figures, ...own[route] }]));

const analyse = (/** @type {ReturnType<typeof side>} */ candidate, /** @type {ReturnType<typeof side>} */ stable, config = DEFAULT_FIELD_CONFIG) =>
  analyseCanary({ remote: 'mfe-blog', candidate, stable, config, refused: 3 });
const checkOf = (/** @type {ReturnType<typeof analyse>} */ analysis, /** @type {string} */ name) => analysis.checks.find((check) => check.name === name);
const statusOf = (/** @type {ReturnType<typeof analyse>} */ analysis, /** @type {string} */ name) => checkOf(analysis, name)?.status;

describe('a canary analysis', () => {
  it('passes a candidate like its stable version on every check, with their samples', () => {
    const analysis = analyse(side('1.1.0+b'), side('1.0.0+a', { seed: 11 }));
    expect(analysis.status).toBe('pass');
    expect(analysis.checks.map((check) => [check.name, check.status])).toEqual([
      ['status', 'pass'],
      ['server render failures', 'pass'],
      ['degraded answers', 'pass'],
      ['browser errors', 'pass'],
      ['LCP', 'pass'],
      ['INP', 'pass'],
      ['server render cost', 'pass'],
      ['server render time', 'pass'],
      ['server render time tail', 'pass'],
      ['TTFB', 'pass'],
      ['TTFB tail', 'pass'],
      ['LCP tail', 'pass'],
    ]);
  });

  it('passes A/A pairs: two draws of the same figures, with errors and failures on both sides', () => {
    for (const seed of [1, 21, 41, 61, 81]) {
      const figures = { requests: 100, failed: 2, degraded: 1, errorStatus: 3 };
      const one = side('1.1.0+b', { seed, sessions: 400, errorSessions: 12, routes: everyRoute(figures), lcp: seededDurations(300, 1800, 0.7, seed), inp: seededDurations(300, 120, 0.7, seed + 1), costs: seededDurations(500, 150, 0.6, seed + 2) });
      const other = side('1.0.0+a', { seed: seed + 10, sessions: 400, errorSessions: 11, routes: everyRoute(figures), lcp: seededDurations(300, 1800, 0.7, seed + 10), inp: seededDurations(300, 120, 0.7, seed + 11), costs: seededDurations(500, 150, 0.6, seed + 12) });
      const analysis = analyse(one, other);
      expect(analysis.status, analysis.reason).toBe('pass');
    }
  });

  it('fails on browser errors significantly and a point worse, with the figures first in the reason', () => {
    const analysis = analyse(side('1.1.0+b', { sessions: 20, errorSessions: 8, render: 0.4 }), side('1.0.0+a', { errorSessions: 2 }));
    expect(analysis.status).toBe('fail');
    expect(analysis.reason).toMatch(/^browser errors: candidate 1\.1\.0\+b: 40\.0 % \(8 of 20 sessions; render 40\.0 %\) vs stable 1\.0\.0\+a: 5\.0 % \(2 of 40 sessions\), p = 0\.0014 < 0\.01/);
    expect(analysis.reason).toContain('3 reports refused');
    // Not a critical check: the threshold decides.
    expect(checkOf(analysis, 'browser errors')).toMatchObject({ status: 'fail', p: expect.closeTo(0.0014, 4) });
    expect(checkOf(analysis, 'browser errors')?.critical).toBeUndefined();
    expect(criticalFailures(analysis)).toEqual([]);
  });

  it('passes a difference that is significant but under the minimum effect', () => {
    // 3.0 % against 2.2 % of 5000 sessions each: p ≈ 0.007, but 0.8 points, under the 1 point.
    const analysis = analyse(side('b', { sessions: 5000, errorSessions: 150 }), side('a', { sessions: 5000, errorSessions: 110 }));
    expect(checkOf(analysis, 'browser errors')).toMatchObject({ status: 'pass', p: expect.closeTo(0.007, 3) });
    expect(checkOf(analysis, 'browser errors')?.detail).toContain('p = 0.0071 < 0.01, but less than 1.0 points worse');
  });

  it('catches one route of twelve failing, judged per route with its samples, at alpha over the routes', () => {
    // Stable fails 1 in 100 on every route; the candidate 14 in 100 on articles: 25 against 12 of 1200
    // in total is p ≈ 0.023, not enough; the route alone is p ≈ 0.0003, under 0.01 / 12.
    const stable = side('1.0.0+a', { routes: everyRoute({ requests: 100, failed: 1 }) });
    const analysis = analyse(side('1.1.0+b', { routes: everyRoute({ requests: 100, failed: 1 }, { '/blog/:slug': { failed: 14 } }) }), stable);
    expect(analysis.status).toBe('fail');
    const check = checkOf(analysis, 'server render failures');
    expect(check).toMatchObject({ status: 'fail', critical: true, candidate: 25 / 1200, stable: 12 / 1200, samples: { candidate: 1200, stable: 1200 } });
    expect(check?.detail).toMatch(/^server render failures on \/blog\/:slug: candidate 14\.0 % \(14 of 100\) vs stable 1\.0 % \(1 of 100\), p = 3\.2e-4 < 8\.3e-4; in total candidate 1\.1\.0\+b: 2\.1 % \(25 of 1200 answers\) vs stable 1\.0\.0\+a: 1\.0 % \(12 of 1200 answers\), p = 0\.023 ≥ 0\.01; 12 routes/);
    expect(analysis.reason.startsWith(check?.detail ?? '-')).toBe(true);
    // The same failures on a route with 15 candidate answers, under the 20 a route needs alone: the total decides, and passes.
    const few = analyse(side('1.1.0+b', { routes: everyRoute({ requests: 100, failed: 1 }, { '/blog/:slug': { requests: 15, failed: 12 } }) }), stable);
    expect(checkOf(few, 'server render failures')).toMatchObject({ status: 'pass', samples: { candidate: 1115, stable: 1200 } });
    expect(checkOf(few, 'server render failures')?.detail).toContain('11 routes with 20 answers tested at p < 9.1e-4, none worse');
  });

  it('fails the critical status check on 503s of the articles, and says so', () => {
    const stable = side('1.0.0+a', { routes: everyRoute({ requests: 50 }) });
    const analysis = analyse(side('1.1.0+b', { routes: everyRoute({ requests: 50 }, { '/blog/:slug': { errorStatus: 30 } }) }), stable);
    expect(analysis.status).toBe('fail');
    expect(criticalFailures(analysis).map((check) => check.name)).toEqual(['status']);
    expect(analysis.reason).toMatch(/^status: candidate 1\.1\.0\+b: 5\.0 % \(30 of 600 answers\) vs stable 1\.0\.0\+a: 0\.0 % \(0 of 600 answers\), p = [\d.e-]+ < 0\.01; status on \/blog\/:slug: candidate 60\.0 % \(30 of 50\)/);
    // Degraded answers are critical as well.
    const degraded = analyse(side('b', { routes: { '/blog': { requests: 100, degraded: 20 } } }), side('a', { routes: { '/blog': { requests: 100 } } }));
    expect(criticalFailures(degraded).map((check) => check.name)).toEqual(['degraded answers']);
  });

  it('catches a render cost twice as slow, and passes a small noisy difference, even a significant one', () => {
    const slower = analyse(side('b', { costs: seededDurations(60, 300, 0.6, 5) }), side('a', { costs: seededDurations(60, 150, 0.6, 6) }));
    expect(checkOf(slower, 'server render cost')).toMatchObject({ status: 'fail', p: expect.any(Number) });
    expect(checkOf(slower, 'server render cost')?.detail).toMatch(/^server render cost: slower: candidate median \d+ ms \(60\) vs stable median \d+ ms \(60\); shift \+\d+ ms \(Hodges–Lehmann\), p = [\d.e-]+; fails at p < 0\.01 and over 50 % and 100 ms slower/);
    expect(criticalFailures(slower)).toEqual([]);
    // 10 % slower, on few values and on many: not worth an abort, whatever p says.
    expect(statusOf(analyse(side('b', { costs: seededDurations(40, 165, 0.8, 7) }), side('a', { costs: seededDurations(40, 150, 0.8, 8) })), 'server render cost')).toBe('pass');
    const many = analyse(side('b', { costs: seededDurations(5000, 165, 0.6, 9) }), side('a', { costs: seededDurations(5000, 150, 0.6, 10) }));
    expect(checkOf(many, 'server render cost')).toMatchObject({ status: 'pass', p: expect.any(Number) });
    expect(checkOf(many, 'server render cost')?.p).toBeLessThan(0.01);
  });

  it('fails LCP or INP worse by more than both the ratio and the milliseconds, not by one of them', () => {
    const lcp = (/** @type {number} */ candidate, /** @type {number} */ stable) =>
      statusOf(analyse(side('b', { lcp: seededDurations(200, candidate, 0.3, 3) }), side('a', { lcp: seededDurations(200, stable, 0.3, 4) })), 'LCP');
    expect(lcp(2000, 1000)).toBe('fail');
    // 150 ms worse on 1 s: 15 %, under both bounds; 250 ms on 2 s: 12.5 %, over the milliseconds only.
    expect(lcp(1150, 1000)).toBe('pass');
    expect(lcp(2250, 2000)).toBe('pass');
    expect(statusOf(analyse(side('b', { inp: seededDurations(200, 200, 0.3, 3) }), side('a', { inp: seededDurations(200, 100, 0.3, 4) })), 'INP')).toBe('fail');
  });

  it('waits while a check lacks samples, and never passes then; a failed check fails anyway', () => {
    const waiting = analyse(side('b', { lcp: seededDurations(19, 1000, 0.5, 1) }), side('a'));
    expect(waiting.status).toBe('wait');
    expect(statusOf(waiting, 'LCP')).toBe('wait');
    expect(waiting.reason).toContain('LCP: not enough values yet: candidate median');
    // A rate waits for the candidate's answers only.
    expect(statusOf(analyse(side('b', { routes: { '/blog': { requests: 19 } } }), side('a')), 'status')).toBe('wait');
    expect(analyse(side('b', { lcp: [], routes: { '/blog': { requests: 30, failed: 10 } } }), side('a', { routes: { '/blog': { requests: 60 } } })).status).toBe('fail');
  });

  it("takes a remote's own settings over the configured ones", () => {
    const config = { ...DEFAULT_FIELD_CONFIG, remoteChecks: { 'mfe-blog': { lcp: { minSamples: 5, alpha: 0.01, ratio: 1, ms: 2000 } } } };
    const few = (/** @type {number} */ centre, /** @type {number} */ seed) => seededDurations(5, centre, 0.1, seed);
    expect(statusOf(analyse(side('b', { lcp: few(2000, 1) }), side('a', { lcp: few(1000, 2) }), config), 'LCP')).toBe('pass');
    expect(statusOf(analyse(side('b', { inp: few(100, 1) }), side('a', { inp: few(100, 2) }), config), 'INP')).toBe('wait');
  });
});

describe('a starved analysis', () => {
  it('marks its waiting checks, and the reason, and stays a wait', () => {
    const waiting = analyse(side('b', { lcp: [], inp: [] }), side('a'));
    const starved = starve(waiting, 3);
    expect(starved).toMatchObject({ status: 'wait', starved: true });
    expect(starved.checks.filter((check) => check.starved).map((check) => check.name)).toEqual(['LCP', 'INP', 'LCP tail']);
    expect(checkOf(starved, 'LCP')?.detail).toMatch(/^starved: LCP: not enough values yet: .*; still short after 3 intervals$/);
    expect(checkOf(starved, 'status')?.detail).toMatch(/^status: passed/);
    expect(starved.reason).toContain('starved: INP: not enough values yet');
  });
});
