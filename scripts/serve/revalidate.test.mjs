// @vitest-environment node
// @ts-check
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REVALIDATE_FAILURES, registerRevalidate } from './revalidate.mjs';

const SECRET = 'the-webhook-secret-0123456789';

/** A gateway with only the revalidation route, a clock the test moves, and a count of purges. */
function gateway({ secret = SECRET } = {}) {
  const app = Fastify();
  const clock = { ms: 1_000_000 };
  const purges = { count: 0 };
  registerRevalidate(app, { secret, purge: () => (purges.count += 1), now: () => clock.ms });
  return { app, clock, purges };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ authorization?: string, url?: string, from?: string }} [request]
 */
const revalidate = (app, { authorization, url = '/api/revalidate', from = '198.51.100.7' } = {}) =>
  app.inject({ method: 'POST', url, remoteAddress: from, headers: authorization ? { authorization } : {} });

describe('POST /api/revalidate', () => {
  it('purges with the secret as a Bearer token', async () => {
    const { app, purges } = gateway();
    const response = await revalidate(app, { authorization: `Bearer ${SECRET}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revalidated: true });
    expect(purges.count).toBe(1);
  });

  it('answers 503 with the variable to set while no secret is configured', async () => {
    const { app, purges } = gateway({ secret: '' });
    const response = await revalidate(app, { authorization: 'Bearer anything' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toContain('REVALIDATE_SECRET');
    expect(purges.count).toBe(0);
  });

  it('refuses the secret in the URL, even the right one, and says to use the header', async () => {
    const { app, purges } = gateway();
    const response = await revalidate(app, { url: `/api/revalidate?secret=${SECRET}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Authorization: Bearer/);
    expect(purges.count).toBe(0);
  });

  it('answers 401 to a missing, wrong, shorter, longer or non-Bearer secret, without purging', async () => {
    const { app, purges } = gateway({ secret: SECRET });
    // Within the failure budget of one client: spread over clients so none is throttled.
    const attempts = [undefined, 'Bearer wrong', `Bearer ${SECRET.slice(0, -1)}`, `Bearer ${SECRET}x`, `Basic ${SECRET}`, SECRET, `Bearer ${SECRET} extra`];
    for (const [index, authorization] of attempts.entries()) {
      const response = await revalidate(app, { authorization, from: `203.0.113.${index + 1}` });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error).toMatch(/Authorization: Bearer/);
    }
    expect(purges.count).toBe(0);
  });

  it('makes a client that sent too many wrong secrets wait, with Retry-After, while other clients get through', async () => {
    const { app, clock, purges } = gateway();
    const guesser = '192.0.2.66';
    for (let guess = 0; guess < REVALIDATE_FAILURES.max; guess += 1) {
      expect((await revalidate(app, { authorization: `Bearer guess-${guess}`, from: guesser })).statusCode).toBe(401);
    }
    const blocked = await revalidate(app, { authorization: `Bearer guess-next`, from: guesser });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REVALIDATE_FAILURES.windowMs / 1000);
    expect(blocked.json().error).toContain(`${retryAfter} s`);
    // Even the right secret waits: a blocked guesser learns nothing more.
    expect((await revalidate(app, { authorization: `Bearer ${SECRET}`, from: guesser })).statusCode).toBe(429);
    expect(purges.count).toBe(0);

    // The webhook, from its own address, is not slowed down by the guesser.
    expect((await revalidate(app, { authorization: `Bearer ${SECRET}`, from: '198.51.100.20' })).statusCode).toBe(200);

    // Once the window has passed the guesser may try again.
    clock.ms += REVALIDATE_FAILURES.windowMs;
    expect((await revalidate(app, { authorization: `Bearer ${SECRET}`, from: guesser })).statusCode).toBe(200);
    expect(purges.count).toBe(2);
  });

  it('never counts successes: a webhook may purge as often as content changes', async () => {
    const { app, purges } = gateway();
    for (let call = 0; call < REVALIDATE_FAILURES.max * 4; call += 1) {
      expect((await revalidate(app, { authorization: `Bearer ${SECRET}` })).statusCode).toBe(200);
    }
    expect(purges.count).toBe(REVALIDATE_FAILURES.max * 4);
  });

  it('counts guesses that arrive together: a burst gets no more tries than the limit', async () => {
    const { app } = gateway();
    const burst = await Promise.all(Array.from({ length: 50 }, (_, guess) => revalidate(app, { authorization: `Bearer burst-${guess}`, from: '192.0.2.99' })));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(REVALIDATE_FAILURES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - REVALIDATE_FAILURES.max);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const { app } = gateway();
    for (let guess = 1; guess <= REVALIDATE_FAILURES.max; guess += 1) {
      expect((await revalidate(app, { authorization: 'Bearer wrong', from: `2001:db8:0:7::${guess}` })).statusCode).toBe(401);
    }
    expect((await revalidate(app, { authorization: 'Bearer wrong', from: '2001:db8:0:7:ffff::1' })).statusCode).toBe(429);
    expect((await revalidate(app, { authorization: `Bearer ${SECRET}`, from: '2001:db8:0:8::1' })).statusCode).toBe(200);
  });
});
