// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHtmlCache } from './htmlCache.mjs';

describe('rendered-page cache', () => {
  it('is fresh for 30 s, stale (serve and re-render) until 60 s, then kept only for a failed render until its bound', async () => {
    let now = 0;
    const cache = createHtmlCache({ now: () => now, staleIfErrorMs: 3_600_000 });
    expect(cache.peek('/faq')).toBeUndefined();
    expect(await cache.render('/faq', async () => 'v1')).toBe('v1');
    now = 29_000;
    expect(cache.peek('/faq')).toMatchObject({ value: 'v1', state: 'fresh' });
    now = 45_000;
    expect(cache.peek('/faq')).toMatchObject({ value: 'v1', state: 'stale' });
    now = 61_000;
    expect(cache.peek('/faq')).toMatchObject({ value: 'v1', state: 'error-only' });
    now = 3_600_000;
    expect(cache.peek('/faq')).toBeUndefined();
  });

  it('renders a URL once for visitors arriving together', async () => {
    const cache = createHtmlCache();
    const render = vi.fn(async () => 'html');
    const together = [cache.render('/', render), cache.render('/', render), cache.render('/', render)];
    expect(cache.isRendering('/')).toBe(true);
    await Promise.all(together);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.isRendering('/')).toBe(false);
  });

  it('never keeps a page it may not, and a good page stays when its re-render falls short', async () => {
    const cache = createHtmlCache({ cacheable: (value) => value !== 'degraded' });
    await cache.render('/', async () => 'degraded');
    expect(cache.peek('/')).toBeUndefined();
    await cache.render('/', async () => 'good');
    await cache.render('/', async () => 'degraded');
    expect(cache.peek('/')?.value).toBe('good');
  });

  it('a purge makes every page render again, but keeps it for the case that render fails', async () => {
    const cache = createHtmlCache();
    await cache.render('/about', async () => 'about');
    cache.purge();
    expect(cache.peek('/about')).toMatchObject({ value: 'about', state: 'error-only' });
  });

  it('a purge by paths makes only those pages render again: query variants and /prefix/* included', async () => {
    const cache = createHtmlCache();
    const keys = ['/blog|v1', '/blog?q=iso|v1', '/blog/a|v1', '/blog/ab|v1', '/faq/x|v1', '/about|v1', '/blogger|v1'];
    for (const key of keys) await cache.render(key, async () => key);
    expect(cache.purgePaths(['/blog', '/blog/a', '/faq/*'])).toBe(4);
    const state = (/** @type {string} */ key) => cache.peek(key)?.state;
    expect(keys.map(state)).toEqual(['error-only', 'error-only', 'error-only', 'fresh', 'error-only', 'fresh', 'fresh']);
  });

  it('keeps a page with a shorter lifetime (a "not found") briefly and never for errors', async () => {
    let now = 0;
    const cache = createHtmlCache({ now: () => now, lifetime: (value) => (value === '404' ? { freshMs: 10_000, maxAgeMs: 10_000, staleIfErrorMs: 0 } : undefined) });
    await cache.render('/a/b/c', async () => '404');
    now = 9_000;
    expect(cache.peek('/a/b/c')).toMatchObject({ state: 'fresh' });
    now = 10_000;
    expect(cache.peek('/a/b/c')).toBeUndefined();
  });

  it('keeps at most maxEntries pages and maxBytes, the least recently used out first', async () => {
    const cache = createHtmlCache({ maxEntries: 2 });
    for (const url of ['/a', '/b']) await cache.render(url, async () => url);
    cache.peek('/a');
    await cache.render('/c', async () => '/c');
    expect(cache.size).toBe(2);
    expect(cache.peek('/b')).toBeUndefined();
    expect(cache.peek('/a')?.value).toBe('/a');

    const sized = createHtmlCache({ maxBytes: 10, sizeOf: (value) => value.length });
    for (const url of ['/1', '/2', '/3']) await sized.render(url, async () => 'xxxx');
    expect(sized.size).toBe(2);
    expect(sized.bytes).toBe(8);
    await sized.render('/big', async () => 'x'.repeat(11));
    expect(sized.peek('/big')).toBeUndefined();
  });

  it('a live event expires only the pages made with content it names, kept for a failed render', async () => {
    const cache = createHtmlCache({ tagsOf: (/** @type {{ tags: string[] }} */ page) => page.tags });
    await cache.render('/blog/a|v1', async () => ({ tags: ['s1:a', 's1:posts'] }));
    await cache.render('/blog|v1', async () => ({ tags: ['s1:posts'] }));
    await cache.render('/faq|v1', async () => ({ tags: ['s1:faqs'] }));
    expect(cache.purgeTags(['s1:a'])).toBe(1);
    expect(cache.peek('/blog/a|v1')?.state).toBe('error-only');
    expect(cache.peek('/blog|v1')?.state).toBe('fresh');
    expect(cache.purgeTags(['s1:posts', 's1:nobody'])).toBe(2);
    expect(cache.peek('/blog|v1')?.state).toBe('error-only');
    expect(cache.peek('/faq|v1')?.state).toBe('fresh');
  });

  describe('a purge while a render runs', () => {
    /** A render the test lets end: `end(value)`. */
    function held() {
      /** @type {(value: string) => void} */
      let end = () => {};
      const render = () => new Promise((resolve) => (end = resolve));
      return { render: /** @type {() => Promise<string>} */ (render), end: (/** @type {string} */ value) => end(value) };
    }

    it('keeps a request after it from joining the render begun before, and never keeps what that render made', async () => {
      const cache = createHtmlCache({ onPurged: (value) => `${value} (purged)` });
      const before = held();
      const early = cache.render('/blog/a|v', before.render);
      cache.purge();
      // A request after the purge renders afresh, with the content as it is now.
      expect(cache.isRendering('/blog/a|v')).toBe(false);
      const after = cache.render('/blog/a|v', async () => 'new');
      before.end('old');
      expect(await early).toBe('old (purged)');
      expect(await after).toBe('new');
      expect(cache.peek('/blog/a|v')?.value).toBe('new');
    });

    it('by tags: only a render made with a purged tag is not kept; by paths, only one of those paths', async () => {
      const cache = createHtmlCache({ tagsOf: (value) => [value.split(':').slice(0, 2).join(':')], onPurged: (value) => `${value} (purged)` });
      const tagged = held();
      const other = held();
      const taggedPage = cache.render('/a|v', tagged.render);
      const otherPage = cache.render('/b|v', other.render);
      cache.purgeTags(['s1:x']);
      tagged.end('s1:x:old');
      other.end('s1:y:page');
      expect(await taggedPage).toBe('s1:x:old (purged)');
      expect(await otherPage).toBe('s1:y:page');
      expect(cache.peek('/a|v')).toBeUndefined();
      expect(cache.peek('/b|v')?.value).toBe('s1:y:page');

      const list = held();
      const listPage = cache.render('/blog|v', list.render);
      cache.purgePaths(['/services/*']);
      // Not a path the purge names: its render is still the one to join, and is kept.
      expect(cache.isRendering('/blog|v')).toBe(true);
      list.end('s1:z:list');
      expect(await listPage).toBe('s1:z:list');
      expect(cache.peek('/blog|v')?.value).toBe('s1:z:list');
    });
  });
});
