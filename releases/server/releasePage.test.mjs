// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatedSwitch, openFileStore, openTrustRecords, readAudit, readPointer } from '@site/gateway';
import { parseAccounts } from './accounts.mjs';
import { registerReleasePage } from './releasePage.mjs';

const config = { accounts: parseAccounts('asha:correct horse battery'), secret: 'a-release-page-secret-of-32-characters-at-least' };
const previewSecret = 'a-preview-secret-of-at-least-32-characters';

/**
 * A published chat widget version (a widget has no pages, so the gate's render check has nothing to render).
 * @param {string} store @param {string} version
 */
function fakeChat(store, version) {
  const dir = path.join(store, 'mfe-chat', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'ChatWidget' }], shared: [{ name: 'react', version: '19.3.1' }] }));
}

describe('the release page on the gateway', () => {
  /** @type {string} */
  let store;
  /** @type {import('fastify').FastifyInstance} */
  let app;

  /** @param {Partial<Parameters<typeof registerReleasePage>[1]>} [options] */
  async function start(options = {}) {
    app = Fastify();
    await app.register(cookie);
    const builtPage = mkdtempSync(path.join(tmpdir(), 'release-page-dist-'));
    writeFileSync(path.join(builtPage, 'index.html'), '<!doctype html><title>Releases</title>');
    await registerReleasePage(app, { storeDir: store, shellDir: '/nonexistent', siteUrl: 'http://127.0.0.1:1', previewSecret, config, hostReactVersion: '19.3.1', builtPage, ...options });
  }

  /** Logs in; the session cookie and the CSRF token for the next requests. */
  async function logIn() {
    const response = await app.inject({ method: 'POST', url: '/_releases/api/login', payload: { name: 'asha', password: 'correct horse battery' } });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((entry) => entry.name === 'release_session');
    return { cookies: { release_session: /** @type {string} */ (session?.value) }, csrf: response.json().csrf, session };
  }

  /** @param {string} action @param {object} payload @param {{ cookies: Record<string, string>, csrf: string }} auth */
  const post = (action, payload, { cookies, csrf }) => app.inject({ method: 'POST', url: `/_releases/api/${action}`, payload, cookies, headers: { 'x-csrf-token': csrf } });

  beforeEach(async () => {
    store = mkdtempSync(path.join(tmpdir(), 'release-page-'));
    fakeChat(store, '1.0.0+a');
    fakeChat(store, '1.1.0+b');
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', actor: 'setup', hostReactVersion: '19.3.1' });
  });
  afterEach(async () => app?.close());

  it('is off (404, with the reason) without accounts, and never indexed', async () => {
    await start({ config: null });
    for (const url of ['/_releases/', '/_releases/api/state']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('not enabled');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('serves the page with noindex and keeps its API for a session', async () => {
    await start();
    const page = await app.inject('/_releases/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    const bare = await app.inject('/_releases');
    expect(bare.headers.location).toBe('/_releases/');
    expect(bare.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject('/_releases/api/state')).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie, Secure except on plain-HTTP localhost', async () => {
    await start();
    const { session } = await logIn();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/_releases' });
    expect(session?.secure).toBeFalsy();
    await app.close();
    await start({ siteUrl: 'https://example.com' });
    expect((await logIn()).session?.secure).toBe(true);
  });

  it('refuses wrong passwords, then makes the client wait (429 + Retry-After) even for the right one', async () => {
    await start();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await app.inject({ method: 'POST', url: '/_releases/api/login', payload: { name: 'asha', password: `guess ${attempt}` } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('Wrong name or password.');
      expect(wrong.cookies).toEqual([]);
    }
    const throttled = await app.inject({ method: 'POST', url: '/_releases/api/login', payload: { name: 'asha', password: 'correct horse battery' } });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends a session on the server at logout: the old cookie, replayed, opens nothing; both are in the audit log', async () => {
    await start();
    const { cookies, csrf } = await logIn();
    expect((await app.inject({ url: '/_releases/api/state', cookies })).statusCode).toBe(200);
    const out = await post('logout', {}, { cookies, csrf });
    expect(out.statusCode).toBe(200);
    for (const replay of [
      app.inject({ url: '/_releases/api/state', cookies }),
      app.inject({ url: '/_releases/api/session', cookies }),
      post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 }, { cookies, csrf }),
      post('logout', {}, { cookies, csrf }),
    ]) {
      expect((await replay).statusCode).toBe(401);
    }
    expect(readPointer(store).canaries).toEqual({});
    expect(readAudit(store, 'release page').map(({ actor, action, result }) => ({ actor, action, result }))).toEqual([
      { actor: 'asha', action: 'login', result: 'session' },
      { actor: 'asha', action: 'logout', result: 'session' },
    ]);
  });

  it('counts the failed logins before a login in its audit line', async () => {
    await start();
    for (const password of ['guess one', 'guess two']) await app.inject({ method: 'POST', url: '/_releases/api/login', payload: { name: 'asha', password } });
    await logIn();
    expect(readAudit(store, 'release page').at(-1)?.detail).toBe('2 failed logins on this gateway since the last login');
  });

  it('ends a session at expiry, when its password changes, and when it is revoked', async () => {
    const clock = { ms: Date.now() };
    await start({ now: () => clock.ms });
    const expiring = await logIn();
    clock.ms += 8 * 3600_000;
    expect((await app.inject({ url: '/_releases/api/session', cookies: expiring.cookies })).statusCode).toBe(401);

    const before = await logIn();
    await app.close();
    // The same secret, a new password for asha: the gateway restarted with the account changed.
    await start({ now: () => clock.ms, config: { ...config, accounts: parseAccounts('asha:a brand new password') } });
    expect((await app.inject({ url: '/_releases/api/session', cookies: before.cookies })).statusCode).toBe(401);

    const login = await app.inject({ method: 'POST', url: '/_releases/api/login', payload: { name: 'asha', password: 'a brand new password' } });
    const cookies = { release_session: /** @type {string} */ (login.cookies.find((entry) => entry.name === 'release_session')?.value) };
    expect((await app.inject({ url: '/_releases/api/session', cookies })).statusCode).toBe(200);
    const records = openTrustRecords(store, { now: () => clock.ms });
    expect(records.sessions.list().map((session) => session.name)).toEqual(['asha']);
    expect(records.sessions.endMatching({ name: 'asha' }, 'revoked by a test')).toHaveLength(1);
    records.close();
    expect((await app.inject({ url: '/_releases/api/session', cookies })).statusCode).toBe(401);
  });

  it('refuses an action without the session, or with a stale or missing CSRF token, and changes nothing', async () => {
    await start();
    const first = await logIn();
    const second = await logIn();
    const stale = await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 }, { cookies: second.cookies, csrf: first.csrf });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toContain('stale');
    const missing = await app.inject({ method: 'POST', url: '/_releases/api/canary', payload: { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 }, cookies: second.cookies });
    expect(missing.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/_releases/api/canary', payload: { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 } });
    expect(anonymous.statusCode).toBe(401);
    const forged = await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 }, { cookies: { release_session: `${second.cookies.release_session}x` }, csrf: second.csrf });
    expect(forged.statusCode).toBe(401);
    expect(readPointer(store).canaries).toEqual({});
  });

  it('runs canary, promote and rollback through the gate under the logged-in name', async () => {
    await start();
    const auth = await logIn();
    const canary = await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 50 }, auth);
    expect(canary.statusCode).toBe(200);
    expect(canary.json().state.remotes.find((/** @type {{ name: string }} */ remote) => remote.name === 'mfe-chat').canary).toMatchObject({ version: '1.1.0+b', percent: 50 });
    expect((await post('promote', {}, auth)).statusCode).toBe(400);
    expect((await post('promote', { remote: 'mfe-chat' }, auth)).statusCode).toBe(200);
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.1.0+b');
    const noReason = await post('rollback', { remote: 'mfe-chat' }, auth);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('needs a reason');
    const rollback = await post('rollback', { remote: 'mfe-chat', reason: 'greeting broke' }, auth);
    expect(rollback.statusCode).toBe(200);
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.0.0+a');
    expect(readAudit(store, 'mfe-chat').slice(-3)).toEqual([
      expect.objectContaining({ actor: 'asha', action: 'canary', result: 'switched' }),
      expect.objectContaining({ actor: 'asha', action: 'promote', result: 'switched' }),
      expect.objectContaining({ actor: 'asha', action: 'rollback', reason: 'greeting broke', to: '1.0.0+a' }),
    ]);
    const state = await app.inject({ url: '/_releases/api/state', cookies: auth.cookies });
    expect(state.json().audit[0]).toMatchObject({ actor: 'asha', action: 'rollback' });
  });

  it('answers bad input with the reason and changes nothing; aborts a canary only with a reason', async () => {
    await start();
    const auth = await logIn();
    /** @type {Array<[object, number, string]>} */
    const cases = [
      [{ remote: 'mfe-nope', version: '1.1.0+b', percent: 50 }, 400, 'Unknown remote "mfe-nope"'],
      [{ remote: 'mfe-chat', version: '9.9.9+gone', percent: 50 }, 409, 'mfe-chat 9.9.9+gone was never published'],
      [{ remote: 'mfe-chat', version: '1.1.0+b', percent: 0 }, 409, 'the canary share must be a whole number from 1 to 99 (got 0)'],
      [{ remote: 'mfe-chat', version: '1.1.0+b', percent: 100 }, 409, 'the canary share must be a whole number from 1 to 99 (got 100)'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('canary', payload, auth);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toContain(message);
    }
    const noShare = await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: null }, auth);
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().error).toContain("Give the canary's share");
    expect((await post('promote', { remote: 'mfe-chat' }, auth)).json().error).toContain('mfe-chat has no canary to promote');
    expect((await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 10 }, auth)).statusCode).toBe(200);
    const second = await post('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 20 }, auth);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('mfe-chat already has a canary');
    expect(readPointer(store).canaries?.['mfe-chat']?.percent).toBe(10);
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.0.0+a');
    const abortWithoutReason = await post('abort', { remote: 'mfe-chat' }, auth);
    expect(abortWithoutReason.statusCode).toBe(400);
    expect(abortWithoutReason.json().error).toContain('needs a reason');
    expect(readPointer(store).canaries?.['mfe-chat']).toBeDefined();
    expect((await post('abort', { remote: 'mfe-chat', reason: 'wrong greeting' }, auth)).statusCode).toBe(200);
    expect(readPointer(store).canaries).toEqual({});
    expect(readAudit(store, 'mfe-chat').at(-1)).toMatchObject({ actor: 'asha', action: 'abort', reason: 'wrong greeting' });
  });

  it('opens a preview by setting the signed preview cookie for this browser, and records it', async () => {
    await start();
    const auth = await logIn();
    const unknown = await post('preview', { remote: 'mfe-chat', version: '9.9.9+gone' }, auth);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.cookies).toEqual([]);
    const preview = await post('preview', { remote: 'mfe-chat', version: '1.1.0+b' }, auth);
    expect(preview.statusCode).toBe(200);
    expect(preview.cookies.find((entry) => entry.name === 'site_preview')).toMatchObject({ path: '/', httpOnly: true });
    expect(readAudit(store, 'mfe-chat').at(-1)).toMatchObject({ actor: 'asha', action: 'preview', to: '1.1.0+b', result: 'previewed' });
  });
});
