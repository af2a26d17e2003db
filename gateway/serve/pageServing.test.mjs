// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../store/files/pointerFile.mjs';
import { createGateway } from './gateway.mjs';
import { packPage } from './ssr/packedPage.mjs';

/** A shell renderer: `/down/…` reads as "content could not be read", `/built-in` as built-in copy, the rest as a page with a React script. */
const FAKE_SHELL = `
module.exports = {
  redirects: [{ from: '/refund-cancellation', to: '/refund' }],
  matchPage: (pathname) => (pathname.split('/').length > 3 ? undefined : 'mfe-services/ServicePage'),
  runInRequest: (_context, run) => run(),
  async renderDocument({ url }) {
    const text = '<!doctype html><html><body><h1>' + url + '</h1>' + 'compliance '.repeat(400) + '<script>$RC("B:0","S:0")</script></body></html>';
    if (url.startsWith('/down/')) return { status: 503, complete: false, html: text };
    return { status: 200, complete: url !== '/built-in', html: text };
  },
};`;

describe('pages through the gateway', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'page-serving-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let app;

  beforeAll(async () => {
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'server', 'index.js'), FAKE_SHELL);
    mkdirSync(storeDir, { recursive: true });
    writePointer(storeDir, { remotes: {}, releases: {} });
    app = await createGateway({ shellDir, storeDir, siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' }, renderLimits: { clientBurst: 3, clientPerSecond: 0.01 }, log: () => {} });
  });
  afterAll(() => app.close());

  const html = { accept: 'text/html' };

  it('sends a kept page as the brotli or gzip bytes made at render, with the policy made at render', async () => {
    const first = await app.inject({ url: '/advisory', headers: { ...html, 'accept-encoding': 'br, gzip' } });
    const hit = await app.inject({ url: '/advisory', headers: { ...html, 'accept-encoding': 'br, gzip' } });
    expect(hit.headers['x-render-cache']).toBe('fresh');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes of the entry, as packed at render (compression per request makes other bytes).
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    const packed = await packPage({ html: brotliDecompressSync(hit.rawPayload).toString() }, () => '');
    expect(hit.rawPayload.equals(/** @type {Buffer} */ (packed.br))).toBe(true);
    expect(brotliDecompressSync(hit.rawPayload).toString()).toContain('<h1>/advisory</h1>');
    // The policy hashes the page's React script, as when it was made per answer.
    expect(hit.headers['content-security-policy']).toMatch(/script-src[^;]*'sha256-/);
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const gz = await app.inject({ url: '/advisory', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>/advisory</h1>');
    const plain = await app.inject({ url: '/advisory', headers: { ...html, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/advisory</h1>');
  });

  it('answers a page whose content could not be read, never rendered before, 503 with Retry-After, not kept by anyone', async () => {
    const page = await app.inject({ url: '/down/article', headers: html });
    expect(page.statusCode).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBeTruthy();
  });

  it('sends a page with built-in copy once, no-store', async () => {
    const page = await app.inject({ url: '/built-in', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('redirects variants of a path to its one URL with 308', async () => {
    for (const [url, location] of [['/About/', '/about'], ['/refund-cancellation/', '/refund'], ['/blog/?q=x', '/blog?q=x']]) {
      const page = await app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(308);
      expect(page.headers.location, url).toBe(location);
    }
  });

  it('answers 429 with Retry-After to a client past its allowance of uncached renders, by its socket address only', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const page = await app.inject({ url: `/flood-${i}`, headers: { ...html, 'x-forwarded-for': `203.0.113.${i}` }, remoteAddress: '198.51.100.7' });
      statuses.push(page.statusCode);
      if (page.statusCode === 429) {
        expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
        expect(page.headers['cache-control']).toBe('no-store');
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // A kept page is still answered to that client, and another client renders.
    expect((await app.inject({ url: '/flood-0', headers: html, remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/flood-9', headers: html, remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('behind a trusted proxy, counts each visitor the proxy names, not the proxy', async () => {
    const behindCdn = await createGateway({
      shellDir,
      storeDir,
      siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' },
      renderLimits: { clientBurst: 1, clientPerSecond: 0.01 },
      trustedProxies: ['10.0.0.0/8'],
      log: () => {},
    });
    try {
      const from = (/** @type {string} */ visitor, /** @type {string} */ url) =>
        behindCdn.inject({ url, headers: { ...html, 'x-forwarded-for': visitor }, remoteAddress: '10.1.2.3' });
      expect((await from('203.0.113.1', '/cdn-a')).statusCode).toBe(200);
      expect((await from('203.0.113.1', '/cdn-b')).statusCode).toBe(429);
      // Another visitor through the same proxy has an allowance of their own.
      expect((await from('203.0.113.2', '/cdn-c')).statusCode).toBe(200);
    } finally {
      await behindCdn.close();
    }
  });
});
