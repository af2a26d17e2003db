// @ts-check
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { Signer } from '@fastify/cookie';

/** The release page's session cookie, scoped to the page's own paths. */
export const SESSION_COOKIE = 'release_session';
/** A session lasts a working day; then the release manager logs in again. */
export const SESSION_TTL_MS = 8 * 3600_000;
/** The header every action must carry: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/** @typedef {{ name: string, csrf: string, exp: number }} Session */

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Sessions of the release page: a cookie holding `{ name, csrf, exp }`, signed (HMAC-SHA-256, the
 * same `@fastify/cookie` Signer as the preview pass) with the page's secret. The CSRF token is new at
 * every login, so a token from an earlier session (another tab, before a re-login) is stale.
 * @param {{ secret: string, secure: boolean, now?: () => number, ttlMs?: number }} options
 */
export function createSessions({ secret, secure, now = Date.now, ttlMs = SESSION_TTL_MS }) {
  const signer = new Signer(secret);
  // Strict: the browser never sends it with a request another site started.
  const cookieOptions = /** @type {const} */ ({ path: '/_releases', httpOnly: true, sameSite: 'strict', secure });
  return {
    /**
     * A new session for `name`: its cookie set on `reply`, its CSRF token returned.
     * @param {import('fastify').FastifyReply} reply @param {string} name
     * @returns {Session}
     */
    issue(reply, name) {
      const session = { name, csrf: randomBytes(24).toString('base64url'), exp: now() + ttlMs };
      const token = signer.sign(Buffer.from(JSON.stringify(session)).toString('base64url'));
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: new Date(session.exp) });
      return session;
    },
    /**
     * The request's session, or undefined when the cookie is missing, tampered with or expired.
     * @param {import('fastify').FastifyRequest} request
     * @returns {Session | undefined}
     */
    read(request) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 2048) return undefined;
      const { valid, value } = signer.unsign(token);
      if (!valid || !value) return undefined;
      try {
        const session = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
        if (typeof session?.name !== 'string' || typeof session.csrf !== 'string' || typeof session.exp !== 'number') return undefined;
        return session.exp > now() ? session : undefined;
      } catch {
        return undefined;
      }
    },
    /** @param {import('fastify').FastifyReply} reply */
    clear(reply) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    /**
     * Whether the request carries the session's CSRF token, compared in constant time.
     * @param {import('fastify').FastifyRequest} request @param {Session} session
     */
    csrfMatches(request, session) {
      const sent = request.headers[CSRF_HEADER];
      return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(session.csrf));
    },
  };
}
