// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { createClientRateLimit } from './clientRateLimit.mjs';

describe('client rate limit', () => {
  it('allows a burst, then asks the client to wait, and refills over time', () => {
    let now = 0;
    const limit = createClientRateLimit({ burst: 3, perSecond: 1, now: () => now });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(1);
    expect(limit.take('b')).toBe(0);
    now = 1000;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(1);
  });

  it('keeps at most maxClients buckets, forgetting the least recently seen', () => {
    const limit = createClientRateLimit({ burst: 1, perSecond: 0.001, maxClients: 2, now: () => 0 });
    limit.take('a');
    limit.take('b');
    limit.take('c');
    // 'a' was forgotten, so it has a full bucket again; 'c' is still counted.
    expect(limit.take('a')).toBe(0);
    expect(limit.take('c')).toBeGreaterThan(0);
  });
});
