// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { startCanaryWatch } from './canaryWatch.mjs';

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
    const store = /** @type {any} */ ({ summary: async () => [], refused: async () => ({}), flush: async () => {}, analyses: async () => [], recordAnalysis: async () => {} });
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
