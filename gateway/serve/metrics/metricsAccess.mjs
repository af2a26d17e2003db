// @ts-check
// Who may read `/metrics`: a process on this machine, by the socket it connected from (no header
// can say so), or a holder of a metrics token (`npm run tokens -- create <name> --metrics`,
// docs/decisions/0006). A proxy on this machine connects from loopback too: one that forwards for
// others says so (`X-Forwarded-For`, `Forwarded`) and is then treated as the others; Varnish also
// refuses the path itself (deploy/varnish/site.vcl).
import { checkMetricsToken } from '../../release/teamTokens.mjs';
import { clientOf, createFailureCounter } from '../client/failureCounter.mjs';

/** Wrong tokens a client may send per window before it must wait, as wrong release-page logins. */
export const METRICS_TOKEN_FAILURES = { max: 5, windowMs: 60_000 };

/** @param {string | undefined} address a socket's remote address */
export const isLoopback = (address) => address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * @param {{ tokens: import('../../store/store.mjs').TrustStore['tokens'], now?: () => number }} options
 */
export function createMetricsAccess({ tokens, now = Date.now }) {
  const failures = createFailureCounter({ ...METRICS_TOKEN_FAILURES, now });
  return {
    /**
     * Whether the request may read the metrics; when not, the refusal is sent: 401 with
     * `WWW-Authenticate: Bearer` and no body (nothing about the gateway to read there), or 429 with
     * `Retry-After` after too many wrong tokens from the client.
     * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
     */
    async allows(request, reply) {
      const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
      if (isLoopback(request.socket.remoteAddress) && !forwarded) return true;
      const client = clientOf(request.ip);
      const wait = failures.retryAfterSeconds(client);
      if (wait > 0) {
        reply.code(429).header('Retry-After', String(wait)).send();
        return false;
      }
      const authorization = request.headers.authorization;
      const match = authorization === undefined ? null : /^Bearer ([^\s]{1,200})$/.exec(authorization);
      if (match && (await checkMetricsToken(tokens, match[1]))) return true;
      // Only a token that was sent and wrong counts: a scrape without one guesses nothing.
      if (authorization !== undefined) failures.fail(client);
      reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send();
      return false;
    },
  };
}
