// @ts-check
import { LRUCache } from 'lru-cache';

/** Transformed images kept in memory unless told otherwise: pages ask for the same few sizes again and again. */
export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** What one entry costs besides its bytes: the key, the entry object, the LRU's bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 256;

/** @typedef {{ body: Buffer; contentType: string }} CachedImage */

/**
 * The image route's cache of encoded variants, bounded by their size in bytes rather than their
 * number: 200 entries of 4 MP images are hundreds of MiB, and every distinct `w`/`h`/`q`/`fm` is a
 * new entry. The least recently used variants go first; a variant larger than the whole bound is
 * not kept at all. `maxBytes` 0 turns the cache off.
 * @param {{ maxBytes?: number }} [options]
 */
export function createImageCache({ maxBytes = DEFAULT_IMAGE_CACHE_BYTES } = {}) {
  if (!Number.isFinite(maxBytes) || maxBytes < 0) throw new Error(`image cache bound must be a number of bytes >= 0, got ${maxBytes}`);
  /** @type {LRUCache<string, CachedImage> | undefined} */
  const lru =
    maxBytes > 0
      ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (value, key) => value.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES })
      : undefined;
  return {
    /** @param {string} key */
    get: (key) => lru?.get(key),
    /** @param {string} key @param {CachedImage} value */
    set(key, value) {
      lru?.set(key, value);
    },
    /** Entries and bytes held (as counted against the bound), for `/health` and tests. */
    stats: () => ({ entries: lru?.size ?? 0, bytes: lru?.calculatedSize ?? 0, maxBytes }),
  };
}
