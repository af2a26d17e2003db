// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { seededDurations } from '@site/shared/tooling/test/seededDurations.mjs';
import { fisherOneSided, hodgesLehmannShift, logFactorial, mannWhitneyGreater, median, normalUpperTail, SHIFT_PAIRS } from './statistics.mjs';

/** C(n, k) exactly, in BigInt. @param {number} n @param {number} k */
function choose(n, k) {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The same test by brute force: every table as extreme, in exact integers. @param {number} a @param {number} n1 @param {number} c @param {number} n2 */
function fisherByHand(a, n1, c, n2) {
  const events = a + c;
  let tail = 0n;
  for (let x = a; x <= Math.min(events, n1); x += 1) if (events - x <= n2) tail += choose(n1, x) * choose(n2, events - x);
  // Twelve significant digits are plenty to compare.
  const scale = 10n ** 15n;
  return Number((tail * scale) / choose(n1 + n2, events)) / 1e15;
}

const fisher = (/** @type {number} */ a, /** @type {number} */ n1, /** @type {number} */ c, /** @type {number} */ n2) => fisherOneSided({ candidate: { events: a, n: n1 }, stable: { events: c, n: n2 } });

describe('log factorials', () => {
  it('agree with the product below the table and with Stirling past it', () => {
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(10)).toBeCloseTo(Math.log(3628800), 12);
    let sum = 0;
    for (let k = 1; k <= 1000; k += 1) sum += Math.log(k);
    expect(logFactorial(1000)).toBeCloseTo(sum, 8);
    expect(Number.isFinite(logFactorial(2_000_000))).toBe(true);
  });
});

describe("Fisher's exact test, one-sided", () => {
  it('gives 1/252 for [[5, 0], [0, 5]]: all five events on the candidate side', () => {
    expect(fisher(5, 5, 0, 5)).toBeCloseTo(1 / 252, 12);
  });

  it('agrees with brute force on small tables, on both sides of the mode', () => {
    for (const [a, n1, c, n2] of [
      [3, 10, 1, 12],
      [0, 10, 4, 10],
      [2, 20, 2, 20],
      [7, 30, 1, 40],
      [12, 15, 3, 15],
      [1, 60, 0, 60],
      [5, 60, 0, 60],
      [40, 2000, 20, 2000],
      [6, 200_000, 0, 150_000],
    ]) {
      expect(fisher(a, n1, c, n2), `[[${a}, ${n1 - a}], [${c}, ${n2 - c}]]`).toBeCloseTo(fisherByHand(a, n1, c, n2), 9);
    }
  });

  it('is 1 with nothing to compare, and stays finite and in [0, 1] at a million a side', () => {
    expect(fisher(0, 100, 0, 100)).toBe(1);
    expect(fisher(3, 10, 0, 0)).toBe(1);
    const big = fisher(1100, 1_000_000, 1000, 1_000_000);
    expect(big).toBeGreaterThan(0.01);
    expect(big).toBeLessThan(0.05);
    // 1.1 ‰ against 1.0 ‰ of a million: the candidate's 1100 of 2100 events against 1050 expected, with
    // variance 2100 · ¼ (hypergeometric, nearly binomial here): about 2.2 standard deviations, p ≈ 0.015.
    expect(big).toBeCloseTo(normalUpperTail(49.5 / Math.sqrt(2100 * 0.25 * (1 - 0.00105))), 3);
    expect(fisher(2000, 1_000_000, 1000, 1_000_000)).toBeLessThan(1e-40);
    expect(fisher(1000, 1_000_000, 2000, 1_000_000)).toBeCloseTo(1, 12);
  });
});

/** U by counting every pair (a tie counts half). @param {number[]} candidate @param {number[]} stable */
function uByHand(candidate, stable) {
  let u = 0;
  for (const x of candidate) for (const y of stable) u += x > y ? 1 : x === y ? 0.5 : 0;
  return u;
}


describe('the Mann–Whitney U test, one-sided', () => {
  it('counts U as brute force does, with ties', () => {
    for (const [candidate, stable] of [
      [[1, 2, 3], [4, 5]],
      [[5, 6, 7, 8], [1, 2, 3]],
      [[1, 2, 2, 3, 5], [2, 2, 4, 6]],
      [[10, 10, 10], [10, 10]],
    ]) {
      expect(mannWhitneyGreater(candidate, stable).u).toBe(uByHand(candidate, stable));
    }
  });

  it('matches the normal approximation worked by hand', () => {
    // n = m = 5, no ties, candidate all larger: U = 25, mean 12.5, variance 25·11/12; z = (25 − 12.5 − 0.5)/√22.917 = 2.5067.
    const { p, u } = mannWhitneyGreater([6, 7, 8, 9, 10], [1, 2, 3, 4, 5]);
    expect(u).toBe(25);
    expect(p).toBeCloseTo(0.00609, 4);
    // With ties: one group of 4 equal values in 8, so the variance is 16/12 · (9 − 60/56).
    const tied = mannWhitneyGreater([5, 5, 6, 7], [1, 2, 5, 5]);
    expect(tied.u).toBe(14);
    expect(tied.p).toBeCloseTo(normalUpperTail((14 - 8 - 0.5) / Math.sqrt((16 / 12) * (9 - 60 / 56))), 6);
  });

  it('finds nothing between two samples of one distribution, and finds a real shift', () => {
    const same = mannWhitneyGreater(seededDurations(2000, 150, 1, 1), seededDurations(2000, 150, 1, 2));
    expect(same.p).toBeGreaterThan(0.05);
    expect(Math.abs(same.shift)).toBeLessThan(10);
    const slower = mannWhitneyGreater(seededDurations(200, 300, 0.5, 3), seededDurations(200, 150, 0.5, 4));
    expect(slower.p).toBeLessThan(1e-10);
    expect(slower.shift).toBeGreaterThan(100);
    expect(slower.shift).toBeLessThan(200);
    // Faster is not "greater": its p is near 1.
    expect(mannWhitneyGreater(seededDurations(200, 150, 0.5, 5), seededDurations(200, 300, 0.5, 6)).p).toBeGreaterThan(0.99);
  });

  it('is 1 with a side empty or every value equal', () => {
    expect(mannWhitneyGreater([], [1, 2]).p).toBe(1);
    expect(mannWhitneyGreater([3, 3, 3], [3, 3]).p).toBe(1);
  });

  it('handles 5000 values a side quickly', () => {
    const started = performance.now();
    const result = mannWhitneyGreater(seededDurations(5000, 1000, 1, 7), seededDurations(5000, 1000, 1, 8));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.p).toBeGreaterThan(0.01);
  });
});

describe('the Hodges–Lehmann shift', () => {
  it('is the median of the pairwise differences', () => {
    // Differences of [10, 20] − [1, 2, 3]: 9, 8, 7, 19, 18, 17 → median (9 + 17) / 2.
    expect(hodgesLehmannShift([10, 20], [1, 2, 3])).toBe(13);
    expect(hodgesLehmannShift([5, 6, 7], [5, 6, 7])).toBe(0);
  });

  it('past the pairs limit, comes from a fixed sample close to the median difference', () => {
    const candidate = seededDurations(1000, 400, 0.5, 9);
    const stable = seededDurations(1000, 200, 0.5, 10);
    expect(candidate.length * stable.length).toBeGreaterThan(SHIFT_PAIRS);
    const shift = hodgesLehmannShift(candidate, stable);
    expect(hodgesLehmannShift(candidate, stable)).toBe(shift);
    expect(Math.abs(shift - (median(candidate) - median(stable)))).toBeLessThan(40);
  });
});
