// @ts-check
import http from 'node:http';

/**
 * How long any local service (gateway, content service, form relay, chat service) waits for a whole
 * request, headers and body, before it answers 408 and closes the connection. The site's largest
 * request is a 64 KiB form or query; a client that trickles a body a byte at a time would otherwise
 * hold a socket (and a parser) for as long as it likes. Handling time is not counted: the clock stops
 * once the request has arrived.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The 408's reason when a service does not give its own. */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please send it again.';

/**
 * The Fastify server options that bound a request's arrival. Node checks running requests every
 * `connectionsCheckingInterval` (30 s by default, which would let a 10 s limit run to 40 s), so the
 * check runs at a quarter of the limit: a short limit in a test is kept just as closely.
 * Node raises the time-out as a client error; the handler answers it with 408 and `timeoutBody`
 * (each service's own error shape) and every other client error as Fastify would.
 * @param {{ timeoutMs?: number, timeoutBody?: unknown }} [options]
 */
export function requestTimeoutOptions({ timeoutMs = REQUEST_TIMEOUT_MS, timeoutBody = { error: REQUEST_TIMEOUT_MESSAGE } } = {}) {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error(`requestTimeoutOptions: a positive number of milliseconds, got ${timeoutMs}`);
  const timeoutJson = JSON.stringify(timeoutBody);
  return {
    requestTimeout: timeoutMs,
    // Headers are part of the request: they get no longer than the whole of it.
    http: { connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeoutMs / 4))), headersTimeout: timeoutMs },
    /**
     * @param {Error & { code?: string }} error
     * @param {import('node:stream').Duplex} socket
     */
    clientErrorHandler(error, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, body] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, timeoutJson]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, JSON.stringify({ error: 'The request headers are too large.' })]
          : [400, JSON.stringify({ error: 'Malformed request.' })];
      // An answer already begun on this socket (e.g. an early 413) must not get a second one mixed in.
      const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (/** @type {unknown} */ (socket))._httpMessage;
      if (socket.writable && !answering?.headersSent) {
        socket.write(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
          + `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  };
}
