// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { createImageCache } from './imageCache.mjs';

const variant = (/** @type {number} */ bytes) => ({ body: Buffer.alloc(bytes, 1), contentType: 'image/webp' });

describe('image cache', () => {
  it('stays under its bound in bytes however many variants arrive, dropping the least recently used', () => {
    const maxBytes = 1024 * 1024;
    const cache = createImageCache({ maxBytes });
    for (let i = 0; i < 500; i += 1) {
      cache.set(`hero.webp|{"w":${i}}`, variant(40_000 + (i % 7) * 3000));
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes } = cache.stats();
    // Full (not emptied) but bounded: about 20 variants of ~50 KB fit in 1 MiB.
    expect(entries).toBeGreaterThan(10);
    expect(entries).toBeLessThan(30);
    expect(bytes).toBeGreaterThan(maxBytes / 2);
    expect(cache.get('hero.webp|{"w":0}')).toBeUndefined();
    expect(cache.get('hero.webp|{"w":499}')?.body.byteLength).toBeGreaterThan(0);
  });

  it('keeps a variant that is asked for again over newer ones', () => {
    const cache = createImageCache({ maxBytes: 3 * 1300 });
    cache.set('a', variant(1000));
    cache.set('b', variant(1000));
    cache.set('c', variant(1000));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', variant(1000));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a variant larger than the whole bound, and keeps nothing with a bound of 0', () => {
    const small = createImageCache({ maxBytes: 10_000 });
    small.set('huge', variant(20_000));
    expect(small.get('huge')).toBeUndefined();
    expect(small.stats().bytes).toBe(0);
    const off = createImageCache({ maxBytes: 0 });
    off.set('a', variant(10));
    expect(off.get('a')).toBeUndefined();
  });

  it('refuses a bound that is not a number of bytes', () => {
    expect(() => createImageCache({ maxBytes: Number.NaN })).toThrow(/bytes/);
    expect(() => createImageCache({ maxBytes: -1 })).toThrow(/bytes/);
  });
});
