// @vitest-environment node
// @ts-check
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { joinRows, sideRows } from '../../store/testing/canaryRows.mjs';
import { analysisView } from './analysisView.mjs';
import { startCanaryWatch } from './canaryWatch.mjs';

// The gate renders pages and writes the pointer; here only what the judge asks of it matters.
const gate = vi.hoisted(() => ({ calls: /** @type {Array<{ remote: string, action: string, reason: string }>} */ ([]) }));
vi.mock('../../release/gate.mjs', () => ({
  gatedSwitch: async (/** @type {{ remote: string, action: string, reason: string }} */ { remote, action, reason }) => {
    gate.calls.push({ remote, action, reason });
    return { current: '1.0.0' };
  },
}));

describe('the canary check while the release state is away', () => {
  it('says so once, not every round, and once when checks run again', async () => {
    let away = true;
    /** @type {string[]} */
    const lines = [];
    const releaseStore = /** @type {any} */ ({
      leadOnce: async () => {
        if (away) throw new Error('postgres://site:***@db/site does not answer');
        return { led: false };
      },
    });
    const store = /** @type {any} */ ({ canary: async () => joinRows(), refused: async () => ({}), flush: async () => {} });
    const watch = startCanaryWatch({ storeDir: '/nowhere', releaseStore, store, config: { ...DEFAULT_FIELD_CONFIG, checkMs: 0 }, hostReactVersion: '19', log: (line) => lines.push(line) });
    for (let round = 0; round < 3; round += 1) await watch.check();
    away = false;
    await watch.check();
    await watch.check();
    watch.stop();
    expect(lines).toEqual([expect.stringMatching(/^\[field\] canary check failed: postgres:\/\/site:\*\*\*@db\/site does not answer; tried again every \d+ ms$/), '[field] canary checks run again']);
  });
});

describe('the verdicts of a round', () => {
  it('are told to onVerdicts when this gateway judged, and not when another did', async () => {
    let leads = true;
    const pointer = { remotes: {}, releases: { 'mfe-blog': { live: '1.0.0', liveSince: '', history: [] } }, canaries: { 'mfe-blog': { version: '1.1.0', percent: 10, since: new Date().toISOString() } } };
    const releaseStore = /** @type {any} */ ({
      leadOnce: async (/** @type {string} */ _name, /** @type {() => Promise<unknown>} */ judge) => (leads ? { led: true, result: await judge() } : { led: false }),
      readPointer: async () => pointer,
    });
    const store = /** @type {any} */ ({ canary: async () => joinRows(), refused: async () => ({}), flush: async () => {}, analyses: async () => [], recordAnalysis: async () => {} });
    /** @type {unknown[]} */
    const told = [];
    const watch = startCanaryWatch({ storeDir: '/nowhere', releaseStore, store, config: { ...DEFAULT_FIELD_CONFIG, checkMs: 0 }, hostReactVersion: '19', onVerdicts: (verdicts) => told.push(verdicts) });
    await watch.check();
    leads = false;
    await watch.check();
    watch.stop();
    expect(told).toEqual([[expect.objectContaining({ remote: 'mfe-blog', version: '1.1.0', status: 'wait' })]]);
  });
});

/**
 * A side of 40 visitors, each with 4 answers of an article, a session, LCP and INP values and a timed render.
 * @param {string} version @param {{ seed?: number, lcp?: number, articles503?: number, vitals?: boolean }} figures
 */
const side = (version, { seed = 1, lcp = 1000, articles503 = 0, vitals = true } = {}) =>
  sideRows(version, { visitors: 40, seed, lcp, vitals, bad: (visitor) => (visitor < articles503 ? { status: 503, outcome: 'degraded', count: 4 } : undefined) });

/**
 * A judge over one canary of mfe-blog (1.1.0 against 1.0.0) whose sides' figures are `candidate` and
 * `stable`, with the analyses kept as the store keeps them.
 * @param {ReturnType<typeof side>} candidate @param {ReturnType<typeof side>} stable @param {Partial<import('../../store/fieldConfig.mjs').FieldConfig>} [settings]
 */
