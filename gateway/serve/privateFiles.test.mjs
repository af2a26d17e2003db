// @vitest-environment node
// @ts-check
// Nothing private is served: source maps, build stats, dev pages, server renderers, dot files and
// the release history stay on disk.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../store/files/pointerFile.mjs';
import { createGateway } from './gateway.mjs';
import { isPublicShellFile, isPublicStoreFile } from './publicFiles.mjs';

/** @param {string} file @param {string} text */
function put(file, text = 'x') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('published files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-private-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  const version = path.join(storeDir, 'mfe-blog', '1.0.0+a');
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {import('fastify').FastifyInstance} */
  let withMaps;

  beforeAll(async () => {
    put(path.join(shellDir, 'index.html'), '<!doctype html><script>var a=1</script><div id="root"></div>');
    put(path.join(shellDir, 'main.abc.js'));
    put(path.join(shellDir, 'main.abc.js.map'));
    put(path.join(shellDir, 'kits.json'));
    put(path.join(shellDir, 'server', 'index.js'));
    put(path.join(shellDir, '.env'));
    for (const file of ['remoteEntry.js', 'remoteEntry.js.map', 'mf-manifest.json', 'mf-manifest-stats.json', 'mf-manifest-stats.json.br', 'mf-manifest-stats.json.gz', 'mf-stats.json', 'kits.json', 'index.html', 'server/index.js', '.dottest', 'assets/logo.png']) {
      put(path.join(version, file));
    }
    put(path.join(storeDir, '.dottest'));
    writePointer(storeDir, {
      remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' },
      releases: { 'mfe-blog': { live: '1.0.0+a', liveSince: '2024-01-01T00:00:00Z', history: [{ version: '1.0.0+a', at: '2024-01-01T00:00:00Z', action: 'release' }] } },
    });
    const options = { shellDir, storeDir, siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' }, log: () => {} };
    app = await createGateway(options);
    withMaps = await createGateway({ ...options, sourceMaps: true });
  });
  afterAll(async () => {
    await app.close();
    await withMaps.close();
  });

  /** @param {string} url */
  const status = async (url, on = app) => (await on.inject({ url, headers: { accept: '*/*' } })).statusCode;

  it('serves the files a browser needs', async () => {
    for (const url of ['/remotes/mfe-blog/1.0.0+a/remoteEntry.js', '/remotes/mfe-blog/1.0.0+a/mf-manifest.json', '/remotes/mfe-blog/1.0.0+a/assets/logo.png', '/main.abc.js']) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('does not serve source maps, stats, dev pages, server renderers, dot files, the stored pointer or the field store', async () => {
    for (const url of [
      '/remotes/mfe-blog/1.0.0+a/remoteEntry.js.map',
      '/remotes/mfe-blog/1.0.0+a/mf-manifest-stats.json',
      '/remotes/mfe-blog/1.0.0+a/mf-manifest-stats.json.br',
      '/remotes/mfe-blog/1.0.0+a/mf-manifest-stats.json.gz',
      '/remotes/mfe-blog/1.0.0+a/mf-stats.json',
      '/remotes/mfe-blog/1.0.0+a/kits.json',
      '/kits.json',
      '/remotes/mfe-blog/1.0.0+a/index.html',
      '/remotes/mfe-blog/1.0.0+a/server/index.js',
      '/remotes/mfe-blog/1.0.0+a/.dottest',
      '/remotes/.dottest',
      '/remotes/remotes.json',
      // the field signal's store, which the gateway has just created beside the pointer
      '/remotes/field.sqlite',
      '/remotes/field.sqlite-wal',
      // the release-page sessions and webhook deliveries seen, beside it too
      '/remotes/trust.sqlite',
      '/main.abc.js.map',
      '/server/index.js',
      // a compressed copy of a file that is not served, at the root: a 404, not a page
      '/server/index.js.br',
      '/x.gz',
    ]) {
      expect(await status(url), url).toBe(404);
    }
    // A dot path without an extension is taken for a page path: the page, never the file.
    const env = await app.inject({ url: '/.env', headers: { accept: '*/*' } });
    expect(env.body).not.toBe('x');
  });

  it('serves source maps only with the explicit setting', async () => {
    expect(await status('/remotes/mfe-blog/1.0.0+a/remoteEntry.js.map', withMaps)).toBe(200);
    expect(await status('/main.abc.js.map', withMaps)).toBe(200);
    expect(await status('/remotes/mfe-blog/1.0.0+a/server/index.js', withMaps)).toBe(404);
  });

  it('serves the live pointers without the release history', async () => {
    const pointer = await app.inject('/remotes.json');
    expect(pointer.json()).toEqual({ remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' } });
  });

  it('puts a strict CSP with the inline script`s hash on HTML', async () => {
    const page = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject('/main.abc.js')).headers['content-security-policy']).toBeUndefined();
  });
});

describe('public file rules', () => {
  it('needs a remote and a version folder in the store', () => {
    expect(isPublicStoreFile('/mfe-blog/1.0.0/remoteEntry.js')).toBe(true);
    expect(isPublicStoreFile('mfe-blog/1.0.0/remoteEntry.js')).toBe(true);
    expect(isPublicStoreFile('/mfe-blog/x.js')).toBe(false);
    expect(isPublicStoreFile('/mfe-blog/1.0.0/sub/index.html')).toBe(true);
    expect(isPublicShellFile('/assets/.hidden/x.js')).toBe(false);
  });

  it('treats a brotli or gzip copy as the file it is a copy of', () => {
    expect(isPublicStoreFile('/mfe-blog/1.0.0/remoteEntry.js.br')).toBe(true);
    expect(isPublicStoreFile('/mfe-blog/1.0.0/remoteEntry.js.gz')).toBe(true);
    expect(isPublicShellFile('/main.abc.js.br')).toBe(true);
    for (const copy of ['mf-manifest-stats.json.br', 'mf-manifest-stats.json.gz', 'mf-stats.json.br', 'remoteEntry.js.map.br', 'index.html.gz', 'server/index.js.br']) {
      expect(isPublicStoreFile(`/mfe-blog/1.0.0/${copy}`), copy).toBe(false);
    }
    expect(isPublicShellFile('/main.abc.js.map.gz')).toBe(false);
    expect(isPublicShellFile('/server/index.js.br')).toBe(false);
    expect(isPublicShellFile('/main.abc.js.map.br', { sourceMaps: true })).toBe(true);
  });
});
