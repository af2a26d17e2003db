// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHtmlCache } from './htmlCache.mjs';

describe('rendered-page cache', () => {
  it('answers fresh for 30 s, then stale while it re-renders, then waits for a new render after 60 s', async () => {
    let now = 0;
    const cache = createHtmlCache({ now: () => now });
    let version = 0;
    const render = vi.fn(async () => `v${++version}`);

    expect(await cache.get('/faq', render)).toEqual({ value: 'v1', cache: 'miss' });
    now = 29_000;
    expect(await cache.get('/faq', render)).toEqual({ value: 'v1', cache: 'fresh' });
    now = 45_000;
    expect(await cache.get('/faq', render)).toEqual({ value: 'v1', cache: 'stale' });
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    expect(await cache.get('/faq', render)).toEqual({ value: 'v2', cache: 'fresh' });
    now = 45_000 + 61_000;
    expect(await cache.get('/faq', render)).toEqual({ value: 'v3', cache: 'miss' });
  });

  it('renders a page once for visitors arriving together, and a purge forgets everything', async () => {
    const cache = createHtmlCache();
    const render = vi.fn(async () => 'html');
    await Promise.all([cache.get('/', render), cache.get('/', render), cache.get('/', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    cache.purge();
    expect((await cache.get('/', render)).cache).toBe('miss');
  });

  it('never keeps a page that was partly left for the browser', async () => {
    const cache = createHtmlCache({ cacheable: (value) => value !== 'partial' });
    expect((await cache.get('/', async () => 'partial')).cache).toBe('miss');
    expect((await cache.get('/', async () => 'whole')).value).toBe('whole');
    expect((await cache.get('/', async () => 'later')).value).toBe('whole');
  });

  it('keeps serving a good page while its re-render falls short, until the page is too old', async () => {
    let now = 0;
    const cache = createHtmlCache({ now: () => now, cacheable: (value) => value !== 'degraded' });
    expect((await cache.get('/advisory', async () => 'good')).value).toBe('good');
    now = 45_000;
    const degraded = vi.fn(async () => 'degraded');
    expect(await cache.get('/advisory', degraded)).toEqual({ value: 'good', cache: 'stale' });
    await vi.waitFor(() => expect(degraded).toHaveBeenCalledTimes(1));
    expect(await cache.get('/advisory', degraded)).toEqual({ value: 'good', cache: 'stale' });
    now = 61_000;
    expect(await cache.get('/advisory', degraded)).toEqual({ value: 'degraded', cache: 'miss' });
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = createHtmlCache({ maxEntries: 2 });
    for (const url of ['/a', '/b', '/c']) await cache.get(url, async () => url);
    expect(cache.size).toBe(2);
    expect((await cache.get('/a', async () => 'again')).cache).toBe('miss');
  });
});
