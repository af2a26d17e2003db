// @ts-check

/** More encodes are waiting than the service will queue: answer 503 with Retry-After. */
export class EncoderBusyError extends Error {
  constructor() {
    super('The image service is busy; retry in a moment');
    this.retryAfterSeconds = 2;
  }
}

/**
 * Runs at most `concurrency` tasks at once and queues up to `maxQueue` more. sharp encodes on
 * libuv's shared thread pool (4 threads), the same one file reads use: unbounded parallel encodes
 * starve every static file the process serves.
 * @param {{ concurrency: number; maxQueue: number }} options
 */
export function createEncodeLimiter({ concurrency, maxQueue }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxQueue) throw new EncoderBusyError();
        await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: waiting.length }),
  };
}
