// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../store/files/pointerFile.mjs';
import { STORE_UNAVAILABLE_REASON, StoreUnavailableError } from '../store/store.mjs';
import { createGateway } from './gateway.mjs';

/** A built script with the compressed copies the build writes beside it. */
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

describe('gateway', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {string[]} */
  const logged = [];

  beforeAll(async () => {
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'main.abc123.js'), 'console.log(1)');
    writeFileSync(path.join(shellDir, 'big.abc123.js'), BIG_SCRIPT);
    // Marked, so the test tells the build's copy from compression on the fly.
    writeFileSync(path.join(shellDir, 'big.abc123.js.br'), brotliCompressSync(`${BIG_SCRIPT}// br copy`));
    writeFileSync(path.join(shellDir, 'big.abc123.js.gz'), gzipSync(`${BIG_SCRIPT}// gz copy`));
    mkdirSync(path.join(storeDir, 'mfe-blog', '1.0.0+a'), { recursive: true });
    writeFileSync(path.join(storeDir, 'mfe-blog', '1.0.0+a', 'mf-manifest.json'), '{"exposes":[]}');
    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' }, releases: {} });
    // A route of a plugin whose store is away, as the release page's are while PostgreSQL restarts.
    const storeAway = async (/** @type {import('fastify').FastifyInstance} */ scope) => {
      scope.get('/_releases/api/state', async () => {
        throw new StoreUnavailableError('postgres://release:***@db.internal:5432/site does not answer (ECONNREFUSED)');
      });
    };
    app = await createGateway({ shellDir, storeDir, siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' }, plugins: [storeAway], log: (line) => logged.push(line) });
  });
  afterAll(() => app.close());

  it('answers 503 with a reason and when to retry while the release state is away, naming no address', async () => {
    const answer = await app.inject('/_releases/api/state');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ error: STORE_UNAVAILABLE_REASON });
    expect(answer.body).not.toContain('db.internal');
    expect(logged).toContainEqual(expect.stringContaining('GET /_releases/api/state: postgres://release:***@db.internal:5432/site does not answer'));
  });

  it('serves the pointer and the runtime configuration uncached, so a switch applies on the next page load', async () => {
    const pointer = await app.inject('/remotes.json');
    expect(pointer.headers['cache-control']).toBe('no-cache');
    expect(pointer.json().remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.0.0+a/mf-manifest.json');

    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/0.9.0+z/mf-manifest.json' }, releases: {} });
    expect((await app.inject('/remotes.json')).json().remotes['mfe-blog']).toBe('/remotes/mfe-blog/0.9.0+z/mf-manifest.json');

    const config = await app.inject('/site-config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json()).toEqual({ siteName: 'Test', siteUrl: 'http://localhost:8080' });
  });

  it('serves published versions as immutable for a year', async () => {
    const manifest = await app.inject('/remotes/mfe-blog/1.0.0+a/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toContain('immutable');
    expect(manifest.headers['cache-control']).toContain('max-age=31536000');
  });

  it('sends a built file as its brotli or gzip copy when the browser accepts one, else as it is', async () => {
    const br = await app.inject({ url: '/big.abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${BIG_SCRIPT}// br copy`);

    const gz = await app.inject({ url: '/big.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${BIG_SCRIPT}// gz copy`);

    const plain = await app.inject({ url: '/big.abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers every page path with the shell, but keeps 404 for missing files', async () => {
    for (const url of ['/', '/blog/some-post', '/no-such-page-xyz', '/blog/drafts.post-x']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mfe-blog/9.9.9/remoteEntry.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject('/main.abc123.js')).headers['cache-control']).toContain('immutable');
  });
});
