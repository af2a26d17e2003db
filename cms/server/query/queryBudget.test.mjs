// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { createQueryBudget } from './queryBudget.mjs';
import { createReadTokenCheck } from './readToken.mjs';

const TOKEN = 'server-read-token-0123456789';

describe('read token check', () => {
  const identify = createReadTokenCheck(TOKEN);

  it('tells a visitor (no header), the token holder and a wrong token apart', () => {
    expect(identify(undefined)).toBe('anonymous');
    expect(identify('')).toBe('anonymous');
    expect(identify(`Bearer ${TOKEN}`)).toBe('token');
    expect(identify(`bearer ${TOKEN}`)).toBe('token');
    expect(identify(`Bearer ${TOKEN}x`)).toBe('invalid');
    expect(identify(`Bearer ${TOKEN.slice(0, -1)}`)).toBe('invalid');
    expect(identify('Bearer ')).toBe('invalid');
    expect(identify(`Basic ${TOKEN}`)).toBe('invalid');
    expect(identify(TOKEN)).toBe('invalid');
  });

  it('knows no token when none is configured: every presented one is invalid', () => {
    const none = createReadTokenCheck(undefined);
    expect(none(undefined)).toBe('anonymous');
    expect(none('Bearer anything')).toBe('invalid');
    expect(none('Bearer ')).toBe('invalid');
  });
});

describe('query budget', () => {
  const visitors = { burst: 3, perSecond: 1 };
  const servers = { burst: 5, perSecond: 10 };

  it('keeps the token holder`s budget apart from the visitors` of the same address', () => {
    let now = 0;
    const budget = createQueryBudget({ readToken: TOKEN, visitors, servers, now: () => now });
    const visitor = { ip: '127.0.0.1' };
    const server = { ip: '127.0.0.1', authorization: `Bearer ${TOKEN}` };
    for (let i = 0; i < 3; i += 1) expect(budget.admit(visitor)).toEqual({ ok: true, identity: 'anonymous' });
    expect(budget.admit(visitor)).toEqual({ ok: false, status: 429, retryAfterSeconds: 1 });
    // The address is out of queries; the servers behind it are not.
    for (let i = 0; i < 5; i += 1) expect(budget.admit(server)).toEqual({ ok: true, identity: 'token' });
    // Their own bound holds too, and refills at their own rate.
    expect(budget.admit(server)).toMatchObject({ ok: false, status: 429 });
    now = 100;
    expect(budget.admit(server)).toEqual({ ok: true, identity: 'token' });
    expect(budget.admit(visitor)).toMatchObject({ ok: false, status: 429 });
  });

  it('shares one budget among all holders of the token, whatever their address', () => {
    const budget = createQueryBudget({ readToken: TOKEN, visitors, servers, now: () => 0 });
    for (let i = 0; i < 5; i += 1) expect(budget.admit({ ip: `10.0.0.${i}`, authorization: `Bearer ${TOKEN}` }).ok).toBe(true);
    expect(budget.admit({ ip: '10.0.0.9', authorization: `Bearer ${TOKEN}` })).toMatchObject({ status: 429 });
  });

  it('refuses a wrong token with 401, counting the attempt against its address so guesses are throttled', () => {
    const budget = createQueryBudget({ readToken: TOKEN, visitors, servers, now: () => 0 });
    const guess = { ip: '203.0.113.7', authorization: 'Bearer guess' };
    for (let i = 0; i < 3; i += 1) expect(budget.admit(guess)).toEqual({ ok: false, status: 401 });
    expect(budget.admit(guess)).toMatchObject({ ok: false, status: 429 });
    expect(budget.admit({ ip: '203.0.113.7' })).toMatchObject({ ok: false, status: 429 });
    // Another address is not affected.
    expect(budget.admit({ ip: '203.0.113.8' }).ok).toBe(true);
  });

  it('counts an IPv6 visitor by its /64: the addresses of one home share one budget', () => {
    const budget = createQueryBudget({ readToken: TOKEN, visitors, servers, now: () => 0 });
    for (let i = 1; i <= 3; i += 1) expect(budget.admit({ ip: `2001:db8:1:2::${i}` }).ok).toBe(true);
    expect(budget.admit({ ip: '2001:db8:1:2:ffff::9' })).toMatchObject({ ok: false, status: 429 });
    expect(budget.admit({ ip: '2001:db8:1:3::1' }).ok).toBe(true);
  });
});
