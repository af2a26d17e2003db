// @ts-check
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shapeDown } from './phoneLink.mjs';

/** A socket's writing side as the link sees it: what reached the wire, and when (the fake clock's ms). */
function wire() {
  const socket = Object.assign(new EventEmitter(), {
    destroyed: false,
    /** @type {{ at: number, bytes: number }[]} */
    arrived: [],
    ended: -1,
    /** @param {Buffer} piece */
    write(piece) {
      socket.arrived.push({ at: performance.now(), bytes: piece.length });
      return true;
    },
    end() {
      socket.ended = performance.now();
      return socket;
    },
  });
  return socket;
}

describe("the phone's link", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets bytes out at the downlink rate, shared by every connection, a round trip late, the end after the last byte', async () => {
    // 100 KB/s and 50 ms: 10 ms per KB.
    let freeAt = 0;
    const arrival = (/** @type {number} */ bytes) => {
      freeAt = Math.max(performance.now(), freeAt) + bytes / 100;
      return freeAt + 50;
    };
    const [a, b] = [wire(), wire()];
    shapeDown(/** @type {any} */ (a), arrival, 50);
    const setUpB = shapeDown(/** @type {any} */ (b), arrival, 50);
    setUpB();
    a.write(Buffer.alloc(8192));
    a.end();
    b.write(Buffer.alloc(4096));
    await vi.advanceTimersByTimeAsync(1000);
    const start = performance.now() - 1000;
    // a's two pieces, then b's behind them on the same link, b's first byte one more round trip late (its connection's set-up).
    expect(a.arrived.map((piece) => Math.round(piece.at - start))).toEqual([91, 132]);
    expect(Math.round(a.ended - start)).toBe(132);
    expect(b.arrived.map((piece) => Math.round(piece.at - start))).toEqual([223]);
  });
});
