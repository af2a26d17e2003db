// @ts-check

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait for a slot; past that a
 * task is refused at once with `busy()`'s error instead of piling up, so a flood turns into quick
 * refusals rather than a backlog every later caller waits behind. The server renders of the gateway
 * and the image encodes of the content service are both bounded this way.
 * @param {{ concurrency: number, queue: number, busy: () => Error }} options
 */
export function createBoundedConcurrency({ concurrency, queue, busy }) {
  let active = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  const release = () => {
    // The slot is handed straight to the next waiter, so `active` stays counted for it.
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(task) {
      if (active >= concurrency) {
        if (waiting.length >= queue) throw busy();
        await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
