// @ts-check
import { checkToken, clientOf, tokenActor } from '@site/gateway';

/**
 * Who a request acts for: a release manager's session (every remote), or a team's token (its own
 * remotes). `actor` is what the audit log records.
 * @typedef {{ actor: string, remotes: 'all' | readonly string[], session?: import('./session.mjs').Session }} Identity
 */

const NOTHING_CHANGED = 'Nothing changed.';

/**
 * The two ways into the release API. A team's pipeline sends its token as `Authorization: Bearer
 * <token>` (never in a URL, where logs and histories keep it): a header a browser never adds by
 * itself, so a token request needs no CSRF token. A release manager's browser sends the session
 * cookie, and every POST also carries the session's CSRF token. A wrong token counts as a wrong
 * login against the client (the same counter), so a guesser is made to wait either way.
 * @param {{ sessions?: ReturnType<typeof import('./session.mjs').createSessions>, tokens: import('@site/gateway').TrustStore['tokens'] | import('@site/gateway').TrustRecords['tokens'], failures: ReturnType<typeof import('@site/gateway').createFailureCounter>, off: string }} options
 *   `sessions`: undefined when the page has no accounts (then only tokens get in); `off`: what a
 *   request without a token is told then.
 */
export function createIdentities({ sessions, tokens, failures, off }) {
  return {
    /**
     * The request's identity, or undefined once a refusal was sent (401, 403 without the CSRF token, 404 when off, 429).
     * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
     * @returns {Promise<Identity | undefined>}
     */
    async identify(request, reply) {
      const authorization = request.headers.authorization;
      if (authorization !== undefined) {
        const client = clientOf(request.ip);
        const wait = failures.retryAfterSeconds(client);
        if (wait > 0) {
          reply.code(429).header('Retry-After', String(wait)).send({ error: `Too many wrong tokens or logins from this address. Try again in ${wait} s. ${NOTHING_CHANGED}` });
          return undefined;
        }
        const match = /^Bearer ([^\s]{1,200})$/.exec(authorization);
        const team = match ? await checkToken(tokens, match[1]) : undefined;
        if (!team) {
          failures.fail(client);
          reply.code(401).send({ error: `The release token is unknown, revoked or malformed (send "Authorization: Bearer <token>"). ${NOTHING_CHANGED}` });
          return undefined;
        }
        return { actor: tokenActor(team.name), remotes: team.remotes };
      }
      if (!sessions) {
        reply.code(404).send({ error: off });
        return undefined;
      }
      const session = await sessions.read(request);
      if (!session) {
        reply.code(401).send({ error: `Your session has ended: log in again. ${request.method === 'POST' ? NOTHING_CHANGED : ''}`.trim() });
        return undefined;
      }
      if (request.method === 'POST' && !sessions.csrfMatches(request, session)) {
        reply.code(403).send({ error: `This page's security token is stale (you logged in again elsewhere, or it is missing): reload the page and try again. ${NOTHING_CHANGED}` });
        return undefined;
      }
      return { actor: session.name, remotes: 'all', session };
    },
  };
}

/** @param {Identity} identity @param {string} remote */
export const mayActOn = (identity, remote) => identity.remotes === 'all' || identity.remotes.includes(remote);

/**
 * Answers 403 to an identity acting on a remote not its own, and records the attempt.
 * @param {import('fastify').FastifyReply} reply @param {Pick<import('@site/gateway').Store, 'appendAudit'>} store @param {Identity} identity
 * @param {{ action: string, remote: string, version?: string }} attempt
 */
export async function refuseOutOfScope(reply, store, identity, { action, remote, version }) {
  const mine = identity.remotes === 'all' ? 'every remote' : identity.remotes.join(', ');
  const detail = `${identity.actor} may act on ${mine} only, not ${remote}`;
  await store.appendAudit({ actor: identity.actor, action, environment: 'production', remote, from: null, to: version ?? '', reason: null, health: 'not run', result: 'refused', detail });
  return reply.code(403).send({ error: `${detail}. ${NOTHING_CHANGED}` });
}
