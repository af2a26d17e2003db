// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePointer } from '../store/files/pointerFile.mjs';
import { manifestUrl } from '../store/pointer.mjs';
import { createGateway } from './gateway.mjs';
import { PAGE_CACHE_CONTROL } from './sendPage.mjs';
import { bucketAtPoint } from './delivery/canarySide.mjs';

/** A shell renderer whose page shows the pointer and the sides it was rendered with. */
const FAKE_SHELL = `
module.exports = {
  redirects: [],
  matchPage: (pathname) => ({ '/blog': 'mfe-blog/BlogListPage', '/about': 'mfe-marketing/AboutPage' })[pathname],
  runInRequest: (_context, run) => run(),
  async renderDocument({ remotes, buckets }) {
    return { status: 200, complete: true, html: '<!doctype html><pre>' + JSON.stringify({ remotes, buckets: buckets ?? {} }) + '</pre>' };
  },
};`;

const EDGE = '10.0.0.5';
const VISITOR = '203.0.113.9';
const live = { 'mfe-blog': manifestUrl('mfe-blog', '1.0.0'), 'mfe-chat': manifestUrl('mfe-chat', '1.0.0'), 'mfe-marketing': manifestUrl('mfe-marketing', '1.0.0') };

describe("a canary's side named by the edge in front (decision 0010)", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'edge-sides-'));
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let app;

  beforeAll(async () => {
    const shellDir = path.join(root, 'shell');
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'server', 'index.js'), FAKE_SHELL);
    mkdirSync(storeDir, { recursive: true });
    const releases = Object.fromEntries(Object.keys(live).map((remote) => [remote, { live: '1.0.0', liveSince: 'then', history: [] }]));
    writePointer(storeDir, { remotes: live, releases, canaries: { 'mfe-blog': { version: '2.0.0', percent: 5, since: 'now' } } });
    app = await createGateway({
      shellDir,
      storeDir,
      siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' },
      previewSecret: 'a-preview-secret-of-at-least-32-characters',
      trustedProxies: ['10.0.0.0/8'],
      log: () => {},
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** @param {string} url @param {string} from @param {Record<string, string>} [headers] */
  const ask = async (url, from, headers = {}) => {
    const answer = await app.inject({ url, headers: { accept: 'text/html', ...headers }, remoteAddress: from });
    const shown = answer.headers['content-type']?.toString().startsWith('text/html') ? JSON.parse(/<pre>(.*)<\/pre>/.exec(answer.body)?.[1] ?? '{}') : answer.json();
    const cookies = [answer.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split('=')[0]);
    return { answer, shown, cookies, cacheControl: answer.headers['cache-control'], vary: String(answer.headers.vary ?? '') };
  };

  it('keeps a page of the canaried remote once per side: shared, varying on the side, naming that side and no visitor', async () => {
    for (const side of /** @type {const} */ (['candidate', 'stable'])) {
      const { shown, cookies, cacheControl, vary, answer } = await ask('/blog', EDGE, { 'x-canary-mfe-blog': side, cookie: 'site_bucket=anything' });
      expect(cacheControl).toBe(PAGE_CACHE_CONTROL);
      expect(vary).toContain('x-canary-mfe-blog');
      expect(cookies).toEqual([]);
      expect(shown).toEqual({ remotes: { 'mfe-blog': manifestUrl('mfe-blog', side === 'candidate' ? '2.0.0' : '1.0.0'), 'mfe-chat': live['mfe-chat'] }, buckets: { 'mfe-blog': side } });
      expect(String(answer.headers.xkey).split(' ')).toEqual(expect.arrayContaining(['remote:mfe-blog', 'remote:mfe-chat']));
    }
  });

  it('keeps a page that does not compose the canaried remote once for everyone, carrying nothing of the canary', async () => {
    const { shown, cookies, cacheControl, vary, answer } = await ask('/about', EDGE, { 'x-canary-mfe-blog': 'candidate' });
    expect(cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(vary).not.toContain('x-canary-mfe-blog');
    expect(cookies).toEqual([]);
    expect(shown).toEqual({ remotes: { 'mfe-chat': live['mfe-chat'], 'mfe-marketing': live['mfe-marketing'] }, buckets: {} });
    expect(String(answer.headers.xkey).split(' ')).not.toContain('remote:mfe-blog');
    // Without an edge the same: its page is the same on both sides.
    expect((await ask('/about', VISITOR)).cacheControl).toBe(PAGE_CACHE_CONTROL);
  });

  it("drops a side header from anyone but a trusted proxy: the gateway decides from the bucket, for this visitor alone", async () => {
    const stableBucket = bucketAtPoint('mfe-blog', 50);
    const { shown, cookies, cacheControl } = await ask('/blog', VISITOR, { 'x-canary-mfe-blog': 'candidate', cookie: `site_bucket=${stableBucket}` });
    expect(shown.buckets).toEqual({ 'mfe-blog': 'stable' });
    expect(cacheControl).toBe('private, no-cache');
    // Its field pass goes with this answer, which no cache keeps.
    expect(cookies).toEqual(['site_field']);
    // A new visitor without an edge is given a bucket on the page, as before.
    expect((await ask('/blog', VISITOR)).cookies).toEqual(['site_bucket', 'site_field']);
  });

  it('answers a side the edge named for a remote with no canary here (a switch in flight) for no cache', async () => {
    const { cacheControl, shown } = await ask('/about', EDGE, { 'x-canary-mfe-marketing': 'candidate' });
    expect(cacheControl).toBe('private, no-cache');
    expect(shown.remotes['mfe-marketing']).toBe(live['mfe-marketing']);
  });

  it("hands the field pass out on the visitor's pointer, for the side the edge named, and publishes the splits", async () => {
    const { shown, cookies, cacheControl } = await ask('/remotes.json', EDGE, { 'x-canary-mfe-blog': 'candidate' });
    expect(shown).toEqual({ remotes: { ...live, 'mfe-blog': manifestUrl('mfe-blog', '2.0.0') }, buckets: { 'mfe-blog': 'candidate' } });
    expect(cookies).toEqual(['site_field']);
    expect(cacheControl).toBe('private, no-cache');
    const splits = await app.inject({ url: '/_splits', remoteAddress: EDGE });
    expect(splits.json()).toEqual({ 'mfe-blog': 5 });
    expect(splits.headers['cache-control']).toBe('no-store');
  });
});
