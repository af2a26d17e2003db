// @ts-check
import { createBoundedConcurrency } from '@site/shared/tooling/nodeServer.mjs';

/** No render slot and no room to wait for one: the caller answers with a stale page or a 503. */
export class RenderBusyError extends Error {
  constructor() {
    super('every render slot is busy and the queue is full');
  }
}

/**
 * At most `concurrency` server renders at once and `queue` waiting for a slot; past that a render is
 * refused at once (`RenderBusyError`) rather than piling up: a render is CPU work plus a few content
 * queries, and a flood must not turn into a backlog every later visitor waits behind.
 * @param {{ concurrency?: number, queue?: number }} [options]
 */
export function createRenderGate({ concurrency = 4, queue = 16 } = {}) {
  return createBoundedConcurrency({ concurrency, queue, busy: () => new RenderBusyError() });
}

/**
 * Each client's allowance of uncached renders: a token bucket of `burst` renders, refilled at
 * `perSecond`. Cached pages never draw on it, so a client flooding made-up URLs runs out of its own
 * allowance (429) while every other visitor, and every cached page, is answered as before.
 * @param {{ burst?: number, perSecond?: number, maxClients?: number, now?: () => number }} [options]
 */
export function createClientBudget({ burst = 20, perSecond = 2, maxClients = 10_000, now = Date.now } = {}) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  return {
    /**
     * Takes one render from the client's allowance.
     * @param {string} client the socket's remote address
     * @returns {{ ok: true } | { ok: false, retryAfterS: number }}
     */
    take(client) {
      const t = now();
      const bucket = buckets.get(client) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      buckets.delete(client);
      buckets.set(client, bucket);
      // A full bucket is the default: forgetting the least recently seen client costs it nothing.
      while (buckets.size > maxClients) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) };
    },
  };
}
