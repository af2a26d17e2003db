// @ts-check
// One client key for every count of the site's servers (the content service's too).
export { clientOf } from '@site/shared/tooling/nodeServer.mjs';

/**
 * Counts failures per client in fixed windows, to make a guesser wait. Hand-written rather than
 * @fastify/rate-limit: the plugin's store is read and incremented across an `await`, so a burst of
 * pipelined guesses that reach the handler in one tick would all be checked before any was
 * counted; here the look-up, the caller's comparison and the count happen in one synchronous step.
 * Only failures are counted, so a client that gets it right is never slowed down.
 * @param {{ max: number, windowMs: number, now?: () => number, maxClients?: number }} options
 *   `maxClients`: how many clients are remembered at most (the oldest windows are dropped first), so a
 *   flood from many addresses costs bounded memory.
 */
export function createFailureCounter({ max, windowMs, now = Date.now, maxClients = 10_000 }) {
  /** @type {Map<string, { failures: number, resetAt: number }>} */
  const clients = new Map();

  /** @param {string} client */
  const current = (client) => {
    const entry = clients.get(client);
    if (entry && entry.resetAt <= now()) {
      clients.delete(client);
      return undefined;
    }
    return entry;
  };

  return {
    /**
     * Seconds until `client` may try again, or 0 when it may try now.
     * @param {string} client
     */
    retryAfterSeconds(client) {
      const entry = current(client);
      return entry && entry.failures >= max ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
    },
    /** @param {string} client */
    fail(client) {
      const entry = current(client);
      if (entry) {
        entry.failures += 1;
        return;
      }
      // Map keeps insertion order: the first key is the oldest window.
      if (clients.size >= maxClients) clients.delete(/** @type {string} */ (clients.keys().next().value));
      clients.set(client, { failures: 1, resetAt: now() + windowMs });
    },
  };
}

