// @ts-check
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetMisses, remoteEntryMisses } from './budgets.mjs';

const withinBudget = { route: '/', performance: 98, lcpMs: 1500, tbtMs: 90, cls: 0, seo: 100, jsBytes: 140 * 1024, requests: 12, seoFailures: [], warnings: [] };

describe('budgetMisses', () => {
  it('passes a route within every budget', () => {
    expect(budgetMisses(withinBudget)).toEqual([]);
  });

  it('names each budget a route misses, with the figure and the limit', () => {
    const misses = budgetMisses({ ...withinBudget, performance: 87, tbtMs: 492, jsBytes: 298 * 1024, requests: 22, seo: 92, seoFailures: ['link-text'] });
    expect(misses).toEqual([
      `performance 87 < ${BUDGETS.performance}`,
      `TBT 492 ms > ${BUDGETS.tbtMs} ms`,
      `SEO 92 < 100 (link-text)`,
      `JS 298 KiB > ${BUDGETS.jsKib} KiB`,
      `22 requests > ${BUDGETS.requests}`,
    ]);
  });

  it('counts a missing figure and a failed run as missed', () => {
    expect(budgetMisses({ ...withinBudget, lcpMs: undefined })[0]).toMatch(/^LCP/);
    expect(budgetMisses({ ...withinBudget, error: 'NO_FCP' })).toEqual(['run failed']);
  });
});

describe('remoteEntryMisses', () => {
  it('names the remotes whose entry is over the budget', () => {
    expect(remoteEntryMisses([{ app: 'shell' }, { app: 'mfe-blog', remoteEntryGzip: 14_916 }, { app: 'mfe-chat', remoteEntryGzip: 7_900 }])).toEqual([
      'mfe-blog remoteEntry.js 14.9 KB > 8 KB',
    ]);
  });
});
