// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { writePointer } from '../../store/files/pointerFile.mjs';
import { composePage, createPageContext, purgePages } from './composePage.mjs';
import { createComposer } from './composer.mjs';
import { resolvePageRequest } from './pageRequest.mjs';

/**
 * A shell server renderer whose answers the test sets per path (`globalThis.fakeShell`): how the real
 * one answers when the content service answers, fails (503 for "not found", built-in copy otherwise)
 * or is slow. The composer loads it as it loads the real one.
 */
const FAKE_SHELL = `
const state = (globalThis.fakeShell ??= { answers: {}, renders: [], hold: undefined });
module.exports = {
  redirects: [{ from: '/refund-cancellation', to: '/refund' }],
  matchPage: (pathname) => {
    (state.matched ??= []).push(pathname);
    return pathname.split('/').length > 3 ? undefined : pathname === '/blog' ? 'mfe-blog/BlogListPage' : 'mfe-services/ServicePage';
  },
  runInRequest: (_context, run) => run(),
  async renderDocument({ url, pathname, pageId, buckets }) {
    state.renders.push(url);
    (state.requests ??= []).push({ url, pathname, pageId });
    (state.buckets ??= []).push(buckets);
    if (state.hold) await state.hold;
    const answer = state.answers[url] ?? { status: 200, complete: true, text: 'good' };
    return { status: answer.status, complete: answer.complete, html: '<html>' + url + ' ' + answer.text + '</html>' };
  },
};`;

/** @type {{ answers: Record<string, { status: number, complete: boolean, text: string }>, renders: string[], hold?: Promise<unknown> }} */
const fake = /** @type {any} */ (globalThis).fakeShell ?? { answers: {}, renders: [] };
/** @type {any} */ (globalThis).fakeShell = fake;

/** A shell build with the fake renderer, and an empty deploy store. */
function siteFolders() {
  const root = mkdtempSync(path.join(tmpdir(), 'compose-page-'));
  const shellDir = path.join(root, 'shell');
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'server', 'index.js'), FAKE_SHELL);
  const storeDir = path.join(root, 'store');
  mkdirSync(storeDir, { recursive: true });
  writePointer(storeDir, { remotes: {}, releases: {} });
  return { shellDir, storeDir };
}

/**
 * Pages as the gateway composes them: each request resolved once, then composed.
 * @param {import('./composePage.mjs').RenderLimits} limits @param {{ shellDir: string, storeDir: string }} [folders]
 */
function composerWith(limits, folders = siteFolders()) {
  const composer = createComposer({ ...folders, siteConfig: { siteUrl: 'http://site' }, log: () => {} });
  const context = createPageContext({ composer, limits, log: () => {} });
  const live = { remotes: {}, personal: false };
  return {
    /** @param {string} url @param {{ client?: string, versions?: import('./composer.mjs').Versions }} [request] */
    compose: async (url, { client, versions = live } = {}) => composePage(context, await resolvePageRequest(url, versions, composer), client),
    /** @param {string[]} paths */
    purgePaths: (paths) => purgePages(context, paths),
  };
}

const contentDown = { status: 503, complete: false, text: 'not found (content failed)' };
const builtInCopy = { status: 200, complete: false, text: 'built-in copy' };

