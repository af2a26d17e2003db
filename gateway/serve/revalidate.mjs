// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { clientOf, createFailureCounter } from './client/failureCounter.mjs';
import { changedDocument } from './revalidationTargets.mjs';

/**
 * Wrong secrets one client may send per window before it is made to wait: a webhook with the right
 * secret never comes near it, a guesser gets a handful of tries a minute instead of thousands.
 */
export const REVALIDATE_FAILURES = { max: 5, windowMs: 60_000 };

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();

/** A webhook body is a document's projection: small. */
export const REVALIDATE_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A signed webhook dated further than this from now is refused (Stripe's tolerance: Sanity documents
 * none), and one inside it is acted on once: its signature and its `idempotency-key` are remembered
 * for twice this long, the whole time a timestamp this far in the future stays acceptable.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** The header Sanity sends with every delivery, the same on each retry of it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A check that a request comes from whoever may purge: `true` accepts it.
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
 * Sanity's webhook signature (`sanity-webhook-signature: t=<ms>,v1=<hmac>`) over the raw body, as
 * `@sanity/webhook` computes it, compared in constant time (hashes of both sides). A timestamp
 * further than `SIGNATURE_MAX_AGE_MS` from now is refused, so a captured delivery cannot be replayed later.
 * @param {string} secret
 * @param {() => number} [now]
 * @returns {(signature: string, rawBody: string) => Promise<boolean>}
 */
export function sanityWebhookSignature(secret, now = Date.now) {
  return async (signature, rawBody) => {
    let timestamp;
    try {
      ({ timestamp } = decodeSignatureHeader(signature));
    } catch {
      return false;
    }
    if (!Number.isFinite(timestamp) || Math.abs(now() - timestamp) > SIGNATURE_MAX_AGE_MS) return false;
    const expected = await encodeSignatureHeader(rawBody, timestamp, secret);
    return timingSafeEqual(digest(expected), digest(signature.trim()));
  };
}

/**
 * @typedef {import('./revalidationTargets.mjs').Targets} Targets
 */

/**
 * `POST /api/revalidate`: a content webhook makes the pages that show a changed document render
 * afresh. Sanity's own webhook is checked by its `sanity-webhook-signature` header against
 * `webhookSecret` (SANITY_REVALIDATE_SECRET); a script may send `Authorization: Bearer <secret>`
 * (REVALIDATE_SECRET). The body's `_type`, `_id` and `slug` pick the paths (`targets`, from the
 * route table); a body that names no document purges every page, and a type the route table does
 * not know purges nothing and is logged. 503 while neither secret is configured; 400 to a secret in
 * the URL (logs and proxies keep URLs); 401 to a missing or wrong proof, which purges nothing; 409 to
 * a signed delivery already acted on (the same signature, or the same `idempotency-key`: a replay or
 * a retry), which purges nothing; 429 + Retry-After once a client (an IPv4 address, an IPv6 /64) has
 * sent too many wrong ones in a window (failures only, per address).
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   secret?: string,
 *   webhookSecret?: string,
 *   purge: () => void | Promise<void>,
 *   purgePaths?: (paths: string[]) => void | Promise<void>,
 *   targets?: (doc: ReturnType<typeof changedDocument>) => Promise<Targets>,
 *   deliveries: { firstTime: (keys: string[], until: number) => boolean | Promise<boolean> },
 *   failures?: { max: number, windowMs: number },
 *   log?: (line: string) => void,
 *   now?: () => number,
 * }} options
 */
export function registerRevalidate(app, { secret, webhookSecret, purge, purgePaths = () => purge(), targets = async () => ({ all: true }), deliveries, failures = REVALIDATE_FAILURES, log = () => {}, now = Date.now }) {
  const bearer = secret ? bearerSecret(secret) : undefined;
  const signed = webhookSecret ? sanityWebhookSignature(webhookSecret, now) : undefined;
  const counter = createFailureCounter({ ...failures, now });
  const how = [signed && 'a "sanity-webhook-signature" header', bearer && '"Authorization: Bearer <secret>"'].filter(Boolean).join(' or ');

  // The signature covers the body as sent: this route reads it as text (its own scope, so no other route changes).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: REVALIDATE_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

    scope.post('/api/revalidate', async (request, reply) => {
      if (!bearer && !signed) return reply.code(503).send({ error: 'Revalidation is not configured (set SANITY_REVALIDATE_SECRET or REVALIDATE_SECRET).' });
      if (Object.hasOwn(/** @type {object} */ (request.query ?? {}), 'secret')) {
        return reply.code(400).send({ error: `The secret is not accepted in the URL, where logs keep it. Send ${how}.` });
      }
      const client = clientOf(request.ip);
      const wait = counter.retryAfterSeconds(client);
      if (wait > 0) {
        return reply.code(429).header('Retry-After', String(wait)).send({ error: `Too many wrong secrets from this address. Try again in ${wait} s.` });
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER_NAME];
      // The bearer check does not await, so a guess is checked and counted in one step; a signature
      // needs WebCrypto (async), but an HMAC cannot be guessed within any number of tries anyway.
      const valid = typeof signature === 'string' && signed ? await signed(signature, rawBody) : bearer ? bearer(request) : false;
      if (!valid) {
        counter.fail(client);
        return reply.code(401).send({ error: `Wrong or missing proof. Send ${how}.` });
      }
      /** @type {unknown} */
      let body;
      try {
        body = rawBody.trim() === '' ? undefined : JSON.parse(rawBody);
      } catch {
        return reply.code(400).send({ error: 'The body is not JSON: send the changed document as {"_type", "_id", "slug"}, or no body to purge every page.' });
      }
      if (typeof signature === 'string' && signed) {
        const idempotencyKey = request.headers[IDEMPOTENCY_HEADER];
        // The key is not signed, so the signature is always one of the names a delivery is known by.
        const keys = [`signature:${signature.trim()}`, ...(typeof idempotencyKey === 'string' && idempotencyKey ? [`idempotency-key:${idempotencyKey.slice(0, 200)}`] : [])];
        if (!(await deliveries.firstTime(keys, now() + 2 * SIGNATURE_MAX_AGE_MS))) {
          return reply.code(409).send({ error: 'This delivery was already acted on (the same signature or idempotency-key): nothing purged.' });
        }
      }
      const document = changedDocument(body);
      const target = await targets(document);
      if ('unknown' in target) {
        log(`[revalidate] ${document?._type} is a document type no page shows (not in the route table's contentRevalidation): nothing purged`);
        return { revalidated: false, reason: `No page shows documents of type "${document?._type}": nothing purged.` };
      }
      // Awaited: the answer says the caches are purged, the ones in front included.
      if (target.all) await purge();
      else await purgePaths(target.paths);
      return { revalidated: true, ...(target.all ? { all: true } : { paths: target.paths }), at: new Date().toISOString() };
    });
  });
}
