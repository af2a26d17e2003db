// @ts-check
import httpProxy from '@fastify/http-proxy';
import { withoutHopByHop } from './hopByHop.mjs';

/**
 * Largest body the gateway forwards to an API. The chat service takes 16 KiB; checking here answers
 * a clean 413 up front instead of streaming a megabyte into a socket the service has already closed.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The gateway waits this long for an API's answer. The browser gives the chat 10 s; the gateway's
 * own bound only has to be finite, so a hung service costs a socket, not a socket forever.
 */
export const API_TIMEOUT_MS = 15_000;

/** How long a visitor's client should wait before trying a service that is down again. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The status and public message for a failed upstream call. Nothing of the cause (codes, addresses,
 * stack) reaches the body; the log has it.
 * @param {{ statusCode?: number; code?: string; cause?: { code?: string } }} error
 */
export function upstreamFailure(error) {
  const code = error.cause?.code ?? error.code ?? '';
  if (error.statusCode === 504 || /TIMEOUT/.test(code)) {
    return { status: 504, message: 'The service took too long to answer. Please try again.' };
  }
  // Refused, reset, unreachable: the service is down or restarting, which a retry later may fix.
  if (error.statusCode === 503 || /ECONNREFUSED|ENOTFOUND|ECONNRESET|EHOSTUNREACH|UND_ERR_SOCKET/.test(code)) {
    return { status: 503, message: 'The service is unavailable right now. Please try again shortly.', retryAfter: RETRY_AFTER_SECONDS };
  }
  return { status: 502, message: 'The service answered with an error. Please try again.' };
}

/**
 * `/api/*` passed through to the chat service with clean errors: 413 for a body over the limit,
 * 411 for a body of unknown length, `Expect: 100-continue` answered here (undici refuses to forward
 * it), 502/503/504 for a service that fails, is down or hangs. Hop-by-hop headers stay on their own
 * hop in both directions (reply-from drops only `Connection` and what it names on the way in, and
 * copies the service's answer headers as they are).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ upstream: string; timeoutMs?: number; log?: (line: string) => void }} options
 */
export async function registerApiProxy(app, { upstream, timeoutMs = API_TIMEOUT_MS, log = () => {} }) {
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    preHandler: async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const length = request.headers['content-length'];
      if (length === undefined) {
        if (request.headers['transfer-encoding']) {
          return reply.code(411).send({ error: 'Send the request with a Content-Length.' });
        }
        return;
      }
      if (Number(length) > API_BODY_LIMIT_BYTES) {
        return reply.code(413).send({ error: `The request body is too large (at most ${API_BODY_LIMIT_BYTES} bytes).` });
      }
    },
    replyOptions: {
      timeout: timeoutMs,
      // The chat service rate-limits per visitor, so it must see who the visitor is. Node answered
      // any `Expect: 100-continue` already; passing it on makes undici refuse the request.
      rewriteRequestHeaders: (request, headers) => {
        // reply-from already dropped the client's Connection header and what it named: check the
        // client's own list too.
        const { expect: _expect, ...rest } = withoutHopByHop({ ...headers, connection: request.headers.connection });
        return { ...rest, 'x-forwarded-for': request.ip };
      },
      // The gateway's own connection to the client decides Connection and Keep-Alive (and framing).
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      onError: (reply, { error }) => {
        const failure = upstreamFailure(/** @type {any} */ (error));
        log(`[api] ${reply.request.method} ${reply.request.url}: ${failure.status} (${/** @type {any} */ (error).cause?.code ?? /** @type {any} */ (error).code ?? error.message})`);
        if (failure.retryAfter) reply.header('Retry-After', String(failure.retryAfter));
        reply.code(failure.status).send({ error: failure.message });
      },
    },
  });
}