describe('the composer when renders fail or flood in', () => {
  beforeEach(() => {
    fake.answers = {};
    fake.renders = [];
    fake.hold = undefined;
  });

  it('answers a never-rendered page whose content could not be read with 503 and Retry-After, never 404, and keeps nothing', async () => {
    const composer = composerWith({ retryAfterS: 7 });
    fake.answers['/blog/zero-trust'] = contentDown;
    const page = await composer.compose('/blog/zero-trust');
    expect(page.status).toBe(503);
    expect(page.retryAfterS).toBe(7);
    expect(page.complete).toBe(false);
    expect(page.html).not.toContain('not found');
    delete fake.answers['/blog/zero-trust'];
    expect((await composer.compose('/blog/zero-trust')).cache).toBe('miss');
  });

  it('serves the last good render of a page when a later render cannot read its content (stale-if-error)', async () => {
    // Every entry is past its age at once: each request renders again.
    const composer = composerWith({ freshMs: 0, maxAgeMs: 0 });
    expect((await composer.compose('/blog/zero-trust')).html).toContain('good');
    for (const failure of [contentDown, builtInCopy]) {
      fake.answers['/blog/zero-trust'] = failure;
      const page = await composer.compose('/blog/zero-trust');
      expect(page.status).toBe(200);
      expect(page.cache).toBe('stale-if-error');
      expect(page.html).toContain('good');
    }
  });

  it('keeps a page whose render left built-in copy out of the cache, and answers it when there is nothing better', async () => {
    const composer = composerWith({});
    fake.answers['/about'] = builtInCopy;
    const page = await composer.compose('/about');
    expect(page).toMatchObject({ status: 200, complete: false });
    await composer.compose('/about');
    expect(fake.renders).toEqual(['/about', '/about']);
  });

  it('renders a URL once for requests arriving together, charging only the first', async () => {
    const composer = composerWith({ clientBurst: 1, clientPerSecond: 0.001 });
    /** @type {(value?: unknown) => void} */
    let release = () => {};
    fake.hold = new Promise((resolve) => {
      release = resolve;
    });
    const together = [1, 2, 3].map(() => composer.compose('/advisory', { client: '10.0.0.1' }));
    release();
    for (const page of await Promise.all(together)) expect(page.status).toBe(200);
    expect(fake.renders).toEqual(['/advisory']);
  });

  it('gives each client an allowance of uncached renders: past it 429 with Retry-After, while cached pages and other clients are answered', async () => {
    const composer = composerWith({ clientBurst: 2, clientPerSecond: 0.5 });
    await composer.compose('/about', { client: 'flooder' });
    await composer.compose('/blog?q=a', { client: 'flooder' });
    const refused = await composer.compose('/blog?q=b', { client: 'flooder' });
    expect(refused.status).toBe(429);
    expect(refused.retryAfterS).toBe(2);
    expect(fake.renders).toEqual(['/about', '/blog?q=a']);
    expect(await composer.compose('/about', { client: 'flooder' })).toMatchObject({ status: 200, cache: 'fresh' });
    expect(await composer.compose('/blog?q=b', { client: 'visitor' })).toMatchObject({ status: 200, cache: 'miss' });
  });

  it('refuses a render past the concurrency cap and its queue: the stale page if there is one, else 503', async () => {
    const composer = composerWith({ concurrency: 1, queue: 0, freshMs: 0, maxAgeMs: 0 });
    await composer.compose('/about');
    /** @type {(value?: unknown) => void} */
    let release = () => {};
    fake.hold = new Promise((resolve) => {
      release = resolve;
    });
    const busy = composer.compose('/advisory');
    const stale = await composer.compose('/about');
    expect(stale).toMatchObject({ status: 200, cache: 'stale-if-error' });
    const refused = await composer.compose('/contact');
    expect(refused.status).toBe(503);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    release();
    expect((await busy).status).toBe(200);
  });

  it('caches a path no route answers briefly, so repeats cost no render', async () => {
    const composer = composerWith({});
    fake.answers['/a/b/c'] = { status: 404, complete: true, text: 'not found' };
    expect((await composer.compose('/a/b/c')).status).toBe(404);
    expect(await composer.compose('/a/b/c')).toMatchObject({ status: 404, cache: 'fresh' });
    expect(fake.renders).toEqual(['/a/b/c']);
  });

  it('matches a path once and hands the shell renderer the request as resolved: its path, its page, the query its page reads', async () => {
    const composer = composerWith({});
    /** @type {any} */ (fake).matched = [];
    /** @type {any} */ (fake).requests = [];
    await composer.compose('/blog?category=ISO&utm_source=news');
    await composer.compose('/blog?category=ISO');
    expect(/** @type {any} */ (fake).matched).toEqual(['/blog']);
    expect(/** @type {any} */ (fake).requests).toEqual([{ url: '/blog?category=ISO', pathname: '/blog', pageId: 'mfe-blog/BlogListPage' }]);
  });

  it('redirects letter-case and trailing-slash variants and old paths to the one URL of the page', async () => {
    const composer = composerWith({});
    expect(await composer.compose('/ABOUT/')).toEqual({ status: 308, location: '/about' });
    expect(await composer.compose('/refund-cancellation/')).toEqual({ status: 308, location: '/refund' });
    expect(fake.renders).toEqual([]);
  });
});

