// @ts-check
// The phone's radio link for the bench's phone rows: one HTTP proxy that every request of the browser
// goes through (`--proxy-server`, loopback included), which lets what it sends back out at the
// downlink's rate, shared by every connection as one radio link is, and one round trip late.
// Chromium's own network emulation (DevTools) throttles what a page asks for, but not what a
// `103 Early Hints` makes the browser fetch: measured through it, hinted files arrive at loopback
// speed (the boot's ~175 KiB in ~0.1 s, where 1.6 Mbps takes ~0.9 s), which flatters the edge.
import http from 'node:http';
import { createProxy } from 'proxy';

/** Bytes let out at a time: a piece arrives as the link carries it, not all at the end of a long write. */
const PIECE = 4096;

/**
 * Starts the link. Its round trip is paid on the way back (a request's bytes are small, and the
 * upload is not limited): a connection's set-up (the proxy's answer to CONNECT, or, for plain HTTP,
 * one more round trip before its first answer), a TLS handshake and each response each cost one
 * `latencyMs`, as on the phone.
 * @param {{ latencyMs: number, downloadBytesPerS: number }} profile
 * @returns {Promise<{ proxy: string, close: () => Promise<void> }>} `proxy`: Chromium's `--proxy-server`
 */
export async function startPhoneLink({ latencyMs, downloadBytesPerS }) {
  // When the shared downlink is next free: each piece waits for the ones before it, whatever connection they are on.
  let freeAt = 0;
  /** When a piece of `bytes` sent now has arrived. @param {number} bytes */
  const arrival = (bytes) => {
    freeAt = Math.max(performance.now(), freeAt) + (bytes * 1000) / downloadBytesPerS;
    return freeAt + latencyMs;
  };
  const server = createProxy(http.createServer());
  /** @type {WeakMap<import('node:net').Socket, () => void>} */
  const connectFirst = new WeakMap();
  server.on('connection', (socket) => connectFirst.set(socket, shapeDown(socket, arrival, latencyMs)));
  // Plain HTTP is asked of the proxy itself: its connection's TCP round trip comes before the first answer.
  server.on('request', (request) => connectFirst.get(request.socket)?.());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    proxy: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * Everything written to `socket` (the browser's side) leaves at `arrival`'s time, in order; its end
 * after its last byte. Returns what delays its first byte by one more round trip (a connection's
 * set-up), once.
 * @param {import('node:net').Socket} socket @param {(bytes: number) => number} arrival @param {number} latencyMs
 * @returns {() => void}
 */
export function shapeDown(socket, arrival, latencyMs) {
  let setUp = 0;
  let written = false;
  const write = socket.write.bind(socket);
  const end = socket.end.bind(socket);
  /** @type {{ due: number, piece?: Buffer }[]} a piece, or the end (no piece) */
  const queue = [];
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const pump = () => {
    timer = undefined;
    while (queue.length && queue[0].due <= performance.now()) {
      const { piece } = /** @type {{ due: number, piece?: Buffer }} */ (queue.shift());
      if (socket.destroyed) return;
      if (piece) write(piece);
      else end();
    }
    if (queue.length) timer = setTimeout(pump, Math.max(0, queue[0].due - performance.now()));
  };
  const enqueue = (/** @type {Buffer | undefined} */ piece) => {
    const due = piece ? arrival(piece.length) + (written ? 0 : setUp) : (queue.at(-1)?.due ?? performance.now());
    written = true;
    queue.push({ due: Math.max(due, queue.at(-1)?.due ?? 0), piece });
    if (!timer) pump();
  };
  socket.write = /** @type {typeof socket.write} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'));
      for (let at = 0; at < bytes.length; at += PIECE) enqueue(bytes.subarray(at, at + PIECE));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }
  );
  socket.end = /** @type {typeof socket.end} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
      if (chunk && typeof chunk !== 'function') socket.write(chunk, encoding);
      enqueue(undefined);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      if (done) socket.once('finish', done);
      return socket;
    }
  );
  socket.once('close', () => clearTimeout(timer));
  return () => {
    if (!written) setUp = latencyMs;
  };
}
