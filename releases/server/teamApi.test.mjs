// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEV_ORIGINS, gatedSwitch, issueToken, openFileStore, openTrustRecords, packFolder, readAudit, readDevOverride, readPointer } from '@site/gateway';
import { parseAccounts } from './accounts.mjs';
import { registerReleasePage } from './releasePage.mjs';

const config = { accounts: parseAccounts('asha:correct horse battery'), secret: 'a-release-page-secret-of-32-characters-at-least' };
const previewSecret = 'a-preview-secret-of-at-least-32-characters';

/** A chat widget build folder (no pages: the gate's render check has nothing to render). @param {string} react */
function chatBuild(react = '19.3.1') {
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-dist-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'ChatWidget' }], shared: [{ name: 'react', version: react }] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_chat;');
  return dir;
}

describe('the release API for a team token', () => {
  /** @type {string} */
  let store;
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {ReturnType<typeof openTrustRecords>} */
  let trust;
  /** @type {string} */
  let chatToken;
  /** @type {Buffer} */
  let archive;

  /** @param {Partial<Parameters<typeof registerReleasePage>[1]>} [options] */
  async function start(options = {}) {
    app = Fastify();
    await app.register(cookie);
    await registerReleasePage(app, { storeDir: store, shellDir: '/nonexistent', siteUrl: 'http://127.0.0.1:1', previewSecret, config, trust, hostReactVersion: '19.3.1', builtPage: '/nonexistent', ...options });
  }

  /** @param {string} version @param {string} [token] @param {string} [remote] */
  const upload = (version, token = chatToken, remote = 'mfe-chat', body = archive) =>
    app.inject({ method: 'POST', url: `/_releases/api/remotes/${remote}/versions?version=${encodeURIComponent(version)}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload: body });
  /** @param {string} action @param {object} payload @param {string} [token] */
  const act = (action, payload, token = chatToken) => app.inject({ method: 'POST', url: `/_releases/api/${action}`, headers: { authorization: `Bearer ${token}` }, payload });

  beforeEach(async () => {
    store = path.join(mkdtempSync(path.join(tmpdir(), 'team-api-')), 'store');
    mkdirSync(store);
    trust = openTrustRecords(store);
    chatToken = await issueToken(trust.tokens, { name: 'chat-team', remotes: ['mfe-chat'], createdBy: 'asha' });
    archive = await packFolder(chatBuild());
  });
  afterEach(async () => {
    await app?.close();
    trust.close();
  });

  it('uploads, canaries, promotes and rolls back its own remote, each under the token name through the gate', async () => {
    await start();
    const first = await upload('1.0.0+a');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toContain('nothing is live yet');
    expect((await upload('1.1.0+b')).statusCode).toBe(201);
    await gatedSwitch({ storeDir: store, store: openFileStore({ storeDir: store }), remote: 'mfe-chat', version: '1.0.0+a', action: 'release', actor: 'setup', hostReactVersion: '19.3.1' });
    expect((await act('canary', { remote: 'mfe-chat', version: '1.1.0+b', percent: 10 })).statusCode).toBe(200);
    expect(readPointer(store).canaries?.['mfe-chat']?.version).toBe('1.1.0+b');
    expect((await act('promote', { remote: 'mfe-chat' })).statusCode).toBe(200);
    expect(readPointer(store).releases['mfe-chat'].live).toBe('1.1.0+b');
    expect((await act('rollback', { remote: 'mfe-chat', reason: 'trying it' })).statusCode).toBe(200);
    const link = await act('preview-link', { remotes: { 'mfe-chat': '1.1.0+b' }, hours: 2 });
    expect(link.json().link).toMatch(/^http:\/\/127\.0\.0\.1:1\/_preview\?pass=/);
    const mine = readAudit(store).filter((entry) => entry.actor === 'token:chat-team');
    expect(mine.map((entry) => `${entry.action} ${entry.result}`)).toEqual(['publish published', 'publish published', 'canary switched', 'promote switched', 'rollback switched', 'preview previewed']);
  });

  it("is refused another team's remote (403, recorded) and an existing version (409)", async () => {
    await start();
    const refused = await upload('1.0.0+a', chatToken, 'mfe-forms');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('token:chat-team may act on mfe-chat only, not mfe-forms');
    expect(existsSync(path.join(store, 'mfe-forms'))).toBe(false);
    expect((await act('canary', { remote: 'mfe-forms', version: 'x', percent: 5 })).statusCode).toBe(403);
    expect((await act('preview-link', { remotes: { 'mfe-forms': 'x' } })).statusCode).toBe(403);
    expect(readAudit(store).filter((entry) => entry.remote === 'mfe-forms').map((entry) => `${entry.actor} ${entry.action} ${entry.result}`)).toEqual([
      'token:chat-team publish refused',
      'token:chat-team canary refused',
      'token:chat-team preview refused',
    ]);
    expect((await upload('1.0.0+a')).statusCode).toBe(201);
    const again = await upload('1.0.0+a');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/immutable/);
  });

  it('refuses an archive over the bound before it is stored (413), and a body that is not an archive', async () => {
    await start({ uploadLimits: { maxBytes: 64, maxUnpackedBytes: 1e6, maxEntries: 10 } });
    const big = await upload('1.0.0+a');
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/upload bound/);
    expect(readAudit(store).at(-1)).toMatchObject({ actor: 'token:chat-team', result: 'refused' });
    const json = await app.inject({ method: 'POST', url: '/_releases/api/remotes/mfe-chat/versions?version=1.0.0%2Ba', headers: { authorization: `Bearer ${chatToken}` }, payload: { not: 'an archive' } });
    expect(json.statusCode).toBe(415);
    expect(existsSync(path.join(store, 'mfe-chat', '1.0.0+a'))).toBe(false);
  });

  it('refuses a wrong token (401), then makes the client wait (429) even with the right one; never takes a token in the URL', async () => {
    await start();
    for (let i = 0; i < 5; i += 1) expect((await upload('1.0.0+a', `${chatToken.slice(0, -2)}xx`)).statusCode).toBe(401);
    const waiting = await upload('1.0.0+a');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(existsSync(path.join(store, 'mfe-chat'))).toBe(false);
  });

  it('ignores a token in the query string', async () => {
    await start();
    const response = await app.inject({ method: 'POST', url: `/_releases/api/canary?token=${chatToken}`, payload: { remote: 'mfe-chat', version: 'x', percent: 5 } });
    expect(response.statusCode).toBe(401);
  });

  it('works with the page off (no accounts), which still answers 404 to everyone else', async () => {
    await start({ config: null });
    expect((await upload('1.0.0+a')).statusCode).toBe(201);
    const page = await app.inject('/_releases/api/state');
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toContain('not enabled');
  });

  it('stops at once when the token is revoked', async () => {
    await start();
    trust.tokens.revoke('chat-team', 'revoked by asha');
    expect((await upload('1.0.0+a')).statusCode).toBe(401);
  });

  it('makes a dev override link for its own remote where overrides are on, to an allowlisted dev server only', async () => {
    const devOverrides = { enabled: true, origins: DEFAULT_DEV_ORIGINS };
    await start({ devOverrides });
    const made = await act('dev-override-link', { remote: 'mfe-chat', url: 'http://localhost:5505', hours: 2, path: '/contact' });
    expect(made.statusCode).toBe(200);
    const link = new URL(made.json().link);
    expect(link.pathname).toBe('/_preview/dev');
    expect(readDevOverride(link.searchParams.get('pass') ?? '', previewSecret, devOverrides)).toMatchObject({
      remote: 'mfe-chat',
      url: 'http://localhost:5505/mf-manifest.json',
      by: 'token:chat-team',
      path: '/contact',
    });
    expect((await act('dev-override-link', { remote: 'mfe-chat', url: 'https://evil.example' })).statusCode).toBe(400);
    expect((await act('dev-override-link', { remote: 'mfe-chat', url: 'http://localhost:5505', hours: 48 })).statusCode).toBe(400);
    expect((await act('dev-override-link', { remote: 'mfe-forms', url: 'http://localhost:5504' })).statusCode).toBe(403);
    expect(readAudit(store).at(-1)).toMatchObject({ actor: 'token:chat-team', action: 'dev-override', remote: 'mfe-forms', result: 'refused' });
  });

  it('makes no dev override link where overrides are off', async () => {
    await start();
    const answer = await act('dev-override-link', { remote: 'mfe-chat', url: 'http://localhost:5505' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toContain('DEV_OVERRIDES');
  });
});
