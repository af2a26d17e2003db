// @ts-check

/**
 * @typedef {object} HtmlCacheOptions
 * @property {number} [freshMs] an entry is served as it is for this long
 * @property {number} [maxAgeMs] then served while a new render runs in the background, until this age
 * @property {number} [staleIfErrorMs] then kept, up to this age, for when a new render fails
 *   (the content service is down or saturated): a visitor gets the last good page, not an error
 * @property {number} [maxEntries] at most this many pages, and
 * @property {number} [maxBytes] and this many bytes (as `sizeOf` counts them); least recently used out first
 * @property {() => number} [now]
 */

/**
 * @template T
 * @typedef {{ value: T, at: number, bytes: number, freshMs: number, maxAgeMs: number, staleIfErrorMs: number }} Entry
 */

/**
 * Rendered pages by (URL, live versions). An entry is fresh for `freshMs`; after that it is still
 * served while a new render runs in the background, until `maxAgeMs`: content edits reach the HTML
 * within `maxAgeMs` with no release, and no visitor waits for a render a cached page could answer.
 * Past `maxAgeMs` a request renders again, but the entry is kept until `staleIfErrorMs` for the case
 * that render fails (stale-if-error, as a CDN's grace mode). Concurrent renders of one key are one
 * render (request collapsing).
 * @template T
 * A value `cacheable` refuses (a page partly left for the browser, with built-in copy because the
 * content service failed, or a 503) is answered once, never kept; a good page it would replace stays.
 * `lifetime` may give a value a shorter life (a "not found" is kept briefly, and never served stale).
 * `tagsOf`: the sync tags a value was made with, which `purgeTags` expires it by.
 * A purge is a purge for a render already running too: a request after it does not join a render
 * begun before it, and a render the purge would have taken is answered to those who waited, never
 * kept, and passed through `onPurged` (the gateway marks it so no cache in front keeps it either).
 * @param {HtmlCacheOptions & { cacheable?: (value: T) => boolean, sizeOf?: (value: T) => number, lifetime?: (value: T) => { freshMs: number, maxAgeMs: number, staleIfErrorMs: number } | undefined, tagsOf?: (value: T) => string[], onPurged?: (value: T) => T }} [options]
 */
