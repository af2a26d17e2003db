// @ts-check
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Signer } from '@fastify/cookie';

/** The release page's session cookie, scoped to the page's own paths. */
export const SESSION_COOKIE = 'release_session';
/** A session lasts a working day; then the release manager logs in again. */
export const SESSION_TTL_MS = 8 * 3600_000;
/** The header every action must carry: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/** @typedef {{ id: string, name: string, csrf: string, exp: number }} Session */

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Sessions of the release page, kept on the server (`trustRecords`): the cookie only names one (its
 * random id, signed with the page's secret by the same `@fastify/cookie` Signer as the preview pass),
 * and the record decides. Logout, expiry, `npm run sessions -- revoke` and a change of the account's
 * password end a session at once, so a copy of the cookie taken earlier opens nothing. The CSRF token
 * is new at every login, so a token from an earlier session (another tab, before a re-login) is stale.
 * `records`: the store's sessions (`@site/gateway` Store `trust.sessions`), or the files' trust records.
 * @param {{ secret: string, secure: boolean, records: import('@site/gateway').TrustStore['sessions'] | import('@site/gateway').TrustRecords['sessions'], accounts: Map<string, Buffer>, now?: () => number, ttlMs?: number }} options
 */
export function createSessions({ secret, secure, records, accounts, now = Date.now, ttlMs = SESSION_TTL_MS }) {
  const signer = new Signer(secret);
  // Strict: the browser never sends it with a request another site started.
  const cookieOptions = /** @type {const} */ ({ path: '/_releases', httpOnly: true, sameSite: 'strict', secure });
  /**
   * Which password a session was opened with, keyed with the page's secret so the record reveals
   * nothing of it: another password for the name (or no account any more) ends the session.
   * @param {string} name
   */
  const credentialOf = (name) => {
    const password = accounts.get(name);
    return password ? createHmac('sha256', secret).update(password).digest('base64url') : undefined;
  };
  return {
    /**
     * A new session for `name`: its record kept, its cookie set on `reply`.
     * @param {import('fastify').FastifyReply} reply @param {string} name
     * @returns {Promise<Session>}
     */
    async issue(reply, name) {
      const id = randomBytes(32).toString('base64url');
      const session = { id, name, csrf: randomBytes(24).toString('base64url'), exp: now() + ttlMs };
      await records.create({ id, name, csrf: session.csrf, credential: credentialOf(name) ?? '', createdAt: now(), expiresAt: session.exp });
      reply.setCookie(SESSION_COOKIE, signer.sign(id), { ...cookieOptions, expires: new Date(session.exp) });
      return session;
    },
    /**
     * The request's session, or undefined when the cookie is missing or tampered with, or its record
     * is ended, expired or was opened with another password.
     * @param {import('fastify').FastifyRequest} request
     * @returns {Promise<Session | undefined>}
     */
    async read(request) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 256) return undefined;
      const { valid, value } = signer.unsign(token);
      if (!valid || !value) return undefined;
      const record = await records.open(value);
      if (!record) return undefined;
      if (record.credential !== credentialOf(record.name)) {
        await records.end(record.id, 'password changed');
        return undefined;
      }
      return { id: record.id, name: record.name, csrf: record.csrf, exp: record.expiresAt };
    },
    /**
     * Ends the session on the server and drops its cookie.
     * @param {import('fastify').FastifyReply} reply @param {Session} session
     */
    async end(reply, session) {
      await records.end(session.id, 'logout');
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
