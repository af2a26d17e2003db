// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { formatInterval, parseInterval, parseSteps, refuseSteps } from './canarySteps.mjs';

describe('a stepped canary\'s plan', () => {
  it('reads steps and intervals as written', () => {
    expect(parseSteps('5, 25,50')).toEqual([5, 25, 50]);
    expect([parseInterval('5m'), parseInterval('90s'), parseInterval('1h'), parseInterval('250ms')]).toEqual([300_000, 90_000, 3_600_000, 250]);
    expect([300_000, 90_000, 3_600_000, 250].map(formatInterval)).toEqual(['5m', '90s', '1h', '250ms']);
  });

  it('refuses steps that are not rising shares from 1 to 99, and intervals it cannot read', () => {
    expect(() => parseSteps('5,x')).toThrow('not "x"');
    expect(() => parseSteps('0,50')).toThrow('not "0"');
    expect(() => parseSteps('50,100')).toThrow('not "100"');
    expect(() => parseSteps('50,25')).toThrow('must rise');
    expect(() => parseSteps('25,25')).toThrow('must rise');
    expect(() => parseInterval('5 minutes')).toThrow('90s, 5m or 1h');
  });

  it('refuses an interval under the flush, a missing interval, and --steps with --percent', () => {
    expect(refuseSteps({ steps: [5, 50], intervalMs: 500, flushMs: 1000 })).toContain('at least the field reports\' flush (1000 ms)');
    expect(refuseSteps({ steps: [5, 50], flushMs: 1000 })).toContain('needs --interval');
    expect(refuseSteps({ steps: [5, 50], intervalMs: 60_000, percent: 5, flushMs: 1000 })).toContain('not both');
    expect(refuseSteps({ intervalMs: 60_000, flushMs: 1000 })).toContain('give --steps as well');
    expect(refuseSteps({ steps: [50, 5], intervalMs: 60_000, flushMs: 1000 })).toContain('must rise');
    expect(refuseSteps({ steps: [5, 50], intervalMs: 60_000, flushMs: 1000 })).toBeUndefined();
  });
});
