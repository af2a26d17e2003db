// @ts-check
/**
 * What `measureOwnTime` (gateway/runtime/renderCost.mjs) costs the rest of the process: its hooks
 * (V8's promise hooks and an async hook) are on while any measurement runs, and then every promise,
 * timer and callback of the process pays for them. A promise-heavy workload is timed in rounds, the conditions
 * interleaved so drift hits all alike:
 *   off        nothing measured (the hook is off: what a cache hit sees)
 *   elsewhere  another call is being measured meanwhile (the workload is someone else's)
 *   measured   the workload itself is measured
 *   bare hook  an empty async_hooks createHook with promise tracking: the floor of any design built on
 *              it alone (what renderCost.mjs does instead is cheaper than this floor)
 * Run: node scripts/bench/renderCostBench.mjs [rounds] (a benchmark, not a test)
 */
import { createHook } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { hooksEnabled, measureOwnTime } from '@site/gateway';

const ROUNDS = Number(process.argv[2] ?? 15);

/** Many small async functions awaiting each other, some fan-out, an immediate now and then: a render's shape without its work. */
async function workload() {
  let sum = 0;
  const leaf = async (/** @type {number} */ i) => {
    await null;
    return i;
  };
  for (let batch = 0; batch < 1000; batch++) {
    for (let i = 0; i < 50; i++) sum += await leaf(i);
    sum += (await Promise.all(Array.from({ length: 20 }, (_, i) => leaf(i).then((v) => v + 1)))).length;
    if (batch % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return sum;
}

/** @param {() => Promise<unknown>} run */
async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const emptyHook = createHook({ init() {}, before() {}, after() {} });

/** @type {Record<string, () => Promise<number>>} */
const conditions = {
  off: () => timed(workload),
  elsewhere: async () => {
    /** @type {(value?: unknown) => void} */
    let release = () => {};
    const other = measureOwnTime(() => new Promise((resolve) => (release = resolve)));
    const ms = await timed(workload);
    release();
    await other;
    return ms;
  },
  measured: () => timed(() => measureOwnTime(workload)),
  'bare hook': async () => {
    emptyHook.enable();
    const ms = await timed(workload);
    emptyHook.disable();
    return ms;
  },
};

/** @type {Record<string, number[]>} */
const samples = Object.fromEntries(Object.keys(conditions).map((name) => [name, []]));
for (let round = -2; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(conditions)) {
    const ms = await run();
    if (round >= 0) samples[name].push(ms); // the first rounds warm the JIT
  }
}
if (hooksEnabled()) throw new Error('a measurement was left running');

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const base = median(samples.off);
console.log(`promise-heavy workload (${ROUNDS} rounds, median; ~${(1000 * 91).toLocaleString()} promises and reactions a run), Node ${process.version}`);
for (const [name, values] of Object.entries(samples)) {
  const ms = median(values);
  console.log(`  ${name.padEnd(10)} ${ms.toFixed(2).padStart(7)} ms   ${name === 'off' ? '' : `+${(((ms - base) / base) * 100).toFixed(0)}%`}`);
}
