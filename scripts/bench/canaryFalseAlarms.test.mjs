// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { falseAbortUpperBound } from './canaryFalseAlarms.mjs';

describe('the false-abort rate a number of A/A runs allows', () => {
  it('is 1 − 0.05^(1/n) with none aborted (the rule of three, about 3/n)', () => {
    expect(falseAbortUpperBound(0, 20)).toBeCloseTo(1 - 0.05 ** (1 / 20), 6);
    expect(falseAbortUpperBound(0, 100)).toBeCloseTo(0.0295, 3);
  });

  it("is Clopper–Pearson's upper bound with some aborted, and 1 when all were", () => {
    // 1 of 20: the exact one-sided 95 % bound is 21.6 %.
    expect(falseAbortUpperBound(1, 20)).toBeCloseTo(0.2161, 3);
    expect(falseAbortUpperBound(5, 5)).toBe(1);
  });
});
