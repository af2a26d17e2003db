// @vitest-environment node
// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_REPORTS } from '@site/shared/field/beacon.mjs';
import { signPass } from '../client/signedPass.mjs';
import { registerBeaconRoute } from './beaconRoute.mjs';
import { FIELD_COOKIE, renewFieldPass } from '../client/fieldPass.mjs';
import { fieldDbPath, openFieldStore } from '../../store/files/fieldStore.mjs';

const CANDIDATE = '1.4.0+3f2a9c1';
const STABLE = '1.3.0+0aa1b2c';
const secret = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 25, 12);
const report = { type: 'vital', route: '/blog/:slug', remote: 'mfe-blog', version: CANDIDATE, bucket: 'candidate', name: 'LCP', value: 1234 };
const valid = { session: 'AbCdEfGhIjKlMnOpQrStUv', reports: [report, { ...report, type: 'error', name: undefined, value: undefined, error: 'chunk' }].map((r) => JSON.parse(JSON.stringify(r))) };
/** A session id of the page's form, different for each n. @param {number} n */
const sessionId = (n) => `session-id-${String(n).padStart(11, "0")}`;

/** The field pass of a visitor served `side` of mfe-blog's canary. @param {'stable' | 'candidate'} side */
const passFor = (side) => /** @type {{ token: string, pass: import('../client/fieldPass.mjs').FieldPass }} */ (renewFieldPass(undefined, { 'mfe-blog': side === 'candidate' ? [CANDIDATE, 'candidate'] : [STABLE, 'stable'] }, secret, NOW));

