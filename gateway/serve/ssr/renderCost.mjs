// @ts-check
import { AsyncLocalStorage, createHook, executionAsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * What a render itself costs: the main-thread time spent running its own code (its synchronous start
 * and every callback and promise reaction of its async context: React's work slices, continuations,
 * timers), not the time it waited on I/O or behind other renders. Two versions of a remote render
 * concurrently in one process (a canary), so the wall clock of one render includes the other's work.
 *
 * How: a meter per measurement lives in an AsyncLocalStorage; an async hook tags each async resource
 * created in a meter's context with that meter (`init`), and times each callback of a tagged resource
 * (`before` .. `after`) into its meter. The hook includes promise hooks, which slow every promise of
 * the process, so it is enabled only while a measurement runs (cache hits pay nothing).
 */

/** @typedef {{ ms: number, done: boolean, parent: Meter | undefined }} Meter a measurement's running total */
/**
 * @template T
 * @typedef {{ ok: true, value: T, ownMs: number, wallMs: number } | { ok: false, error: unknown, ownMs: number, wallMs: number }} Measured
 */

/** @type {AsyncLocalStorage<Meter>} */
const meters = new AsyncLocalStorage();

/** The meter an async resource was created under (a property, as the async_hooks docs do: no map to clean up). */
const METER = Symbol('renderCost.meter');

/** The meters of the callbacks being run, outer ones below; `current` is charged from `since` on. */
/** @type {(Meter | undefined)[]} */
let stack = [];
/** @type {Meter | undefined} */
let current;
let since = 0;
let running = 0;

/** @param {Meter | undefined} meter @param {number} ms */
function charge(meter, ms) {
  // A nested measurement's work is its caller's work too. A finished meter keeps its number: a
  // leftover callback of it (a timer it left behind) changes nothing.
  for (let m = meter; m; m = m.parent) if (!m.done) m.ms += ms;
}

/** Starts charging `meter` (a callback of its begins), pausing whichever was charged. @param {Meter | undefined} meter */
function enter(meter) {
  stack.push(current);
  // Most callbacks while the hook is on are someone else's (other requests): no clock for them.
  if (current === undefined && meter === undefined) return;
  const now = performance.now();
  charge(current, now - since);
  current = meter;
  since = now;
}

/** The callback begun last has returned: its meter stops, the one it paused goes on. */
function leave() {
  const outer = stack.pop();
  if (current === undefined && outer === undefined) return;
  const now = performance.now();
  charge(current, now - since);
  current = outer;
  since = now;
}

const hook = createHook({
  init(_asyncId, _type, _triggerAsyncId, resource) {
    const meter = meters.getStore();
    // Untagged resources stay untouched; a reused one (a parser) that carried a meter loses it.
    if (meter !== undefined || /** @type {any} */ (resource)[METER] !== undefined) /** @type {any} */ (resource)[METER] = meter;
  },
  before() {
    enter(/** @type {any} */ (executionAsyncResource())?.[METER]);
  },
  after() {
    leave();
  },
});

/**
 * Runs `fn` and measures its own cost: `ownMs`, the main-thread milliseconds spent in its synchronous
 * part and in the callbacks of every async resource created in its async context, until the promise
 * it returns settles; `wallMs`, the wall clock from start to settle. Never rejects: what `fn` threw
 * or rejected with comes back as `{ ok: false, error }`, with the cost up to then. A measurement
 * inside another counts in both.
 * @template T @param {() => T | PromiseLike<T>} fn @returns {Promise<Measured<Awaited<T>>>}
 */
export async function measureOwnTime(fn) {
  /** @type {Meter} */
  const meter = { ms: 0, done: false, parent: meters.getStore() };
  if (running++ === 0) hook.enable();
  const started = performance.now();
  try {
    const value = await meters.run(meter, () => {
      // The synchronous part runs in no callback of its own: timed as if it were one.
      enter(meter);
      try {
        return fn();
      } finally {
        leave();
      }
    });
    return { ok: true, value, ownMs: meter.ms, wallMs: performance.now() - started };
  } catch (error) {
    return { ok: false, error, ownMs: meter.ms, wallMs: performance.now() - started };
  } finally {
    meter.done = true;
    if (--running === 0) {
      hook.disable();
      // A callback running now gets no `after`: what it began is forgotten with it.
      stack = [];
      current = undefined;
    }
  }
}

/** Whether the hook is on (a measurement is running): for tests and benchmarks. */
export const measuringNow = () => running > 0;
