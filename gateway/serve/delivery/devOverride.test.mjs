// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../../release/deployStore.mjs';
import { createGateway } from '../gateway.mjs';
import {
  DEFAULT_DEV_ORIGINS,
  DEV_OVERRIDE_COOKIE,
  DEV_OVERRIDE_MAX_MS,
  DEV_OVERRIDES_OFF,
  devOverridesFromEnv,
  isAllowedDevUrl,
  readDevOverride,
  signDevOverride,
} from './devOverride.mjs';
import { readPreviewPass, signPreviewPass } from './previewPass.mjs';
import { signPass } from './signedPass.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 27, 12);
const on = { enabled: true, origins: DEFAULT_DEV_ORIGINS };

describe('dev override pass', () => {
  it('reads back the remote and its dev server manifest, the developer and the landing path', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', by: 'ada', path: '/blog', now }, secret);
    expect(readDevOverride(token, secret, on, now)).toEqual({
      remote: 'mfe-blog',
      url: 'http://localhost:5502/mf-manifest.json',
      by: 'ada',
      path: '/blog',
      exp: now + 4 * 3600_000,
    });
  });

  it('is nothing when overrides are off, whatever the pass', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    expect(readDevOverride(token, secret, DEV_OVERRIDES_OFF, now)).toBeUndefined();
  });

  it('is nothing when tampered with, signed with another secret, expired or too long-lived', () => {
    const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:6666/mf-manifest.json', exp: now + 1000 })).toString('base64url');
    expect(readDevOverride(`${forged}.${signature}`, secret, on, now)).toBeUndefined();
    expect(readDevOverride(signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, 'another-secret-that-is-32-characters-long'), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token, secret, on, now + 4 * 3600_000)).toBeUndefined();
    // Signed by hand with a far expiry: longer than an override may live.
    const forever = signPass({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json', exp: now + DEV_OVERRIDE_MAX_MS + 60_000 }, secret);
    expect(readDevOverride(forever, secret, on, now)).toBeUndefined();
    // At most DEV_OVERRIDE_MAX_MS, whatever is asked.
    const asked = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', ms: 30 * 24 * 3600_000, now }, secret);
    expect(readDevOverride(asked, secret, on, now)?.exp).toBe(now + DEV_OVERRIDE_MAX_MS);
  });

  it('is nothing for a dev server off the allowlist, a remote the site does not have, or a path off the site', () => {
    const token = (/** @type {Record<string, unknown>} */ fields) => signPass({ kind: 'dev-override', remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json', exp: now + 1000, ...fields }, secret);
    expect(readDevOverride(token({ url: 'https://evil.example/mf-manifest.json' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ url: 'http://user:pw@localhost:5502/mf-manifest.json' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ url: 'javascript:alert(1)' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ remote: 'mfe-unknown' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({ path: '//evil.example' }), secret, on, now)).toBeUndefined();
    expect(readDevOverride(token({}), secret, on, now)?.remote).toBe('mfe-blog');
  });

  it('is no preview pass, and a preview pass is no override', () => {
    const override = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', now }, secret);
    expect(readPreviewPass(override, secret, now)).toBeUndefined();
    const preview = signPreviewPass({ remotes: { 'mfe-blog': '1.0.0+abc' }, exp: now + 1000 }, secret);
    expect(readDevOverride(preview, secret, on, now)).toBeUndefined();
  });

  it('matches allowlisted origins, any port with *', () => {
    expect(isAllowedDevUrl('http://localhost:3002/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(true);
    expect(isAllowedDevUrl('http://127.0.0.1:5502/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(true);
    expect(isAllowedDevUrl('https://localhost:3002/mf-manifest.json', DEFAULT_DEV_ORIGINS)).toBe(false);
    expect(isAllowedDevUrl('http://localhost.evil.example:3002/x', DEFAULT_DEV_ORIGINS)).toBe(false);
    expect(isAllowedDevUrl('https://dev.example:8443/mf-manifest.json', ['https://dev.example:8443'])).toBe(true);
    expect(isAllowedDevUrl('https://dev.example:8444/mf-manifest.json', ['https://dev.example:8443'])).toBe(false);
  });
});

describe('DEV_OVERRIDES', () => {
  it('is off by default', () => {
    expect(devOverridesFromEnv({})).toEqual({ enabled: false, origins: [] });
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'off', SITE_URL: 'https://site.example' }).enabled).toBe(false);
  });

  it('is on for a loopback site or a declared non-production one, with loopback dev origins unless configured', () => {
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on' })).toEqual({ enabled: true, origins: DEFAULT_DEV_ORIGINS });
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'http://127.0.0.1:8080' }).enabled).toBe(true);
    expect(devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'https://staging.example', SITE_ENV: 'staging', DEV_OVERRIDE_ORIGINS: 'http://localhost:*, https://dev.example:8443' }).origins).toEqual([
      'http://localhost:*',
      'https://dev.example:8443',
    ]);
  });

  it('is refused at start on a production site', () => {
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'https://site.example' })).toThrow(/refused on a production site/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_ENV: 'production' })).toThrow(/refused on a production site/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', SITE_URL: 'http://localhost:8080', SITE_ENV: 'Production' })).toThrow(/refused/);
  });

  it('refuses a setting or an origin it cannot read', () => {
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'yes' })).toThrow(/"on" or "off"/);
    expect(() => devOverridesFromEnv({ DEV_OVERRIDES: 'on', DEV_OVERRIDE_ORIGINS: 'localhost' })).toThrow(/not an origin/);
  });
});

