// @vitest-environment node
// @ts-check
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStreams, KEEPALIVE_MS, MAX_QUEUED_BYTES } from './eventStreams.mjs';

/**
 * A response as the streams see it, read by a reader that reads (what is written reaches the socket
 * at once) until `stop()`, after which it queues.
 */
function response() {
  let reading = true;
  const raw = Object.assign(new EventEmitter(), {
    writableLength: 0,
    socket: { bytesWritten: 0 },
    written: /** @type {string[]} */ ([]),
    destroyed: false,
    writeHead: () => raw,
    /** @param {string} chunk */
    write(chunk) {
      raw.written.push(chunk);
      if (reading) raw.socket.bytesWritten += chunk.length;
      else raw.writableLength += chunk.length;
      return true;
    },
    /** @param {string} [chunk] */
    end(chunk) {
      if (chunk) raw.written.push(chunk);
      raw.emit('close');
    },
    destroy() {
      raw.destroyed = true;
      raw.emit('close');
    },
    stop() {
      reading = false;
    },
  });
  return raw;
}
/** @param {ReturnType<typeof response>} raw */
const asResponse = (raw) => /** @type {import('node:http').ServerResponse} */ (/** @type {unknown} */ (raw));

describe('event streams and their caps', () => {
  it('sends a visitor past its address cap or the total away, never a holder of the servers\' token', () => {
    const streams = createEventStreams({ perAddress: 1, total: 2 });
    expect(streams.open(asResponse(response()), '203.0.113.7')).toBeDefined();
    const second = response();
    expect(streams.open(asResponse(second), '203.0.113.7')).toBeUndefined();
    expect(second.written.join('')).toContain('Too many open live streams from this address');
    expect(streams.open(asResponse(response()), '203.0.113.8')).toBeDefined();
    const crowd = response();
    expect(streams.open(asResponse(crowd), '203.0.113.9')).toBeUndefined();
    expect(crowd.written.join('')).toContain('event: goaway');
    // The site's own gateway, however full the endpoint: it purges by what it hears.
    expect(streams.open(asResponse(response()), undefined)).toBeDefined();
    expect(streams.size).toBe(3);
  });

  describe('a reader that stops reading', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is dropped at a keepalive once its bytes have waited a whole keepalive, with no event sent', () => {
      const streams = createEventStreams({ perAddress: 4, total: 10 });
      const stalled = response();
      const reading = response();
      stalled.stop();
      for (const raw of [stalled, reading]) streams.open(asResponse(raw), '203.0.113.7')?.send('welcome', {});
      vi.advanceTimersByTime(KEEPALIVE_MS);
      // Its welcome waited a whole keepalive without a byte reaching its socket.
      expect(stalled.destroyed).toBe(true);
      // One that reads is kept, however long nothing but keepalives is sent; once it stops, its
      // next keepalive waits and it goes at the one after.
      vi.advanceTimersByTime(KEEPALIVE_MS * 3);
      expect(reading.destroyed).toBe(false);
      reading.stop();
      vi.advanceTimersByTime(KEEPALIVE_MS);
      expect(reading.destroyed).toBe(false);
      vi.advanceTimersByTime(KEEPALIVE_MS);
      expect(reading.destroyed).toBe(true);
      expect(streams.size).toBe(0);
    });

    it('is dropped at once when an event would queue past the bound', () => {
      const streams = createEventStreams({ perAddress: 4, total: 10 });
      const raw = response();
      const stream = streams.open(asResponse(raw), '203.0.113.7');
      raw.stop();
      raw.writableLength = MAX_QUEUED_BYTES + 1;
      stream?.send('message', { tags: ['a'] }, 'e1');
      expect(raw.destroyed).toBe(true);
    });
  });
});
