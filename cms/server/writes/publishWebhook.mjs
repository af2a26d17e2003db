// @ts-check
import { randomUUID } from 'node:crypto';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { isHiddenId } from '../dataset.mjs';

/**
 * What the webhook tells the site about one published document: Sanity's webhook with the projection
 * the official Next.js templates use (`{_type, _id, slug}`), plus the slug it had before when it
 * changed, so the page under the old address goes too.
 * @param {import('./applyTransaction.mjs').Change} change
 */
export function webhookBody({ id, before, after }) {
  const doc = after ?? before;
  /** @type {Record<string, unknown>} */
  const body = { _id: id, _type: doc?._type, slug: doc?.slug ?? null, operation: !before ? 'create' : !after ? 'delete' : 'update' };
  const oldSlug = /** @type {{ current?: unknown } | undefined} */ (before?.slug)?.current;
  const newSlug = /** @type {{ current?: unknown } | undefined} */ (after?.slug)?.current;
  if (before && after && oldSlug !== newSlug) body.previousSlug = before.slug ?? null;
  return body;
}

/**
 * Sends Sanity's GROQ-powered webhook for every change to a published document, as a project's
 * webhook on `_type in [...] && !(_id in path("drafts.**"))` would: a JSON body signed with
 * `@sanity/webhook` in the `sanity-webhook-signature` header, with an `idempotency-key`. Drafts are never announced, so saving a
 * draft purges nothing; publishing (the draft replacing the document) does. Sends in the background,
 * one delivery after another, retrying a failure twice; a lost delivery costs freshness only.
 * @param {{ url: string; secret: string; log: { warn: (msg: string) => void }; fetchImpl?: typeof fetch; retryDelayMs?: number }} options
 */
export function createPublishWebhook({ url, secret, log, fetchImpl = fetch, retryDelayMs = 500 }) {
  /** @type {Promise<void>} */
  let queue = Promise.resolve();

  /** @param {Record<string, unknown>} body */
  async function deliver(body) {
    const payload = JSON.stringify(body);
    // Sanity's header: one per delivery, the same on its retries, so a receiver acts on it once.
    const idempotencyKey = randomUUID();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const signature = await encodeSignatureHeader(payload, Date.now(), secret);
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature, 'idempotency-key': idempotencyKey, 'sanity-operation': String(body.operation) },
          body: payload,
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        if (response.ok) return;
        // A 4xx will not change on a retry (a wrong secret, a refused body).
        if (response.status < 500 && response.status !== 429) {
          log.warn(`publish webhook for ${body._id}: ${url} answered ${response.status}`);
          return;
        }
        log.warn(`publish webhook for ${body._id}: ${url} answered ${response.status} (attempt ${attempt})`);
      } catch (error) {
        log.warn(`publish webhook for ${body._id}: ${error instanceof Error ? error.message : String(error)} (attempt ${attempt})`);
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
  }

  return {
    /**
     * @param {import('./applyTransaction.mjs').Change[]} changes
     * @returns {Promise<void>} settles when these deliveries are done (tests wait on it)
     */
    notify(changes) {
      const published = changes.filter((change) => !isHiddenId(change.id));
      for (const change of published) queue = queue.then(() => deliver(webhookBody(change)));
      return queue;
    },
  };
}
