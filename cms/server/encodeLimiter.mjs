// @ts-check
import { createBoundedConcurrency } from '@site/shared/tooling/nodeServer.mjs';

/** More encodes are waiting than the service will queue: answer 503 with Retry-After. */
export class EncoderBusyError extends Error {
  constructor() {
    super('The image service is busy; retry in a moment');
    this.retryAfterSeconds = 2;
  }
}

/**
 * Runs at most `concurrency` encodes at once and queues up to `maxQueue` more. sharp encodes on
 * libuv's shared thread pool (4 threads), the same one file reads use: unbounded parallel encodes
 * starve every static file the process serves.
 * @param {{ concurrency: number; maxQueue: number }} options
 */
export function createEncodeLimiter({ concurrency, maxQueue }) {
  const limiter = createBoundedConcurrency({ concurrency, queue: maxQueue, busy: () => new EncoderBusyError() });
  return { run: limiter.run, stats: () => ({ running: limiter.active, queued: limiter.queued }) };
}
