// @vitest-environment node
// @ts-check
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openTrustRecords } from '../store/files/trustRecords.mjs';
import { REVALIDATE_FAILURES, registerRevalidate, SIGNATURE_MAX_AGE_MS } from './revalidate.mjs';
import { revalidationTargets } from './revalidationTargets.mjs';

const SECRET = 'the-webhook-secret-0123456789';

/** The deliveries a deploy store of its own has seen, on the test's clock. @param {() => number} now */
function deliveriesSeen(now) {
  const records = openTrustRecords(path.join(mkdtempSync(path.join(tmpdir(), 'revalidate-')), 'store'), { now });
  return records.deliveries;
}

/** A gateway with only the revalidation route, a clock the test moves, and a count of purges. */
function gateway({ secret = SECRET } = {}) {
  const app = Fastify();
  const clock = { ms: 1_000_000 };
  const purges = { count: 0 };
  registerRevalidate(app, { secret, purge: () => (purges.count += 1), deliveries: deliveriesSeen(() => clock.ms), now: () => clock.ms });
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

describe('POST /api/revalidate with Sanity\'s webhook signature', () => {
  const WEBHOOK_SECRET = 'sanity-webhook-secret-abc';

  function signedGateway() {
    const app = Fastify();
    const clock = { ms: Date.now() };
    const purged = /** @type {(string[] | 'all')[]} */ ([]);
    const logged = /** @type {string[]} */ ([]);
    registerRevalidate(app, {
      webhookSecret: WEBHOOK_SECRET,
      purge: () => purged.push('all'),
      purgePaths: (paths) => purged.push(paths),
      targets: (doc) => revalidationTargets(doc, { queryContent: async () => [] }),
      deliveries: deliveriesSeen(() => clock.ms),
      log: (line) => logged.push(line),
      now: () => clock.ms,
    });
    return { app, clock, purged, logged };
  }

  /** @param {import('fastify').FastifyInstance} app @param {string} payload @param {string} signature @param {Record<string, string>} [headers] */
  const deliver = (app, payload, signature, from = '198.51.100.9', headers = {}) =>
    app.inject({ method: 'POST', url: '/api/revalidate', remoteAddress: from, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature, ...headers }, payload });

  it('acts on a delivery once: a replay of it, or a retry under its idempotency-key, gets 409 and purges nothing', async () => {
    const { app, clock, purged } = signedGateway();
    const payload = JSON.stringify({ _id: 'faq-1', _type: 'faq' });
    const signature = await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET);
    expect((await deliver(app, payload, signature, undefined, { 'idempotency-key': 'delivery-1' })).statusCode).toBe(200);
    clock.ms += 4 * 60_000;
    // The same bytes again (a captured delivery), with or without a key of the attacker's choosing.
    for (const headers of /** @type {Record<string, string>[]} */ ([{}, { 'idempotency-key': 'delivery-1' }, { 'idempotency-key': 'made-up' }])) {
      const replay = await deliver(app, payload, signature, '203.0.113.50', headers);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().error).toContain('already acted on');
    }
    // Sanity's retry of the same delivery: signed afresh, the same idempotency-key.
    const retry = await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET), undefined, { 'idempotency-key': 'delivery-1' });
    expect(retry.statusCode).toBe(409);
    // A new delivery of the same document is a new change.
    expect((await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET), undefined, { 'idempotency-key': 'delivery-2' })).statusCode).toBe(200);
    expect(purged).toEqual([['/faq', '/faq/*'], ['/faq', '/faq/*']]);
  });

  it('refuses a signature dated more than five minutes either side of now', async () => {
    const { app, clock, purged } = signedGateway();
    const payload = JSON.stringify({ _id: 'faq-1', _type: 'faq' });
    for (const minutes of [-9, -6, 6]) {
      const response = await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms + minutes * 60_000, WEBHOOK_SECRET), `203.0.113.${60 + minutes}`);
      expect(response.statusCode, `${minutes} min`).toBe(401);
    }
    expect(SIGNATURE_MAX_AGE_MS).toBe(5 * 60_000);
    expect((await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms - 4 * 60_000, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(purged).toEqual([['/faq', '/faq/*']]);
  });

  it('purges nothing for a document type no page shows, and logs it', async () => {
    const { app, clock, purged, logged } = signedGateway();
    const payload = JSON.stringify({ _id: 'x-1', _type: 'somethingNobodyShows' });
    const response = await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revalidated: false, reason: expect.stringContaining('somethingNobodyShows') });
    expect(purged).toEqual([]);
    expect(logged.join('\n')).toContain('somethingNobodyShows');
  });

  it('purges only the paths a signed service page shows', async () => {
    const { app, clock, purged } = signedGateway();
    const payload = JSON.stringify({ _id: 'service-iso', _type: 'servicePage', slug: { current: 'iso-27001' } });
    const response = await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET));
    expect(response.statusCode).toBe(200);
    expect(purged).toEqual([['/services/iso-27001', '/iso-27001', '/sitemap.xml']]);
  });

  it('purges everything for a site-wide singleton, and /faq for an FAQ', async () => {
    const { app, clock, purged } = signedGateway();
    for (const doc of [{ _id: 'navigationMenu', _type: 'navigationMenu' }, { _id: 'faq-1', _type: 'faq' }]) {
      const payload = JSON.stringify(doc);
      expect((await deliver(app, payload, await encodeSignatureHeader(payload, clock.ms, WEBHOOK_SECRET))).statusCode).toBe(200);
    }
    expect(purged).toEqual(['all', ['/faq', '/faq/*']]);
  });

  it('answers 401 and purges nothing for a forged, re-used-for-another-body, wrongly keyed or old signature', async () => {
    const { app, clock, purged } = signedGateway();
    const payload = JSON.stringify({ _id: 'navigationMenu', _type: 'navigationMenu' });
    const other = JSON.stringify({ _id: 'faq-1', _type: 'faq' });
    const forgeries = [
      'not-a-signature',
      `t=${clock.ms},v1=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      await encodeSignatureHeader(payload, clock.ms, 'another-secret'),
      await encodeSignatureHeader(payload, clock.ms - 6 * 60_000, WEBHOOK_SECRET),
    ];
    for (const [index, signature] of forgeries.entries()) {
      expect((await deliver(app, payload, signature, `203.0.113.${index + 1}`)).statusCode, signature).toBe(401);
    }
    const signedForOther = await encodeSignatureHeader(other, clock.ms, WEBHOOK_SECRET);
    expect((await deliver(app, payload, signedForOther, '203.0.113.9')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/revalidate', payload })).statusCode).toBe(401);
    expect(purged).toEqual([]);
  });
});
