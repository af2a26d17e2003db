// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { seededDurations } from '@site/shared/tooling/test/seededDurations.mjs';
import { DEFAULT_CANARY_CHECKS } from '../../store/fieldConfig.mjs';
import { visitorSpeedCheck } from './canaryAnalysis.mjs';
import { quantile, tailCheck } from './tailCheck.mjs';

const { renderTimeTail, ttfbTail, lcpTail } = DEFAULT_CANARY_CHECKS;

describe('the tail check, each visitor one unit', () => {
  it('passes A/A pairs, and waits without its visitors', () => {
    for (const seed of [1, 21, 41, 61, 81]) {
      const one = seededDurations(300, 200, 0.7, seed);
      const other = seededDurations(300, 200, 0.7, seed + 10);
      expect(tailCheck('server render time tail', one, other, renderTimeTail).status).toBe('pass');
    }
    const none = tailCheck('LCP tail', [], seededDurations(40, 1000, 0.6, 1), lcpTail);
    expect(none.status).toBe('wait');
    expect(none.detail).toMatch(/^LCP tail: not enough visitors yet: candidate p75 none \(0 visitors\) vs stable p75 \d+ ms \(40 visitors\)/);
  });

  it('fails a slow tail the median does not see: a quarter of the visitors 2 s slower', () => {
    const stable = seededDurations(200, 1200, 0.3, 3);
    const candidate = seededDurations(200, 1200, 0.3, 4).map((ms, i) => (i % 4 === 0 ? ms + 2000 : ms));
    expect(visitorSpeedCheck('LCP', candidate, stable, DEFAULT_CANARY_CHECKS.lcp).status).toBe('pass');
    const tail = tailCheck('LCP tail', candidate, stable, lcpTail);
    expect(tail.status, tail.detail).toBe('fail');
  });

  it('passes a tail slower by less than its margins, even a significant one', () => {
    // 10 % slower at p75 on many visitors: significant, under 20 % and 200 ms.
    const stable = seededDurations(3000, 600, 0.4, 5);
    const candidate = seededDurations(3000, 660, 0.4, 6);
    const check = tailCheck('TTFB tail', candidate, stable, ttfbTail);
    expect(check.p).toBeLessThan(0.01);
    expect(check.status).toBe('pass');
  });

  it('reads the nearest-rank quantile, as CrUX reports p75', () => {
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(quantile([7], 0.9)).toBe(7);
  });
});
