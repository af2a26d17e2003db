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
    const watch = startCanaryWatch({ storeDir: '/nowhere', releaseStore, store, config: { ...DEFAULT_FIELD_CONFIG, autoAbort: false }, hostReactVersion: '19', log: (line) => lines.push(line) });
    for (let round = 0; round < 3; round += 1) await watch.check();
    away = false;
    await watch.check();
    await watch.check();
    watch.stop();
    expect(lines).toEqual([expect.stringMatching(/^\[field\] canary check failed: postgres:\/\/site:\*\*\*@db\/site does not answer; tried again every \d+ ms$/), '[field] canary checks run again']);
  });
});
