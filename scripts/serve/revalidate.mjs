// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientOf, createFailureCounter } from './failureCounter.mjs';

/**
 * Wrong secrets one client may send per window before it is made to wait: a webhook with the right
 * secret never comes near it, a guesser gets a handful of tries a minute instead of thousands.
 */
export const REVALIDATE_FAILURES = { max: 5, windowMs: 60_000 };

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A check that a request comes from whoever may purge: `true` accepts it. It must not await, so a
 * guess is checked and counted in one step. More kinds of proof (a Sanity webhook signature over
 * the body) are more checks in the list `registerRevalidate` builds.
 * @typedef {(request: import('fastify').FastifyRequest) => boolean} RevalidateCheck
 */

/**
 * `Authorization: Bearer <secret>`, compared in constant time: both sides are hashed first, so
 * neither the content nor the length of the secret shows in how long a wrong guess takes.
 * @param {string} secret
 * @returns {RevalidateCheck}
 */
export function bearerSecret(secret) {
  const expected = digest(secret);
  return (request) => {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
    return match !== null && timingSafeEqual(digest(match[1]), expected);
  };
}

/**
 * `POST /api/revalidate`: a content webhook (Sanity's, or any) drops every rendered page so an edit
 * shows at once. 503 while no secret is configured; 400 to a secret in the URL (logs and proxies
 * keep URLs); 401 to a missing or wrong secret; 429 + Retry-After once a client (an IPv4 address,
 * an IPv6 /64) has sent too many wrong ones in a window (failures only, per address: nobody else's guessing and no
 * success of its own ever slows a client down).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ secret?: string, purge: () => void, failures?: { max: number, windowMs: number }, now?: () => number }} options
 */
export function registerRevalidate(app, { secret, purge, failures = REVALIDATE_FAILURES, now }) {
  /** @type {RevalidateCheck[]} */
  const checks = secret ? [bearerSecret(secret)] : [];
  const counter = createFailureCounter({ ...failures, now });

  app.post('/api/revalidate', async (request, reply) => {
    if (checks.length === 0) return reply.code(503).send({ error: 'Revalidation is not configured (set REVALIDATE_SECRET).' });
    if (Object.hasOwn(/** @type {object} */ (request.query ?? {}), 'secret')) {
      return reply.code(400).send({ error: 'The secret is not accepted in the URL, where logs keep it. Send it as "Authorization: Bearer <secret>".' });
    }
    const client = clientOf(request.ip);
    const wait = counter.retryAfterSeconds(client);
    if (wait > 0) {
      return reply.code(429).header('Retry-After', String(wait)).send({ error: `Too many wrong secrets from this address. Try again in ${wait} s.` });
    }
    if (!checks.some((check) => check(request))) {
      counter.fail(client);
      return reply.code(401).send({ error: 'Wrong or missing secret. Send it as "Authorization: Bearer <secret>".' });
    }
    purge();
    return { revalidated: true, at: new Date().toISOString() };
  });
}