export function createHtmlCache({
  freshMs = 30_000,
  maxAgeMs = 60_000,
  staleIfErrorMs = 24 * 60 * 60_000,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  cacheable = () => true,
  sizeOf = () => 0,
  lifetime = () => undefined,
  tagsOf = () => [],
  onPurged = (value) => value,
} = {}) {
  /** @type {Map<string, Entry<T>>} */
  const entries = new Map();
  /** @type {Map<string, Promise<T>>} the render a request for a key joins */
  const rendering = new Map();
  let bytes = 0;
  // Every purge has a number; a render remembers the number it began after, and the purges since the
  // oldest render still running are kept to judge it by when it ends.
  let generation = 0;
  /** @type {Array<{ generation: number, takes: (key: string, value: T) => boolean }>} */
  let purges = [];
  /** @type {Set<{ began: number }>} */
  const running = new Set();

  /**
   * A purge of what `takes` (by key and value), recorded for the renders running; `takesKey` says of
   * a key alone whether its render is taken (absent: cannot be told before the value, as by tags):
   * a request from now on starts a new render rather than join one the purge may have taken.
   * @param {(key: string, value: T) => boolean} takes @param {(key: string) => boolean} [takesKey]
   */
  function recordPurge(takes, takesKey) {
    generation += 1;
    if (running.size === 0) return;
    purges.push({ generation, takes });
    for (const key of [...rendering.keys()]) if (!takesKey || takesKey(key)) rendering.delete(key);
  }

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** @param {string} key @param {T} value */
  function store(key, value) {
    drop(key);
    const life = lifetime(value) ?? { freshMs, maxAgeMs, staleIfErrorMs };
    const size = sizeOf(value);
    if (size > maxBytes) return;
    entries.set(key, { value, at: now(), bytes: size, ...life });
    bytes += size;
    // Least recently used first out: a flood of distinct URLs cannot grow the cache without bound.
    while (entries.size > maxEntries || bytes > maxBytes) drop(/** @type {string} */ (entries.keys().next().value));
  }

  /**
   * Every entry `matches` picks renders afresh on its next request: kept past its age for
   * stale-if-error, or dropped when it may not be served stale. Returns how many.
   * @param {(key: string, value: T) => boolean} matches
   */
  function expireWhere(matches) {
    let expired = 0;
    for (const [key, entry] of entries) {
      if (!matches(key, entry.value)) continue;
      expired += 1;
      if (entry.staleIfErrorMs > 0) Object.assign(entry, { freshMs: 0, maxAgeMs: 0 });
      else drop(key);
    }
    return expired;
  }

  return {
    /**
     * The entry of a key and what it may be used for: `fresh` (serve it), `stale` (serve it and
     * render again in the background), `error-only` (render again; serve it only if that fails).
     * @param {string} key
     * @returns {{ value: T, state: 'fresh' | 'stale' | 'error-only', ageMs: number } | undefined}
     */
    peek(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const ageMs = now() - entry.at;
      if (ageMs >= Math.max(entry.staleIfErrorMs, entry.maxAgeMs)) {
        drop(key);
        return undefined;
      }
      // Recently used: last out.
      entries.delete(key);
      entries.set(key, entry);
      const state = ageMs < entry.freshMs ? 'fresh' : ageMs < entry.maxAgeMs ? 'stale' : 'error-only';
      return { value: entry.value, state, ageMs };
    },

    /** @param {string} key true while a render of this key runs (a new request joins it) */
    isRendering: (key) => rendering.has(key),

    /**
     * Renders the key once however many ask at the same time, and keeps a cacheable result.
     * @param {string} key @param {() => Promise<T>} render
     * @returns {Promise<T>}
     */
    render(key, render) {
      let pending = rendering.get(key);
      if (!pending) {
        const run = { began: generation };
        running.add(run);
        const promise = render()
          .then((value) => {
            const purged = purges.some((purge) => purge.generation > run.began && purge.takes(key, value));
            if (purged) return onPurged(value);
            if (cacheable(value)) store(key, value);
            return value;
          })
          .finally(() => {
            if (rendering.get(key) === promise) rendering.delete(key);
            running.delete(run);
            const oldest = Math.min(...[...running].map((each) => each.began));
            purges = purges.filter((purge) => purge.generation > oldest);
          });
        pending = promise;
        rendering.set(key, pending);
      }
      return pending;
    },

    /**
     * A content webhook: every page renders afresh on its next request. The pages are kept, past
     * their age, for the case that render fails.
     */
    purge() {
      recordPurge(() => true, () => true);
      expireWhere(() => true);
    },
    /**
     * A content webhook for one document: only the pages that show it render afresh. A key is
     * `<path>[?query]|<versions>`; a path matches `paths` exactly (whatever its query string: `/blog`
     * takes `/blog?q=...` with it) or by a `/prefix/*` entry. Kept past their age for stale-if-error,
     * as with `purge`. Returns how many entries went.
     * @param {string[]} paths
     */
    purgePaths(paths) {
      const exact = new Set(paths.filter((p) => !p.endsWith('/*')));
      const prefixes = paths.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));
      const takesKey = (/** @type {string} */ key) => {
        const pathname = key.slice(0, key.indexOf('|') === -1 ? key.length : key.indexOf('|')).split('?')[0];
        return exact.has(pathname) || prefixes.some((prefix) => pathname.startsWith(prefix));
      };
      recordPurge(takesKey, takesKey);
      return expireWhere(takesKey);
    },
    /**
     * A live content event: only the pages rendered with an answer that carries one of `tags` (its
     * sync tags, by `tagsOf`) render afresh. Kept past their age for stale-if-error, as with
     * `purge`. Returns how many entries went.
     * @param {string[]} tags
     */
    purgeTags(tags) {
      const named = new Set(tags);
      /** @param {string} _key @param {T} value */
      const takes = (_key, value) => tagsOf(value).some((tag) => named.has(tag));
      recordPurge(takes);
      return expireWhere(takes);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
