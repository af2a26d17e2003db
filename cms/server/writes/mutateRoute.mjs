// @ts-check
import { createClientRateLimit } from '../query/clientRateLimit.mjs';
import { createReadTokenCheck, INVALID_TOKEN_BODY } from '../query/readToken.mjs';
import { QueryError } from '../query/runQuery.mjs';

/** A transaction's body: documents with long rich text fit many times over; Fastify's 1 MiB default is too little for none. */
export const MUTATE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** Wrong write tokens one address may send before it waits: an editor's typo is never near it, a guesser is slowed to a crawl. */
export const WRONG_TOKEN_LIMIT = Object.freeze({ burst: 5, perSecond: 5 / 60 });

/** What Sanity answers a mutation without the permission to write (with status 403). */
export const READ_ONLY_BODY = Object.freeze({
  error: {
    type: 'insufficientPermissionsError',
    description: 'Insufficient permissions; permission "update" required. The local content service accepts writes only with SANITY_API_WRITE_TOKEN, sent as "Authorization: Bearer <token>".',
  },
});

/** @param {unknown} value */
const isTrue = (value) => value === 'true' || value === '1';

/**
 * Sanity's mutate endpoint, `POST /v<version>/data/mutate/<dataset>`, as @sanity/client's `create`,
 * `createOrReplace`, `createIfNotExists`, `patch`, `delete` and `transaction` send it. Writes need
 * `writeToken` as a bearer token; with none configured the service is read-only (403 to every
 * write). A wrong token is 401 and counted against its address (429 past `WRONG_TOKEN_LIMIT`).
 * `onCommit` hears of every committed transaction's changes (the publish webhook).
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   dataset: string;
 *   projectId: string;
 *   store: import('../dataset.mjs').DatasetStore;
 *   writeToken?: string;
 *   onCommit?: (changes: import('./applyTransaction.mjs').Change[]) => void;
 * }} options
 */
export function registerMutateRoute(app, { dataset, projectId, store, writeToken, onCommit = () => {} }) {
  const identify = createReadTokenCheck(writeToken);
  const wrongTokens = createClientRateLimit(WRONG_TOKEN_LIMIT);

  app.post('/v:apiVersion/data/mutate/:dataset', { bodyLimit: MUTATE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const identity = identify(request.headers.authorization);
    if (identity === 'invalid') {
      const wait = wrongTokens.take(request.ip);
      if (wait > 0) {
        return reply.code(429).header('Retry-After', String(wait)).send({ error: { type: 'rateLimitError', description: `Too many wrong tokens from this client; retry in ${wait} s` } });
      }
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send(INVALID_TOKEN_BODY);
    }
    if (identity !== 'token') return reply.code(403).send(READ_ONLY_BODY);
    const { dataset: requested } = /** @type {{ dataset: string }} */ (request.params);
    if (requested !== dataset) {
      return reply.code(404).send({ error: { type: 'datasetNotFoundError', description: `Dataset "${requested}" not found for project ID "${projectId}"` } });
    }
    const options = /** @type {Record<string, unknown>} */ (request.query ?? {});
    const body = /** @type {{ mutations?: unknown; transactionId?: unknown }} */ (request.body ?? {});
    try {
      const transactionId = typeof body.transactionId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.transactionId) ? body.transactionId : undefined;
      const { transactionId: id, results, changes } = await store.transact(body.mutations, { transactionId });
      if (changes.length > 0) onCommit(changes);
      const returnDocuments = isTrue(options.returnDocuments);
      return reply.send({
        transactionId: id,
        results: results.map(({ id: docId, operation, document }) => (returnDocuments ? { id: docId, operation, document } : { id: docId, operation })),
        ...(isTrue(options.returnIds) ? { documentIds: results.map((r) => r.id) } : {}),
      });
    } catch (error) {
      if (error instanceof QueryError) return reply.code(error.statusCode).send(error.body);
      throw error;
    }
  });
}
