// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createClientBudget, createRenderGate, RenderBusyError } from './renderGate.mjs';

/** A task that finishes when the test says so. */
function held() {
  /** @type {(value?: unknown) => void} */
  let finish = () => {};
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe('render gate', () => {
  it('runs at most `concurrency` renders, queues `queue` more and refuses the rest at once', async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 1 });
    const first = held();
    const running = [gate.run(first.task), gate.run(first.task)];
    const queued = gate.run(async () => 'queued');
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(1);
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(RenderBusyError);
    first.finish();
    await Promise.all(running);
    expect(await queued).toBe('queued');
    expect(gate.active).toBe(0);
  });

  it('frees the slot of a render that fails', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('per-client render allowance', () => {
  it('allows a burst, then refills at the rate, and tells how long to wait', () => {
    let now = 0;
    const budget = createClientBudget({ burst: 3, perSecond: 1, now: () => now });
    for (let i = 0; i < 3; i += 1) expect(budget.take('10.0.0.1').ok).toBe(true);
    expect(budget.take('10.0.0.1')).toEqual({ ok: false, retryAfterS: 1 });
    // Another client is untouched.
    expect(budget.take('10.0.0.2').ok).toBe(true);
    now = 1_000;
    expect(budget.take('10.0.0.1').ok).toBe(true);
    expect(budget.take('10.0.0.1').ok).toBe(false);
  });
});
