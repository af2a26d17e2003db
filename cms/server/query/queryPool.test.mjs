// @vitest-environment node
// @ts-check
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryPool, PoolBusyError, QueryAbortedError } from './queryPool.mjs';
import { QueryError } from './runQuery.mjs';

/** ~100 bytes that ran for 8 s on the seed dataset before queries had a time limit. */
const NESTED = 'count(*[]{"a":*[]{"b":*[0...3]{"c":*[]._id}}})';
const documents = Array.from({ length: 80 }, (_, i) => ({ _id: `doc-${i}`, _type: 'thing', n: i }));
const sanity = { projectId: 'local', dataset: 'production' };

/** @type {import('./queryPool.mjs').QueryPool | undefined} */
let pool;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('query pool', () => {
  it('evaluates queries in a worker and answers the result', async () => {
    pool = createQueryPool({ size: 1 });
    await expect(pool.run({ query: 'count(*[_type == $t])', params: { t: 'thing' }, documents, sanity })).resolves.toMatchObject({ result: 80 });
  });

  it('answers client mistakes as Sanity-shaped QueryErrors', async () => {
    pool = createQueryPool({ size: 1 });
    const error = /** @type {any} */ (await pool.run({ query: '*[', params: {}, documents, sanity }).catch((/** @type {any} */ e) => e));
    expect(error).toBeInstanceOf(QueryError);
    expect(error.statusCode).toBe(400);
    expect(error.body.error.type).toBe('queryParseError');
  });

  it('stops a query over its time limit, and the next query runs on a fresh worker', async () => {
    pool = createQueryPool({ size: 1, timeoutMs: 300 });
    // Only the pool's time limit answers a queryTimeoutError: left alone, the query would finish (in
    // seconds) with a count.
    const error = /** @type {any} */ (await pool.run({ query: NESTED, params: {}, documents, sanity }).catch((/** @type {any} */ e) => e));
    expect(error).toBeInstanceOf(QueryError);
    expect(error.statusCode).toBe(400);
    expect(error.body.error.type).toBe('queryTimeoutError');
    await expect(pool.run({ query: 'count(*)', params: {}, documents, sanity })).resolves.toMatchObject({ result: 80 });
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 1 });
  });

  it('stops the work when the caller aborts (a client that hung up)', async () => {
    pool = createQueryPool({ size: 1, timeoutMs: 30_000 });
    const controller = new AbortController();
    const running = pool.run({ query: NESTED, params: {}, documents, sanity, signal: controller.signal });
    // Aborted once it is running on the worker (not while it waits for one).
    await expect.poll(() => pool?.stats().running).toBe(1);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(QueryAbortedError);
    // Its worker was stopped and replaced at once: nothing is left running for the next query to wait on.
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 1 });
    await expect(pool.run({ query: 'count(*)', params: {}, documents, sanity })).resolves.toMatchObject({ result: 80 });
  });

  it('drops a queued query whose caller aborted before it ran', async () => {
    pool = createQueryPool({ size: 1, timeoutMs: 400, queueTimeoutMs: 10_000 });
    await pool.run({ query: 'count(*)', params: {}, documents, sanity });
    const slow = pool.run({ query: NESTED, params: {}, documents, sanity }).catch((/** @type {any} */ e) => e);
    const controller = new AbortController();
    const queued = pool.run({ query: 'count(*)', params: {}, documents, sanity, signal: controller.signal });
    expect(pool.stats().queued).toBe(1);
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(QueryAbortedError);
    expect(pool.stats().queued).toBe(0);
    await slow;
  });

  it('refuses work beyond its queue with a 503 and Retry-After', async () => {
    pool = createQueryPool({ size: 1, timeoutMs: 400, maxQueue: 1, queueTimeoutMs: 10_000 });
    await pool.run({ query: 'count(*)', params: {}, documents, sanity });
    const first = pool.run({ query: NESTED, params: {}, documents, sanity }).catch((/** @type {any} */ e) => e);
    const second = pool.run({ query: 'count(*)', params: {}, documents, sanity });
    const third = /** @type {any} */ (await pool.run({ query: 'count(*)', params: {}, documents, sanity }).catch((/** @type {any} */ e) => e));
    expect(third).toBeInstanceOf(PoolBusyError);
    expect(third.statusCode).toBe(503);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    await first;
    await expect(second).resolves.toMatchObject({ result: 80 });
  });

  it('keeps a line of its own for the site`s servers: taken when the visitors` line is full, and run first', async () => {
    pool = createQueryPool({ size: 1, timeoutMs: 400, maxQueue: 1, queueTimeoutMs: 10_000 });
    await pool.run({ query: 'count(*)', params: {}, documents, sanity });
    /** @type {string[]} */
    const order = [];
    const busy = pool.run({ query: NESTED, params: {}, documents, sanity }).catch((/** @type {any} */ e) => e);
    const visitor = pool.run({ query: 'count(*)', params: {}, documents, sanity }).then(() => order.push('visitor'));
    const refused = /** @type {any} */ (await pool.run({ query: 'count(*)', params: {}, documents, sanity }).catch((/** @type {any} */ e) => e));
    expect(refused).toBeInstanceOf(PoolBusyError);
    const server = pool.run({ query: 'count(*)', params: {}, documents, sanity, lane: 'server' }).then(() => order.push('server'));
    await Promise.all([busy, visitor, server]);
    expect(order).toEqual(['server', 'visitor']);
  });

  it('sends a reloaded dataset to the worker before the next query', async () => {
    pool = createQueryPool({ size: 1 });
    await expect(pool.run({ query: 'count(*)', params: {}, documents, sanity })).resolves.toMatchObject({ result: 80 });
    await expect(pool.run({ query: 'count(*)', params: {}, documents: documents.slice(0, 3), sanity })).resolves.toMatchObject({ result: 3 });
  });
});
