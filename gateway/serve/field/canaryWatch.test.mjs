// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { judgeCanary, startCanaryWatch } from './canaryWatch.mjs';

const rates = (/** @type {Partial<Record<string, number>>} */ kinds = {}) => ({ manifest: 0, entry: 0, chunk: 0, render: 0, hydration: 0, ...kinds });
/** @param {string} version @param {number} sessions @param {number} errorSessions */
const side = (version, sessions, errorSessions, kinds = {}) => ({ version, sessions, errorSessions, errorRate: sessions ? errorSessions / sessions : 0, errorRates: rates(kinds) });
const settings = { minSessions: 20, margin: 0.05, windowMs: 15 * 60_000 };

describe('judging a canary from the field', () => {
  it('aborts a candidate whose error rate exceeds the stable one by more than the margin, with the figures', () => {
    const verdict = judgeCanary({ candidate: side('1.1.0+b', 20, 6, { render: 0.3 }), stable: side('1.0.0+a', 40, 2), ...settings });
    expect(verdict.abort).toBe(true);
    expect(verdict.reason).toContain('1.1.0+b: 30.0 % (6 of 20 sessions; render 30.0 %)');
    expect(verdict.reason).toContain('1.0.0+a: 5.0 % (2 of 40 sessions)');
    expect(verdict.reason).toContain('by 25.0 %');
  });

  it('waits for the configured number of candidate sessions', () => {
    const verdict = judgeCanary({ candidate: side('1.1.0+b', 19, 19), stable: side('1.0.0+a', 40, 0), ...settings });
    expect(verdict.abort).toBe(false);
    expect(verdict.reason).toContain('not enough sessions');
  });

  it('keeps a candidate within the margin', () => {
    expect(judgeCanary({ candidate: side('1.1.0+b', 100, 9), stable: side('1.0.0+a', 100, 5), ...settings }).abort).toBe(false);
    expect(judgeCanary({ candidate: side('1.1.0+b', 100, 11), stable: side('1.0.0+a', 100, 5), ...settings }).abort).toBe(true);
  });
});

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
    const store = { summary: async () => [], refused: async () => ({}), flush: async () => {} };
    const watch = startCanaryWatch({ storeDir: '/nowhere', releaseStore, store, config: { ...DEFAULT_FIELD_CONFIG, autoAbort: false }, hostReactVersion: '19', log: (line) => lines.push(line) });
    for (let round = 0; round < 3; round += 1) await watch.check();
    away = false;
    await watch.check();
    await watch.check();
    watch.stop();
    expect(lines).toEqual([expect.stringMatching(/^\[field\] canary check failed: postgres:\/\/site:\*\*\*@db\/site does not answer; tried again every \d+ ms$/), '[field] canary checks run again']);
  });
});
