// @vitest-environment node
// @ts-check
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { measureOwnTime, hooksEnabled } from './renderCost.mjs';

/** Keeps the thread busy for `ms` (by the clock, so the work is the same on any machine). @param {number} ms */
function busy(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

const nextImmediate = () => new Promise((resolve) => setImmediate(resolve));

/** @template T @param {import('./renderCost.mjs').Measured<T>} measured */
function fulfilled(measured) {
  if (!measured.ok) throw measured.error;
  return measured;
}

describe('measureOwnTime', () => {
  it('counts the work of every slice of the function, not its waits', async () => {
    const measured = fulfilled(
      await measureOwnTime(async () => {
        busy(40);
        await nextImmediate();
        busy(40);
        await Promise.resolve();
        busy(40);
        await sleep(100);
        return 'done';
      }),
    );
    expect(measured.value).toBe('done');
    expect(measured.ownMs).toBeGreaterThanOrEqual(115);
    expect(measured.ownMs).toBeLessThan(measured.wallMs - 50);
  });

  it('charges concurrent work to whoever did it', async () => {
    const heavy = measureOwnTime(async () => {
      for (let slice = 0; slice < 5; slice++) {
        busy(40);
        await nextImmediate();
      }
    });
    const light = measureOwnTime(async () => {
      for (let step = 0; step < 6; step++) {
        busy(1);
        await nextImmediate();
        await Promise.resolve();
      }
    });
    const [h, l] = await Promise.all([heavy, light]);
    // The light one waited behind the heavy one's slices, but did not do them.
    expect(l.wallMs).toBeGreaterThan(150);
    expect(l.ownMs).toBeLessThan(50);
    expect(h.ownMs).toBeGreaterThanOrEqual(190);
  });

  it('counts a nested measurement in its caller too', async () => {
    const outer = fulfilled(
      await measureOwnTime(async () => {
        busy(20);
        const inner = fulfilled(
          await measureOwnTime(async () => {
            await nextImmediate();
            busy(40);
          }),
        );
        await nextImmediate();
        return inner.ownMs;
      }),
    );
    expect(outer.value).toBeGreaterThanOrEqual(38);
    expect(outer.value).toBeLessThan(55);
    expect(outer.ownMs).toBeGreaterThanOrEqual(58);
  });

  it('reports the cost of a function that fails, with what it threw', async () => {
    const failure = new Error('render failed');
    const rejected = await measureOwnTime(async () => {
      busy(30);
      await nextImmediate();
      busy(30);
      throw failure;
    });
    expect(rejected).toMatchObject({ ok: false, error: failure });
    expect(rejected.ownMs).toBeGreaterThanOrEqual(58);

    const thrown = await measureOwnTime(() => {
      busy(20);
      throw failure;
    });
    expect(thrown).toMatchObject({ ok: false, error: failure });
    expect(thrown.ownMs).toBeGreaterThanOrEqual(19);
  });

  it('has its hooks on only while some measurement runs', async () => {
    expect(hooksEnabled()).toBe(false);
    /** @type {(() => void)[]} */
    const finish = [];
    const first = measureOwnTime(() => new Promise((resolve) => finish.push(() => resolve(1))));
    expect(hooksEnabled()).toBe(true);
    const second = measureOwnTime(async () => {
      await nextImmediate();
      throw new Error('failed');
    });
    expect(await second).toMatchObject({ ok: false });
    expect(hooksEnabled()).toBe(true);
    finish[0]();
    expect(await first).toMatchObject({ ok: true, value: 1 });
    expect(hooksEnabled()).toBe(false);

    // A measurement after that turns them on again, and off.
    expect(fulfilled(await measureOwnTime(() => 'sync')).value).toBe('sync');
    expect(hooksEnabled()).toBe(false);
  });
});
