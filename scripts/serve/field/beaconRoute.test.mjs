// @vitest-environment node
// @ts-check
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_REPORTS } from '@site/shared/field/beacon.mjs';
import { registerBeaconRoute } from './beaconRoute.mjs';
import { fieldDbPath, openFieldStore } from './fieldStore.mjs';

const report = { type: 'vital', route: '/blog/:slug', remote: 'mfe-blog', version: '1.4.0+3f2a9c1', bucket: 'candidate', name: 'LCP', value: 1234 };
const valid = { session: 'AbCdEfGhIjKlMnOpQrStUv', reports: [report, { ...report, type: 'error', name: undefined, value: undefined, error: 'chunk' }].map((r) => JSON.parse(JSON.stringify(r))) };

async function gateway({ clientBurst = 100, clientPerSecond = 100 } = {}) {
  const app = Fastify();
  const store = openFieldStore({ file: fieldDbPath(mkdtempSync(path.join(tmpdir(), 'beacon-'))) });
  await registerBeaconRoute(app, { store, clientBurst, clientPerSecond, now: () => 0 });
  /** @param {unknown} body @param {{ type?: string, from?: string }} [options] */
  const post = (body, { type = 'text/plain;charset=UTF-8', from = '198.51.100.7' } = {}) =>
    app.inject({ method: 'POST', url: '/api/beacon', remoteAddress: from, headers: { 'content-type': type }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const stored = async () => {
    await store.flush();
    return store.summary();
  };
  return { app, post, stored };
}

describe('POST /api/beacon', () => {
  it('stores a beacon sent as text/plain (sendBeacon with a string) or application/json', async () => {
    const { post, stored } = await gateway();
    expect((await post(valid)).statusCode).toBe(204);
    expect((await post({ ...valid, session: 'another-session-id-0001' }, { type: 'application/json' })).statusCode).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({ remote: 'mfe-blog', version: '1.4.0+3f2a9c1', sessions: 2, errorSessions: 2 });
    expect(row.p75.LCP).toBe(1234);
  });

  it.each([
    ['a body that is not JSON', '{"session":', 'not JSON'],
    ['an unknown remote', { ...valid, reports: [{ ...report, remote: 'mfe-evil' }] }, 'reports.0.remote'],
    ['a path with a query string instead of a route', { ...valid, reports: [{ ...report, route: '/blog?q=my+name' }] }, 'reports.0.route'],
    ['free text in a report', { ...valid, reports: [{ ...report, message: 'jane@example.com typed this' }] }, 'reports.0.message'],
    ['a value that is no number', { ...valid, reports: [{ ...report, value: 'NaN' }] }, 'reports.0.value'],
    ['a negative timing', { ...valid, reports: [{ ...report, value: -5 }] }, 'reports.0.value'],
    ['an error kind not in the list', { ...valid, reports: [{ ...valid.reports[1], error: 'TypeError: x is undefined' }] }, 'reports.0.error'],
    ['a session id that is not one', { ...valid, session: 'me' }, 'session'],
    ['no reports', { ...valid, reports: [] }, 'reports'],
    ['too many reports', { ...valid, reports: Array(MAX_REPORTS + 1).fill(report) }, 'reports'],
  ])('refuses %s with 400 and the reason, and stores nothing', async (_name, body, reason) => {
    const { post, stored } = await gateway();
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(reason);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 16 KiB (413) and a type sendBeacon does not send (415)', async () => {
    const { post, stored } = await gateway();
    expect((await post({ ...valid, padding: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
    expect((await post(valid, { type: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('limits beacons per client address, and only that address', async () => {
    const { post, stored } = await gateway({ clientBurst: 2, clientPerSecond: 1 });
    expect((await post(valid)).statusCode).toBe(204);
    expect((await post(valid)).statusCode).toBe(204);
    const refused = await post({ ...valid, session: 'refused-session-id-0001' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await post({ ...valid, session: 'other-client-session-01' }, { from: '203.0.113.9' })).statusCode).toBe(204);
    expect((await stored())[0].sessions).toBe(2);
  });
});
