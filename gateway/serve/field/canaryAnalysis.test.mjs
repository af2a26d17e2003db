// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { canarySides } from '../../store/canaryFigures.mjs';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { joinRows, sideRows } from '../../store/testing/canaryRows.mjs';
import { analyseCanary, criticalFailures, starve } from './canaryAnalysis.mjs';

const versions = { candidate: '1.1.0', stable: '1.0.0' };

/** The analysis of the rows of both sides. @param {import('../../store/canaryFigures.mjs').CanaryRows} rows @param {import('../../store/fieldConfig.mjs').FieldConfig} [config] */
const analyse = (rows, config = DEFAULT_FIELD_CONFIG) => analyseCanary({ remote: 'mfe-blog', ...canarySides(versions, rows), config, refused: 3 });
const check = (/** @type {ReturnType<typeof analyse>} */ analysis, /** @type {string} */ name) => analysis.checks.find((each) => each.name === name);

describe('the canary analysis, each visitor one unit', () => {
  it('passes a candidate like its stable version on every check, with a background of errors on both sides', () => {
    // 1 visitor in 10 met a content error and a browser error, on both sides; a 5 % canary's few visitors against many.
    const bad = (/** @type {number} */ visitor) => (visitor % 10 === 3 ? { outcome: 'degraded', count: 1 } : undefined);
    const analysis = analyse(joinRows(sideRows('1.1.0', { visitors: 20, bad, errorSessions: 2 }), sideRows('1.0.0', { visitors: 300, bad, errorSessions: 30, seed: 11 })));
    expect(analysis.checks.filter((each) => each.status !== 'pass').map((each) => each.detail)).toEqual([]);
    expect(analysis.status).toBe('pass');
    expect(analysis.reason).toMatch(/since the canary started: 20 candidate and 300 stable visitors; 3 reports refused$/);
  });

  it('does not count a made-up URL against the candidate: it answers 404 on both sides, however many one client asks for', () => {
    // One client on the candidate's side asks for 200 made-up articles; every other visitor reads real ones.
    const rows = joinRows(
      sideRows('1.1.0', { visitors: 20 }),
      { answers: Array.from({ length: 200 }, (_, n) => ({ version: '1.1.0', visitor: 'one-client', route: '/blog/:slug', url: `/blog/made-up-${n}`, outcome: 'rendered', status: 404, cached: 0, answers: 1 })), timings: [], sessions: [], vitals: [] },
      sideRows('1.0.0', { visitors: 200, seed: 11 }),
    );
    const analysis = analyse(rows);
    expect(check(analysis, 'status')).toMatchObject({ status: 'pass', samples: { candidate: 21, stable: 200 }, candidate: 0 });
    expect(analysis.status).toBe('pass');
  });

  it('counts a 4xx where the same URL answers well on the stable side, and a 5xx anywhere', () => {
    const gone = sideRows('1.1.0', { visitors: 20, bad: () => ({ status: 404, count: 4 }) });
    expect(check(analyse(joinRows(gone, sideRows('1.0.0', { visitors: 100, seed: 11 }))), 'status')).toMatchObject({ status: 'fail', critical: true, candidate: 1 });
    // The stable side never answered those URLs well: a 404 there too, so not the candidate's doing.
    const bothGone = joinRows(gone, sideRows('1.0.0', { visitors: 100, seed: 11, bad: () => ({ status: 404, count: 4 }) }));
    expect(check(analyse(bothGone), 'status')?.status).toBe('pass');
    const failing = sideRows('1.1.0', { visitors: 20, bad: () => ({ status: 503, outcome: 'degraded', count: 4 }) });
    const analysis = analyse(joinRows(failing, sideRows('1.0.0', { visitors: 100, seed: 11 })));
    expect(criticalFailures(analysis).map((each) => each.name)).toEqual(['status', 'degraded answers']);
    expect(analysis.reason).toMatch(/^status: 100\.0 % of 20 candidate visitors got mostly bad answers \(floor\): candidate 1\.1\.0: 100\.0 % per visitor \(20 visitors; 80 of 80 answers\) vs stable 1\.0\.0: 0\.0 % per visitor \(100 visitors; 0 of 400 answers\)/);
    // Fewer failing than the floor's share: the sequential test catches it.
    const some = sideRows('1.1.0', { visitors: 40, bad: (visitor) => (visitor < 16 ? { status: 503, outcome: 'degraded', count: 4 } : undefined) });
    expect(check(analyse(joinRows(some, sideRows('1.0.0', { visitors: 100, seed: 11 }))), 'status')).toMatchObject({ status: 'fail', critical: true });
    expect(check(analyse(joinRows(some, sideRows('1.0.0', { visitors: 100, seed: 11 }))), 'status')?.floor).toBeUndefined();
  });

  it('weighs one visitor with a thousand failed answers as one visitor', () => {
    const heavy = { answers: [{ version: '1.1.0', visitor: 'heavy', route: '/blog/:slug', url: '/blog/post-1', outcome: 'failed', status: 200, cached: 0, answers: 1000 }], timings: [], sessions: [], vitals: [] };
    const analysis = analyse(joinRows(sideRows('1.1.0', { visitors: 40 }), heavy, sideRows('1.0.0', { visitors: 400, seed: 11 })));
    expect(check(analysis, 'server render failures')).toMatchObject({ status: 'pass', samples: { candidate: 41, stable: 400 } });
    expect(check(analysis, 'server render failures')?.detail).toContain('(41 visitors; 1000 of 1160 answers)');
  });

  it('weighs one visitor posting a thousand LCP values of a minute as one visitor', () => {
    const flood = { answers: [], timings: [], sessions: [], vitals: [{ version: '1.1.0', visitor: 'flood', name: 'LCP', value: 60_000 }] };
    const analysis = analyse(joinRows(sideRows('1.1.0', { visitors: 24 }), flood, sideRows('1.0.0', { visitors: 24, seed: 11 })));
    expect(check(analysis, 'LCP')).toMatchObject({ status: 'pass', samples: { candidate: 25, stable: 24 } });
  });

  it('fails on the floor, with no baseline: five candidate visitors whose renders all failed, no stable visitor yet', () => {
    const broken = sideRows('1.1.0', { visitors: 5, bad: () => ({ outcome: 'failed', count: 4 }), sessions: false, vitals: false });
    const analysis = analyse(broken);
    expect(criticalFailures(analysis)).toEqual([expect.objectContaining({ name: 'server render failures', floor: true, samples: { candidate: 5, stable: 0 } })]);
    expect(check(analysis, 'server render failures')?.detail).toMatch(/^server render failures: 100\.0 % of 5 candidate visitors got mostly bad answers \(floor\)/);
    // Four are not enough; nor are five when the stable side's visitors are as bad (the content service, not the candidate).
    expect(check(analyse(sideRows('1.1.0', { visitors: 4, bad: () => ({ outcome: 'failed', count: 4 }) })), 'server render failures')?.status).toBe('wait');
    const bothBad = joinRows(broken, sideRows('1.0.0', { visitors: 50, bad: () => ({ outcome: 'failed', count: 3 }) }));
    expect(check(analyse(bothBad), 'server render failures')?.status).not.toBe('fail');
  });

  it('fails browser errors on the floor when every candidate session failed and no stable session came', () => {
    const analysis = analyse(sideRows('1.1.0', { visitors: 20, errorSessions: 20 }));
    expect(check(analysis, 'browser errors')).toMatchObject({ status: 'fail', floor: true });
    expect(criticalFailures(analysis)).toEqual([]);
  });

  it('catches one route failing among others, at alpha over the routes tested', () => {
    const articles = (/** @type {string} */ version, /** @type {boolean} */ broken) =>
      sideRows(version, { visitors: 40, prefix: version, route: '/blog/:slug', url: () => '/blog/one', bad: broken ? () => ({ outcome: 'failed', count: 1 }) : undefined, answers: 1, seed: 3 });
    const lists = (/** @type {string} */ version) => sideRows(version, { visitors: 40, prefix: version, route: '/blog', url: () => '/blog', answers: 6, sessions: false, vitals: false });
    const analysis = analyse(joinRows(articles('1.1.0', true), lists('1.1.0'), articles('1.0.0', false), lists('1.0.0')));
    expect(check(analysis, 'server render failures')).toMatchObject({ status: 'fail', critical: true });
    expect(check(analysis, 'server render failures')?.detail).toMatch(/server render failures on \/blog\/:slug: candidate 1\.1\.0: 100\.0 % per visitor/);
  });

  it('fails LCP slower by more than both the ratio and the milliseconds, per visitor', () => {
    expect(check(analyse(joinRows(sideRows('1.1.0', { lcp: 2500 }), sideRows('1.0.0', { seed: 11 }))), 'LCP')).toMatchObject({ status: 'fail' });
    expect(check(analyse(joinRows(sideRows('1.1.0', { lcp: 1150 }), sideRows('1.0.0', { seed: 11 }))), 'LCP')?.status).toBe('pass');
    expect(check(analyse(joinRows(sideRows('1.1.0', { cost: 400 }), sideRows('1.0.0', { seed: 11 }))), 'server render cost')?.status).toBe('fail');
  });

  it('judges time: a render awaiting 700 ms longer fails on its wall time and its tail, its own cost unchanged', () => {
    const analysis = analyse(joinRows(sideRows('1.1.0', { wait: 700 }), sideRows('1.0.0', { seed: 11 })));
    expect(check(analysis, 'server render cost')?.status).toBe('pass');
    expect(check(analysis, 'server render time')).toMatchObject({ status: 'fail', unit: 'ms' });
    expect(check(analysis, 'server render time')?.detail).toMatch(/^server render time: slower: candidate median \d+ ms \(30 visitors\) vs stable median \d+ ms \(30 visitors\); shift \+\d+ ms \(Hodges–Lehmann\)/);
    expect(check(analysis, 'server render time tail')?.detail).toMatch(/^server render time tail: slower: candidate p90 \d+ ms \(30 visitors\) vs stable p90 \d+ ms \(30 visitors\); visitors over stable's p90: candidate 100\.0 %/);
    // Slower for the field too: TTFB is its own check, each visitor one value.
    expect(check(analyse(joinRows(sideRows('1.1.0', { ttfb: 1000 }), sideRows('1.0.0', { seed: 11 }))), 'TTFB')?.status).toBe('fail');
  });

  it('waits while a check lacks visitors, and marks its waiting checks starved, still a wait', () => {
    const analysis = analyse(joinRows(sideRows('1.1.0', { visitors: 8 }), sideRows('1.0.0', { visitors: 100, seed: 11 })));
    expect(analysis.status).toBe('wait');
    const starved = starve(analysis, 3);
    expect(starved).toMatchObject({ status: 'wait', starved: true });
    expect(starved.checks.filter((each) => each.starved).map((each) => each.name)).toEqual(['status', 'server render failures', 'degraded answers', 'browser errors', 'LCP', 'INP', 'server render cost', 'server render time', 'server render time tail', 'TTFB', 'TTFB tail', 'LCP tail']);
    expect(starved.reason).toMatch(/^starved: status: not enough visitors yet: .*; still short after 3 intervals, held where it is/);
  });

  it('takes a remote\'s own settings over the configured ones', () => {
    const rows = joinRows(sideRows('1.1.0', { visitors: 8 }), sideRows('1.0.0', { visitors: 100, seed: 11 }));
    const config = { ...DEFAULT_FIELD_CONFIG, remoteChecks: { 'mfe-blog': { lcp: { minSamples: 5 } } } };
    expect(check(analyse(rows, /** @type {any} */ (config)), 'LCP')?.status).toBe('pass');
  });

  it('runs the checks it is given: a new check is one more entry', () => {
    const rows = joinRows(sideRows('1.1.0'), sideRows('1.0.0', { seed: 11 }));
    const extra = { name: 'always slower', settings: /** @type {const} */ ('lcp'), judge: () => ({ name: 'always slower', unit: /** @type {const} */ ('ms'), status: /** @type {const} */ ('fail'), samples: { candidate: 1, stable: 1 }, detail: 'always slower: made up' }) };
    const analysis = analyseCanary({ remote: 'mfe-blog', ...canarySides(versions, rows), config: DEFAULT_FIELD_CONFIG, checks: [extra] });
    expect(analysis).toMatchObject({ status: 'fail', checks: [{ name: 'always slower' }] });
  });
});
