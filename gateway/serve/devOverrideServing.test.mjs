// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../store/files/pointerFile.mjs';
import { DEFAULT_DEV_ORIGINS, DEV_OVERRIDE_COOKIE, signDevOverride } from './delivery/devOverride.mjs';
import { createGateway } from './gateway.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const on = { enabled: true, origins: DEFAULT_DEV_ORIGINS };

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
