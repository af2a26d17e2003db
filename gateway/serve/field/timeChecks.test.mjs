// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { seededDurations } from '@site/shared/tooling/test/seededDurations.mjs';
import { DEFAULT_CANARY_CHECKS } from '../../store/fieldConfig.mjs';
import { emptySummary } from '../../store/serverFigures.mjs';
import { durationCheck, quantile, tailCheck, timeChecks } from './timeChecks.mjs';

const { renderTime, renderTimeTail, ttfbTail, lcpTail } = DEFAULT_CANARY_CHECKS;

describe('the time checks', () => {
  it('fail a render that awaits 700 ms longer, its own cost unchanged: on its wall time and on its tail', () => {
    const candidate = emptySummary('mfe-blog', 'b');
    const stable = emptySummary('mfe-blog', 'a');
    stable.server.walls = seededDurations(40, 120, 0.5, 1);
    candidate.server.walls = seededDurations(40, 120, 0.5, 2).map((ms) => ms + 700);
    const [wall, tail] = timeChecks(candidate, stable, DEFAULT_CANARY_CHECKS);
    expect(wall).toMatchObject({ name: 'server render time', status: 'fail', unit: 'ms' });
    expect(wall.detail).toMatch(/^server render time: slower: candidate median \d+ ms \(40\) vs stable median \d+ ms \(40\); shift \+\d+ ms \(Hodges–Lehmann\)/);
    expect(tail).toMatchObject({ name: 'server render time tail', status: 'fail' });
    expect(tail.detail).toMatch(/^server render time tail: slower: candidate p90 \d+ ms \(40\) vs stable p90 \d+ ms \(40\); over stable's p90: candidate 100\.0 %, stable 10\.0 %/);
  });

  it('pass A/A pairs, and wait without their values', () => {
    for (const seed of [1, 21, 41, 61, 81]) {
      const one = seededDurations(300, 200, 0.7, seed);
      const other = seededDurations(300, 200, 0.7, seed + 10);
      expect(durationCheck('server render time', one, other, renderTime).status).toBe('pass');
      expect(tailCheck('server render time tail', one, other, renderTimeTail).status).toBe('pass');
    }
    const none = timeChecks(emptySummary('r', 'b'), emptySummary('r', 'a'), DEFAULT_CANARY_CHECKS);
    expect(none.map((check) => check.status)).toEqual(['wait', 'wait', 'wait', 'wait', 'wait']);
    expect(none[4].detail).toMatch(/^LCP tail: not enough values yet: candidate p75 none \(0\) vs stable p75 none \(0\)/);
  });

  it('fail a slow tail the median does not see: a quarter of the visitors 2 s slower', () => {
    const stable = seededDurations(200, 1200, 0.3, 3);
    const candidate = seededDurations(200, 1200, 0.3, 4).map((ms, i) => (i % 4 === 0 ? ms + 2000 : ms));
    expect(durationCheck('LCP', candidate, stable, { minSamples: 20, alpha: 0.01, ratio: 0.2, ms: 200 }).status).toBe('pass');
    const tail = tailCheck('LCP tail', candidate, stable, lcpTail);
    expect(tail.status, tail.detail).toBe('fail');
  });

  it('pass a tail slower by less than its margins, even a significant one', () => {
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
