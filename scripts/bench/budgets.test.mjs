// @ts-check
import { describe, expect, it } from 'vitest';
import { BUDGETS, bootBytesMisses, budgetMisses, CLUSTER_BUDGETS, clusterBudgetMisses, idleStreamsVerdict, PHONE_BUDGETS, phoneBudgetMisses, remoteEntryMisses } from './budgets.mjs';

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

  it('holds no simulated LCP to a budget: Lighthouse\'s LCP is information', () => {
    expect(budgetMisses({ ...withinBudget, lcpMs: 2600 })).toEqual([]);
  });

  it('counts a missing figure and a failed run as missed', () => {
    expect(budgetMisses({ ...withinBudget, tbtMs: undefined })[0]).toMatch(/^TBT/);
    expect(budgetMisses({ ...withinBudget, error: 'NO_FCP' })).toEqual(['run failed']);
  });
});

describe('bootBytesMisses', () => {
  it('names the routes whose boot JavaScript is over the budget, and passes one at it', () => {
    const at = BUDGETS.bootJsKib * 1024;
    expect(bootBytesMisses([{ route: '/', brotli: at }, { route: '/blog', brotli: at + 1 }, { route: '/faq', brotli: 188.4 * 1024 }])).toEqual([
      `/blog boot JS 150.0 KiB > ${BUDGETS.bootJsKib} KiB`,
      `/faq boot JS 188.4 KiB > ${BUDGETS.bootJsKib} KiB`,
    ]);
  });
});

describe('remoteEntryMisses', () => {
  it('names the remotes whose entry is over the budget', () => {
    expect(remoteEntryMisses([{ app: 'shell' }, { app: 'mfe-blog', remoteEntryGzip: 14_916 }, { app: 'mfe-chat', remoteEntryGzip: 7_900 }])).toEqual([
      'mfe-blog remoteEntry.js 14.9 KB > 8 KB',
    ]);
  });
});

describe('phoneBudgetMisses', () => {
  const feel = {
    routes: [{ route: '/', fcpMs: 700, lcpMs: 700, cls: 0, scriptsInMs: 1200, scriptsInKiB: 200, hydratedMs: 1500, windowMs: 800 }],
    navigations: [{ label: '/ → /contact', coldMs: 900, hoverMs: 120 }],
    interactions: [{ label: 'open the mobile menu', inpMs: 40 }],
  };

  it('passes a measurement within every phone budget', () => {
    expect(phoneBudgetMisses(feel)).toEqual([]);
  });

  it('names the route, the figure and the limit of each miss, and counts a missing figure as missed', () => {
    const misses = phoneBudgetMisses({
      routes: [{ route: '/blog', fcpMs: 700, lcpMs: 1950, cls: 0, scriptsInMs: 1900, scriptsInKiB: 240, hydratedMs: 2400, windowMs: 1700 }],
      navigations: [{ label: '/ → /contact', coldMs: 900, hoverMs: 450 }],
      interactions: [{ label: 'open the mobile menu', inpMs: NaN }],
    });
    expect(misses).toEqual([
      `/blog LCP 1950 ms > ${PHONE_BUDGETS.lcpMs} ms`,
      `/blog hydrated 2400 ms > ${PHONE_BUDGETS.hydratedMs} ms`,
      `/blog window 1700 ms > ${PHONE_BUDGETS.windowMs} ms`,
      `/ → /contact after hover 450 ms > ${PHONE_BUDGETS.hoverNavigationMs} ms`,
      `INP open the mobile menu NaN ms > ${PHONE_BUDGETS.inpMs} ms`,
    ]);
  });
});

describe('phoneBudgetMisses: the plain path and the edge', () => {
  /** @param {number} hydratedMs @param {number} windowMs @param {number} [cls] */
  const feel = (hydratedMs, windowMs, cls = 0) => ({ routes: [{ route: '/', fcpMs: 700, lcpMs: 700, cls, scriptsInMs: 1200, scriptsInKiB: 200, hydratedMs, windowMs }], navigations: [], interactions: [] });

  it('holds both paths to the same budget (decision 0007, option 3: 2.2 s, 1.3 s), CLS to 0 on both', () => {
    expect(PHONE_BUDGETS).toMatchObject({ hydratedMs: 2200, windowMs: 1300 });
    for (const label of ['plain', 'edge']) {
      expect(phoneBudgetMisses(feel(2200, 1300), { label })).toEqual([]);
      expect(phoneBudgetMisses(feel(2300, 1400, 0.01), { label })).toEqual([`${label} / hydrated 2300 ms > 2200 ms`, `${label} / window 1400 ms > 1300 ms`, `${label} / CLS 0.010 > 0`]);
    }
  });
});

describe('clusterBudgetMisses', () => {
  /** @param {'switch' | 'content'} kind @param {number[]} gatewayBMs @param {number[]} varnishMs */
  const timing = (kind, gatewayBMs, varnishMs) => ({ kind, change: kind === 'switch' ? 'a switch' : 'an edit', gatewayBMs, varnishMs });

  it('passes runs all within the budget', () => {
    expect(clusterBudgetMisses([timing('switch', [40, 90], [120, CLUSTER_BUDGETS.switchMs]), timing('content', [200], [300])])).toEqual([]);
  });

  it('names the slowest run of each side over its budget, one never served, and a side without runs', () => {
    expect(clusterBudgetMisses([timing('switch', [40, 1400, 90], [120]), timing('content', [200, Number.POSITIVE_INFINITY], [])])).toEqual([
      `a switch: gateway B after 1400 ms > ${CLUSTER_BUDGETS.switchMs} ms`,
      `an edit: gateway B never > ${CLUSTER_BUDGETS.contentMs} ms`,
      `an edit: Varnish not measured > ${CLUSTER_BUDGETS.contentMs} ms`,
    ]);
  });
});

describe('idleStreamsVerdict', () => {
  it('passes a median within 10 % and says whether the pairs could tell such a drop', () => {
    const quiet = idleStreamsVerdict([0.97, 1.02, 0.99, 1.01, 0.95]);
    expect(quiet.miss).toBeUndefined();
    expect(quiet.line).toContain('99.0 % of its pace');
    expect(quiet.line).toContain('tells a 10.0 % drop');
    expect(idleStreamsVerdict([0.7, 1.3, 0.9, 1.2, 0.95]).line).toContain('too wide to tell');
  });

  it('flags a median drop past 10 %', () => {
    expect(idleStreamsVerdict([0.8, 0.85, 0.82, 0.9, 0.79]).miss).toBe('1,000 idle streams cost a cached page 18.0 % of its req/s (budget 10.0 %)');
  });
});
