// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { clientOf, createFailureCounter } from './failureCounter.mjs';

describe('failure counter', () => {
  it('lets a client fail up to the limit, then names the seconds left in its window', () => {
    let now = 0;
    const counter = createFailureCounter({ max: 2, windowMs: 10_000, now: () => now });
    counter.fail('a');
    expect(counter.retryAfterSeconds('a')).toBe(0);
    now = 1500;
    counter.fail('a');
    expect(counter.retryAfterSeconds('a')).toBe(9);
    expect(counter.retryAfterSeconds('b')).toBe(0);
    now = 10_000;
    expect(counter.retryAfterSeconds('a')).toBe(0);
  });

  it('remembers at most maxClients, dropping the oldest', () => {
    const counter = createFailureCounter({ max: 1, windowMs: 60_000, now: () => 0, maxClients: 2 });
    for (const client of ['a', 'b', 'c']) counter.fail(client);
    expect(counter.retryAfterSeconds('a')).toBe(0);
    expect(counter.retryAfterSeconds('b')).toBe(60);
    expect(counter.retryAfterSeconds('c')).toBe(60);
  });

  it('counts an IPv4 address on its own and an IPv6 address by its /64', () => {
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientOf('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // A socket closed before its address was read.
    expect(clientOf(undefined)).toBe('unknown');
  });
});
