// @ts-check

/**
 * A token bucket per client key: `burst` requests at once, refilled at `perSecond`. Counting in
 * memory is enough for one local service; a real deployment limits at its edge as well.
 * @param {{ burst: number; perSecond: number; maxClients?: number; now?: () => number }} options
 */
export function createClientRateLimit({ burst, perSecond, maxClients = 10_000, now = () => performance.now() }) {
  /** @type {Map<string, { tokens: number; at: number }>} */
  const buckets = new Map();

  return {
    /**
     * Takes one token for `key`. Returns 0 when the request may go ahead, else the seconds until
     * a token is back (for Retry-After).
     * @param {string} key
     */
    take(key) {
      const t = now();
      let bucket = buckets.get(key);
      if (bucket) {
        bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
        bucket.at = t;
        // Re-inserting keeps the Map in least-recently-used order for the eviction below.
        buckets.delete(key);
      } else {
        bucket = { tokens: burst, at: t };
        // Many spoofed or rotating addresses must not grow memory without bound; the oldest
        // (least recently seen) clients are forgotten, which only ever gives them a fresh bucket.
        if (buckets.size >= maxClients) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
      }
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
  };
}
