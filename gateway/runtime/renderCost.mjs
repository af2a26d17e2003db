// @ts-check
import { AsyncLocalStorage, createHook, executionAsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { promiseHooks } from 'node:v8';

/**
 * What a render itself costs: the main-thread time spent running its own code (its synchronous start
 * and every callback and promise reaction of its async context: React's work slices, continuations,
 * timers), not the time it waited on I/O or behind other renders. Two versions of a remote render
 * concurrently in one process (a canary), so the wall clock of one render includes the other's work.
 *
 * How: a meter per measurement lives in an AsyncLocalStorage; hooks tag each async resource created
 * in a meter's context with that meter (`init`), and time each callback of a tagged resource
 * (`before` .. `after`) into its meter. Promises are followed with V8's promise hooks, the rest
 * (immediates, timers, ticks, sockets) with an async hook that leaves promises alone: async_hooks'
 * own promise tracking costs every promise of the process about three times as much
 * (scripts/bench/renderCostBench.mjs). Even so every promise pays while the hooks are on, so they
 * are on only while a measurement runs (cache hits pay nothing).
 *
 * Not counted, or counted elsewhere: work in callbacks of resources created outside the measured
 * context, though done for it (a pooled keep-alive socket's reads and HTTP parsing: undici's, for a
 * content query on a connection another request opened); time outside any callback (the event loop,
 * GC between callbacks); work on other threads (the thread pool). Counted though not its own: GC
 * pauses and OS preemption during its callbacks (the clock is the wall clock inside them). Work
 * after the promise of `fn` settles is not counted.
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

/** @param {any} resource a promise or another async resource, just created */
function tag(resource) {
  const meter = meters.getStore();
  // Untagged resources stay untouched; a reused one (a parser) that carried a meter loses it.
  if (meter === undefined && resource[METER] === undefined) return;
  try {
    resource[METER] = meter;
  } catch {
    // A frozen resource stays untagged: a throw in a hook would end the process. (Not Reflect.set:
    // it made measured work twice as slow.)
  }
}

// `trackPromises` is Node >= 24.14; before, the option is ignored and promises are seen by both
// hooks: the times stay right (the same meter entered twice), only slower.
const resourceHook = createHook(
  /** @type {import('node:async_hooks').HookCallbacks} */ ({
    trackPromises: false,
    init: (_asyncId, _type, _triggerAsyncId, resource) => tag(resource),
    before: () => enter(/** @type {any} */ (executionAsyncResource())?.[METER]),
    after: leave,
  }),
);

/** @type {(() => void) | undefined} stops the promise hooks while they are on */
let stopPromiseHooks;

function hooksOn() {
  resourceHook.enable();
  stopPromiseHooks = /** @type {() => void} */ (promiseHooks.createHook({ init: tag, before: (promise) => enter(/** @type {any} */ (promise)[METER]), after: leave }));
}

function hooksOff() {
  stopPromiseHooks?.();
  stopPromiseHooks = undefined;
  resourceHook.disable();
  // A callback running now gets no `after`: what it began is forgotten with it.
  stack = [];
  current = undefined;
}

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
  if (running++ === 0) hooksOn();
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
    if (--running === 0) hooksOff();
  }
}

/** Whether the hooks are on (while a measurement runs): for tests and benchmarks. */
export const hooksEnabled = () => stopPromiseHooks !== undefined;