describe('the canary buckets a page carries', () => {
  it('reach the shell renderer, and a page of a canary side is kept apart from the page without a canary', async () => {
    const composer = composerWith({});
    fake.renders.length = 0;
    /** @type {any} */ (fake).buckets = [];
    const remotes = { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' };
    const plain = { remotes, buckets: {}, personal: false };
    const stableSide = { remotes, buckets: { 'mfe-blog': /** @type {const} */ ('stable') }, personal: false };
    expect((await composer.compose('/faq', { versions: plain })).cache).toBe('miss');
    expect((await composer.compose('/faq', { versions: stableSide })).cache).toBe('miss');
    expect((await composer.compose('/faq', { versions: stableSide })).cache).toBe('fresh');
    expect((await composer.compose('/faq', { versions: plain })).cache).toBe('fresh');
    expect(/** @type {any} */ (fake).buckets).toEqual([{}, { 'mfe-blog': 'stable' }]);
  });
});

describe('query values a page cannot use', () => {
  it('redirects a value its remote does not list, and asks the remote again after a content purge', async () => {
    const { shellDir, storeDir } = siteFolders();
    // The blog's renderer lists the categories it can filter by, as the content has them now.
    const blog = path.join(storeDir, 'mfe-blog', '1.0.0+a');
    mkdirSync(path.join(blog, 'server'), { recursive: true });
    writeFileSync(path.join(blog, 'mf-manifest.json'), '{}');
    writeFileSync(
      path.join(blog, 'server', 'index.js'),
      'module.exports = { pages: {}, searchParamValues: async () => ({ category: [...globalThis.blogCategories] }) };',
    );
    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' }, releases: {} });
    /** @type {any} */ (globalThis).blogCategories = ['Security'];
    const composer = composerWith({}, { shellDir, storeDir });
    const versions = { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json' }, personal: false };

    expect(await composer.compose('/blog?category=security&q=audit', { versions })).not.toHaveProperty('location');
    expect(await composer.compose('/blog?category=Privacy&q=audit', { versions })).toEqual({ status: 308, location: '/blog?q=audit' });
    // A post in a new category is published: the webhook's purge makes the gateway ask again.
    /** @type {any} */ (globalThis).blogCategories = ['Security', 'Privacy'];
    composer.purgePaths(['/blog']);
    expect(await composer.compose('/blog?category=Privacy', { versions })).not.toHaveProperty('location');
  });
});

describe('each page answer counted for its remote version (the canary judge\'s server signal)', () => {
  /** A composer whose renders of mfe-blog's article take their outcome from `next`, and the signals it is told. */
  function counted() {
    /** @type {import('../../store/reportBuffer.mjs').RenderSignal[]} */
    const signals = [];
    const next = { status: 200, outcome: /** @type {import('../../store/reportBuffer.mjs').RenderOutcome} */ ('rendered'), complete: true, throws: false };
    /** @type {Promise<unknown> | undefined} what a render waits for, when the test holds it */
    let held;
    const composer = {
      forgetKnownValues: () => {},
      answerOf: () => ({ remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug' }),
      render: async () => {
        const { status, outcome, complete } = next;
        await held;
        // The shell's render threw outside the page's boundary (the composer rethrows).
        if (next.throws) throw new Error('the article head threw');
        return { status, complete, html: '<html></html>', server: { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status, outcome, ms: 30, costMs: 12 } };
      },
    };
    const context = createPageContext({ composer, limits: { freshMs: 60_000, concurrency: 1, queue: 0, clientBurst: 3, clientPerSecond: 0.001 }, observe: (signal) => signals.push(signal), log: () => {} });
    const request = { url: '/blog/a', pathname: '/blog/a', pageId: 'mfe-blog/ArticlePage', route: '/blog/:slug', cacheKey: '/blog/a|v', versions: { remotes: {}, personal: false } };
    /** Renders wait until the function returned is called. */
    const hold = () => {
      /** @type {(value?: unknown) => void} */
      let open = () => {};
      held = new Promise((resolve) => (open = resolve));
      return open;
    };
    return { signals, next, context, request: /** @type {any} */ (request), hold };
  }

  it('counts a render with its timing, and each hit of the kept page with its outcome and none', async () => {
    const { signals, context, request } = counted();
    await composePage(context, request, 'a');
    await composePage(context, request, 'a');
    await composePage(context, request, 'b');
    expect(signals).toEqual([
      { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 200, outcome: 'rendered', ms: 30, costMs: 12, visitor: 'a', url: '/blog/a' },
      { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 200, outcome: 'rendered', visitor: 'a', url: '/blog/a', cached: true },
      { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 200, outcome: 'rendered', visitor: 'b', url: '/blog/a', cached: true },
    ]);
  });

  it('counts the fallback shell after a throw outside the page\'s boundary as a failed render, then lets it through to the one failure path', async () => {
    const { signals, next, context, request } = counted();
    next.throws = true;
    await expect(composePage(context, request, 'a')).rejects.toThrow('the article head threw');
    expect(signals).toEqual([{ remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 200, outcome: 'failed', visitor: 'a', url: '/blog/a' }]);
  });

  it('counts busy and throttled answers as their own outcomes, with their visitor', async () => {
    const { signals, context, request, hold } = counted();
    const open = hold();
    // One render holds the only slot; another URL's render finds no slot and no queue: busy.
    const first = composePage(context, request, 'a');
    const other = { ...request, url: '/blog/b', pathname: '/blog/b', cacheKey: '/blog/b|v' };
    expect((await composePage(context, other, 'b')).status).toBe(503);
    open();
    await first;
    // Client c spends its allowance of uncached renders on made-up URLs; the next is throttled.
    for (let n = 0; n < 3; n += 1) await composePage(context, { ...request, url: `/blog/x${n}`, pathname: `/blog/x${n}`, cacheKey: `/blog/x${n}|v` }, 'c');
    expect((await composePage(context, { ...request, url: '/blog/x9', pathname: '/blog/x9', cacheKey: '/blog/x9|v' }, 'c')).status).toBe(429);
    expect(signals.filter((signal) => signal.outcome === 'busy' || signal.outcome === 'throttled')).toEqual([
      { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 503, outcome: 'busy', visitor: 'b', url: '/blog/b' },
      { remote: 'mfe-blog', version: '2.0.0+b', route: '/blog/:slug', status: 429, outcome: 'throttled', visitor: 'c', url: '/blog/x9' },
    ]);
  });

  it('counts every answer of a degraded 503 (never kept): each one rendered, each one degraded', async () => {
    const { signals, next, context, request } = counted();
    Object.assign(next, { status: 503, outcome: 'degraded', complete: false });
    expect((await composePage(context, request, 'a')).status).toBe(503);
    expect((await composePage(context, request, 'a')).status).toBe(503);
    expect(signals.map((signal) => [signal.status, signal.outcome, signal.ms])).toEqual([
      [503, 'degraded', 30],
      [503, 'degraded', 30],
    ]);
  });

  it('counts the requests that joined one render as answers without its timing', async () => {
    const { signals, context, request, hold } = counted();
    const open = hold();
    const answers = [composePage(context, request, 'a'), composePage(context, request, 'b')];
    open();
    await Promise.all(answers);
    expect(signals.map((signal) => signal.ms)).toEqual([30, undefined]);
  });
});
