// @ts-check

/**
 * Rendered pages by (URL, live versions). An entry is fresh for `freshMs`; after that it is still
 * served while a new render runs in the background, until `maxAgeMs`: content edits reach the HTML
 * within `maxAgeMs` with no release, and no visitor waits for a render a cached page could answer.
 * @template T
 * A value `cacheable` refuses (a page partly left for the browser, or with built-in copy because the
 * content service failed) is answered once, never kept; a good page it would replace stays until `maxAgeMs`.
 * @param {{ freshMs?: number, maxAgeMs?: number, maxEntries?: number, now?: () => number, cacheable?: (value: T) => boolean }} [options]
 */
export function createHtmlCache({ freshMs = 30_000, maxAgeMs = 60_000, maxEntries = 500, now = Date.now, cacheable = () => true } = {}) {
  /** @type {Map<string, { value: T, at: number }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<T>>} */
  const rendering = new Map();

  /** @param {string} key @param {() => Promise<T>} render */
  function refresh(key, render) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((value) => {
          if (!cacheable(value)) return value;
          entries.delete(key);
          entries.set(key, { value, at: now() });
          // Oldest first out: a flood of distinct query strings cannot grow the cache without bound.
          while (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
          return value;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    /**
     * @param {string} key
     * @param {() => Promise<T>} render
     * @returns {Promise<{ value: T, cache: 'fresh' | 'stale' | 'miss' }>}
     */
    async get(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age < freshMs) return { value: entry.value, cache: 'fresh' };
      if (entry && age < maxAgeMs) {
        refresh(key, render).catch(() => {});
        return { value: entry.value, cache: 'stale' };
      }
      return { value: await refresh(key, render), cache: 'miss' };
    },
    /** Forgets every page (a content webhook): the next request renders afresh. */
    purge() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
