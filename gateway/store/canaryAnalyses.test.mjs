// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { failedInARow, waitedInARow } from './canaryAnalyses.mjs';

describe('failed intervals in a row', () => {
  it('counts the fails at the end, back to the last pass or wait', () => {
    const of = (/** @type {string} */ statuses) => failedInARow([...statuses].map((s) => ({ status: /** @type {any} */ ({ p: 'pass', f: 'fail', w: 'wait' })[s] })));
    expect([of(''), of('p'), of('f'), of('ff'), of('fpf'), of('pff'), of('ffw')]).toEqual([0, 0, 1, 2, 1, 2, 0]);
  });
});

describe('waiting intervals in a row', () => {
  it('counts the waits at the end, back to the last pass or fail', () => {
    const of = (/** @type {string} */ statuses) => waitedInARow([...statuses].map((s) => ({ status: /** @type {any} */ ({ p: 'pass', f: 'fail', w: 'wait' })[s] })));
    expect([of(''), of('w'), of('www'), of('wfw'), of('pww'), of('wwf')]).toEqual([0, 1, 3, 1, 2, 0]);
  });
});