/** A shell renderer that writes what it was given: the page it got from the server and the banner's data. */
const FAKE_SHELL = `
module.exports = {
  redirects: [],
  matchPage: (pathname) => (pathname.startsWith('/blog') ? 'mfe-blog/BlogListPage' : 'mfe-services/ServicePage'),
  runInRequest: (_context, run) => run(),
  async renderDocument({ page, preview, remotes }) {
    return { status: 200, complete: true, html: '<!doctype html><html><body><pre>' + JSON.stringify({ page: page ? page.id : null, preview: preview ?? null, remotes }) + '</pre></body></html>' };
  },
};`;

describe('a dev override through the gateway', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-override-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let withOverrides;
  /** @type {import('fastify').FastifyInstance} */
  let without;
  const siteConfig = { siteName: 'Test', siteUrl: 'http://localhost:8080' };
  const token = signDevOverride({ remote: 'mfe-blog', url: 'http://localhost:5502', by: 'ada', path: '/blog' }, secret);

  beforeAll(async () => {
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'server', 'index.js'), FAKE_SHELL);
    mkdirSync(storeDir, { recursive: true });
    writePointer(storeDir, { remotes: { 'mfe-blog': '/_store/mfe-blog/1.0.0/mf-manifest.json' }, releases: {} });
    withOverrides = await createGateway({ shellDir, storeDir, siteConfig, previewSecret: secret, devOverrides: on, log: () => {} });
    without = await createGateway({ shellDir, storeDir, siteConfig, previewSecret: secret, log: () => {} });
  });
  afterAll(async () => {
    await withOverrides.close();
    await without.close();
  });

  /** @param {import('fastify').FastifyInstance} app @param {string} url @param {string} [cookie] */
  const get = (app, url, cookie) => app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const cookie = `${DEV_OVERRIDE_COOKIE}=${token}`;

  it('sets the pass in a cookie, lands on its path and writes who set it to the audit log', async () => {
    const answer = await get(withOverrides, `/_preview/dev?pass=${encodeURIComponent(token)}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/blog');
    expect(String(answer.headers['set-cookie'])).toContain(`${DEV_OVERRIDE_COOKIE}=`);
    const audit = readFileSync(path.join(storeDir, 'audit.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(audit.at(-1)).toMatchObject({ actor: 'ada', action: 'dev-override', remote: 'mfe-blog', to: 'http://localhost:5502/mf-manifest.json' });
  });

  it('serves that browser the remote from the dev server: left for the browser, private, its origin in the policy, a banner', async () => {
    const answer = await get(withOverrides, '/blog', cookie);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-render-cache']).toBe('bypass');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:5502/);
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/localhost:5502/);
    const rendered = JSON.parse(/<pre>(.*)<\/pre>/.exec(answer.body)?.[1] ?? '{}');
    // No server render for the overridden remote: the server loads no code from the dev server.
    expect(rendered.page).toBeNull();
    expect(rendered.remotes['mfe-blog']).toBe('http://localhost:5502/mf-manifest.json');
    expect(rendered.preview).toEqual({ remotes: {}, dev: { remote: 'mfe-blog', url: 'http://localhost:5502/mf-manifest.json' } });
    const pointer = await withOverrides.inject({ url: '/remotes.json', headers: { cookie } });
    expect(pointer.headers['cache-control']).toBe('private, no-store');
    expect(pointer.json().remotes['mfe-blog']).toBe('http://localhost:5502/mf-manifest.json');
  });

  it('gives every other visitor the live site, with no dev origin in its policy', async () => {
    const answer = await get(withOverrides, '/blog');
    expect(answer.headers['cache-control']).not.toContain('private');
    expect(String(answer.headers['content-security-policy'])).not.toContain('5502');
    expect(JSON.parse(/<pre>(.*)<\/pre>/.exec(answer.body)?.[1] ?? '{}').remotes['mfe-blog']).toBe('/_store/mfe-blog/1.0.0/mf-manifest.json');
  });

  it('is ignored by a gateway with overrides off', async () => {
    const link = await get(without, `/_preview/dev?pass=${encodeURIComponent(token)}`);
    expect(link.headers.location).toBe('/');
    expect(String(link.headers['set-cookie'])).toContain(`${DEV_OVERRIDE_COOKIE}=;`);
    const answer = await get(without, '/blog', cookie);
    expect(String(answer.headers['content-security-policy'])).not.toContain('5502');
    const rendered = JSON.parse(/<pre>(.*)<\/pre>/.exec(answer.body)?.[1] ?? '{}');
    expect(rendered.remotes['mfe-blog']).toBe('/_store/mfe-blog/1.0.0/mf-manifest.json');
    expect(rendered.preview).toBeNull();
  });
});