function judgeOf(candidate, stable, settings = {}) {
  const canary = { version: '1.1.0', percent: 10, since: new Date().toISOString() };
  const pointer = { remotes: {}, releases: { 'mfe-blog': { live: '1.0.0', liveSince: '', history: [] } }, canaries: { 'mfe-blog': canary } };
  const releaseStore = /** @type {any} */ ({ leadOnce: async (/** @type {string} */ _name, /** @type {() => Promise<unknown>} */ judge) => ({ led: true, result: await judge() }), readPointer: async () => pointer });
  /** @type {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow[]} */
  const analyses = [];
  const store = /** @type {any} */ ({
    canary: async () => joinRows(candidate, stable),
    refused: async () => ({}),
    flush: async () => {},
    analyses: async () => [...analyses],
    recordAnalysis: async (/** @type {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow} */ row) => {
      analyses.push(row);
    },
  });
  /** @type {string[]} */
  const lines = [];
  gate.calls.length = 0;
  const watch = startCanaryWatch({ storeDir: '/nowhere', releaseStore, store, config: { ...DEFAULT_FIELD_CONFIG, checkMs: 0, ...settings }, hostReactVersion: '19', log: (line) => lines.push(line) });
  return { watch, analyses, lines, canary };
}

describe('the judge of a canary', () => {
  it('leaves a candidate like its stable version running', async () => {
    const { watch } = judgeOf(side('1.1.0'), side('1.0.0', { seed: 11 }));
    expect(await watch.check()).toEqual([expect.objectContaining({ status: 'pass' })]);
    expect(await watch.check()).toEqual([expect.objectContaining({ status: 'pass' })]);
    expect(gate.calls).toEqual([]);
  });

  it('aborts at once on a failed critical check, whatever the threshold: 503s on the articles', async () => {
    const { watch, lines } = judgeOf(side('1.1.0', { articles503: 30 }), side('1.0.0', { seed: 11 }), { threshold: 2 });
    const [verdict] = await watch.check();
    expect(verdict).toMatchObject({ status: 'fail', action: 'abort' });
    expect(gate.calls).toEqual([{ remote: 'mfe-blog', action: 'abort', reason: expect.stringMatching(/^critical check failed: status: 75\.0 % of 40 candidate visitors got mostly bad answers \(floor\)/) }]);
    expect(lines).toEqual([expect.stringMatching(/^\[field\] mfe-blog: canary 1\.1\.0 aborted: critical check failed: status/)]);
  });

  it('aborts on other failures only after `threshold` failed intervals in a row', async () => {
    const { watch } = judgeOf(side('1.1.0', { lcp: 2500 }), side('1.0.0', { seed: 11 }), { threshold: 2 });
    const [first] = await watch.check();
    expect(first).toMatchObject({ status: 'fail' });
    expect(first.action).toBeUndefined();
    expect(gate.calls).toEqual([]);
    expect(await watch.check()).toEqual([expect.objectContaining({ status: 'fail', action: 'abort' })]);
    expect(gate.calls).toEqual([{ remote: 'mfe-blog', action: 'abort', reason: expect.stringMatching(/^failed 2 intervals in a row: LCP: slower: candidate median/) }]);
  });

  it('reports the checks still without samples after `starvedAfter` waiting intervals as starved, and never moves', async () => {
    const { watch, analyses, canary } = judgeOf(side('1.1.0', { vitals: false }), side('1.0.0', { seed: 11, vitals: false }), { starvedAfter: 3 });
    // Checks run by hand (checkMs 0): the intervals are the waiting analyses.
    for (let round = 1; round <= 2; round += 1) expect(await watch.check()).toEqual([expect.objectContaining({ status: 'wait' })]);
    expect(analysisView(canary, analyses).status).toBe('waiting for samples: LCP, INP, TTFB, TTFB tail, LCP tail');
    const [third] = await watch.check();
    expect(third).toMatchObject({ status: 'wait', starved: true });
    expect(third.action).toBeUndefined();
    expect(analyses[2].checks.filter((check) => check.starved).map((check) => check.detail)).toEqual([
      expect.stringMatching(/^starved: LCP: not enough visitors yet: .*; still short after 3 intervals, held where it is$/),
      expect.stringMatching(/^starved: INP: not enough visitors yet: .*; still short after 3 intervals, held where it is$/),
      expect.stringMatching(/^starved: TTFB: not enough visitors yet: .*; still short after 3 intervals, held where it is$/),
      expect.stringMatching(/^starved: TTFB tail: not enough visitors yet: .*; still short after 3 intervals, held where it is$/),
      expect.stringMatching(/^starved: LCP tail: not enough visitors yet: .*; still short after 3 intervals, held where it is$/),
    ]);
    expect(analysisView(canary, analyses).status).toBe('starved: LCP, INP, TTFB, TTFB tail, LCP tail have not reached their samples in 3 intervals; held where it is, and alerted (CanaryStarved), until traffic comes, its share is raised or it is aborted');
    await watch.check();
    expect(analysisView(canary, analyses).status).toBe('starved: LCP, INP, TTFB, TTFB tail, LCP tail have not reached their samples in 4 intervals; held where it is, and alerted (CanaryStarved), until traffic comes, its share is raised or it is aborted');
    expect(gate.calls).toEqual([]);
  });
});