async function gateway({ clientBurst = 100, clientPerSecond = 100, clientSessionsPerMinute = 100 } = {}) {
  const app = Fastify();
  await app.register(cookie);
  const storeDir = mkdtempSync(path.join(tmpdir(), 'beacon-'));
  for (const version of [CANDIDATE, STABLE]) {
    mkdirSync(path.join(storeDir, 'mfe-blog', version), { recursive: true });
    writeFileSync(path.join(storeDir, 'mfe-blog', version, 'mf-manifest.json'), '{}');
  }
  const clock = { ms: NOW };
  const store = openFieldStore({ file: fieldDbPath(storeDir), now: () => clock.ms });
  await registerBeaconRoute(app, { store, storeDir, secret, visitorOf: (address) => `visitor of ${address}`, clientBurst, clientPerSecond, clientSessionsPerMinute, now: () => clock.ms });
  /** @param {unknown} body @param {{ type?: string, from?: string, pass?: string }} [options] */
  const post = (body, { type = 'text/plain;charset=UTF-8', from = '198.51.100.7', pass } = {}) =>
    app.inject({ method: 'POST', url: '/api/beacon', remoteAddress: from, headers: { 'content-type': type }, cookies: pass ? { [FIELD_COOKIE]: pass } : {}, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  const stored = async (canarySides = false) => {
    await store.flush();
    return store.summary({ canarySides });
  };
  const refused = async () => {
    await store.flush();
    return store.refused();
  };
  /** The canary's rows per visitor, as the judge reads them. */
  const canary = async () => {
    await store.flush();
    return store.canary({ remote: 'mfe-blog', since: 0, candidate: CANDIDATE, stable: STABLE });
  };
  return { app, post, stored, refused, clock, canary };
}

describe('POST /api/beacon', () => {
  it('stores reports under the visitor the field pass was handed to, else the sender\'s address: one visitor, however many beacons', async () => {
    const { post, canary } = await gateway();
    const stamped = /** @type {{ token: string }} */ (renewFieldPass(undefined, { 'mfe-blog': [CANDIDATE, 'candidate'] }, secret, NOW, 'visitor of 203.0.113.5'));
    for (let n = 0; n < 5; n += 1) expect((await post({ session: sessionId(n), reports: Array(50).fill(report) }, { from: '198.51.100.7', pass: stamped.token })).statusCode).toBe(204);
    expect((await post(valid, { from: '198.51.100.8', pass: passFor('candidate').token })).statusCode).toBe(204);
    const rows = await canary();
    // One value per page load and one row of each visitor's median: the pass's visitor, and the unstamped pass's sender.
    expect(rows.vitals.map((row) => [row.visitor, row.value]).sort()).toEqual([['visitor of 198.51.100.8', 1234], ['visitor of 203.0.113.5', 1234]]);
    expect(rows.sessions.map((row) => [row.visitor, Number(row.sessions)]).sort()).toEqual([['visitor of 198.51.100.8', 1], ['visitor of 203.0.113.5', 1]]);
  });

  it('stores a beacon sent as text/plain (sendBeacon with a string) or application/json, under the field pass\'s session', async () => {
    const { post, stored } = await gateway();
    const first = passFor('candidate');
    const second = passFor('candidate');
    expect((await post(valid, { pass: first.token })).statusCode).toBe(204);
    // The page's own id changes nothing: the pass is the session.
    expect((await post({ ...valid, session: sessionId(2) }, { type: 'application/json', pass: first.token })).statusCode).toBe(204);
    expect((await post({ ...valid, session: sessionId(3) }, { pass: second.token })).statusCode).toBe(204);
    const [judged] = await stored(true);
    expect(judged).toMatchObject({ remote: 'mfe-blog', version: CANDIDATE, sessions: 2, errorSessions: 2 });
    expect((await stored())[0].p75.LCP).toBe(1234);
  });

  it('refuses a report for a canary side its sender was not served, and stores no session for it', async () => {
    const { post, stored, refused } = await gateway();
    const stable = passFor('stable');
    const forgedPass = signPass({ kind: 'field', id: 'AbCdEfGhIjKlMnOpQrStUv', served: { 'mfe-blog': [CANDIDATE, 'candidate'] }, exp: NOW + 60_000 }, 'another-secret-of-at-least-32-characters!');
    for (const pass of [undefined, stable.token, forgedPass, `${passFor('candidate').token}x`]) {
      const response = await post(valid, { pass });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ stored: 0, refused: 2, reason: expect.stringContaining('was not served') });
    }
    // Claiming the stable side with a candidate's pass, or another version with the right side.
    expect((await post({ ...valid, reports: [{ ...report, bucket: 'stable', version: STABLE }] }, { pass: passFor('candidate').token })).statusCode).toBe(202);
    expect((await post({ ...valid, reports: [{ ...report, version: STABLE }] }, { pass: passFor('candidate').token })).statusCode).toBe(202);
    expect(await stored()).toEqual([]);
    expect(await refused()).toEqual({ 'mfe-blog': { 'not served': 10 } });
  });

  it('stores a report outside any canary (bucket none) for a published version only', async () => {
    const { post, stored, refused } = await gateway();
    const none = { ...report, bucket: 'none' };
    expect((await post({ ...valid, reports: [none] })).statusCode).toBe(204);
    const unknown = await post({ ...valid, session: sessionId(1), reports: [{ ...none, version: 'alice_smith_at_example_com' }, none] });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toMatchObject({ stored: 1, refused: 1, reason: expect.stringContaining('never published') });
    expect((await stored()).map((row) => row.version)).toEqual([CANDIDATE]);
    // Not a canary's side: nothing of it is judged.
    expect(await stored(true)).toEqual([]);
    expect(await refused()).toEqual({ 'mfe-blog': { 'unknown version': 1 } });
  });

  it('lets one address start only so many sessions a minute, whatever ids or passes it brings', async () => {
    const { post, stored, refused, clock } = await gateway({ clientSessionsPerMinute: 3 });
    const passes = [1, 2, 3, 4, 5].map(() => passFor('candidate').token);
    for (const pass of passes.slice(0, 3)) expect((await post(valid, { pass })).statusCode).toBe(204);
    const busy = await post(valid, { pass: passes[3] });
    expect(busy.statusCode).toBe(202);
    expect(busy.json().reason).toContain('Too many new sessions');
    // A session already counted goes on; another address has its own allowance; a minute later, so does this one.
    expect((await post(valid, { pass: passes[0] })).statusCode).toBe(204);
    expect((await post(valid, { pass: passes[4], from: '203.0.113.9' })).statusCode).toBe(204);
    clock.ms += 60_000;
    expect((await post(valid, { pass: passes[3] })).statusCode).toBe(204);
    expect((await stored(true))[0].sessions).toBe(5);
    expect(await refused()).toEqual({ 'mfe-blog': { 'busy address': 2 } });
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
    ['a name where the session id goes', { ...valid, session: 'alice_smith_at_example_com' }, 'session'],
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
    const { token } = passFor('candidate');
    expect((await post(valid, { pass: token })).statusCode).toBe(204);
    expect((await post(valid, { pass: token })).statusCode).toBe(204);
    const refused = await post(valid, { pass: passFor('candidate').token });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await post(valid, { from: '203.0.113.9', pass: passFor('candidate').token })).statusCode).toBe(204);
    expect((await stored())[0].sessions).toBe(2);
  });
});
