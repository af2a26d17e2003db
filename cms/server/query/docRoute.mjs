// @ts-check
import { isHiddenId } from '../dataset.mjs';
import { createReadTokenCheck, INVALID_TOKEN_BODY } from './readToken.mjs';

/**
 * Sanity's document endpoint, `GET /v<version>/data/doc/<dataset>/<id>[,<id>...]`, which
 * @sanity/client's `getDocument` and `getDocuments` use: the stored documents by id. Drafts and
 * versions are answered only to a holder of the read or write token; to anyone else they are
 * `omitted`, as on Sanity. Asset URLs are not rewritten here (the query endpoint does that).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ dataset: string; store: import('../dataset.mjs').DatasetStore; readToken?: string; writeToken?: string }} options
 */
export function registerDocRoute(app, { dataset, store, readToken, writeToken }) {
  const reader = createReadTokenCheck(readToken);
  const writer = createReadTokenCheck(writeToken);

  app.get('/v:apiVersion/data/doc/:dataset/:ids', async (request, reply) => {
    const { authorization } = request.headers;
    const identities = [reader(authorization), writer(authorization)];
    const trusted = identities.includes('token');
    if (!trusted && identities.includes('invalid')) return reply.code(401).send(INVALID_TOKEN_BODY);
    const { dataset: requested, ids } = /** @type {{ dataset: string; ids: string }} */ (request.params);
    if (requested !== dataset) return reply.code(404).send({ error: { type: 'datasetNotFoundError', description: `Dataset "${requested}" not found` } });
    const wanted = ids.split(',').filter(Boolean).slice(0, 100);
    /** @type {unknown[]} */
    const documents = [];
    /** @type {{ id: string; reason: string }[]} */
    const omitted = [];
    for (const id of wanted) {
      const doc = trusted || !isHiddenId(id) ? store.get(id) : undefined;
      if (doc) documents.push(doc);
      else omitted.push({ id, reason: trusted || !isHiddenId(id) ? 'existence' : 'permission' });
    }
    return { documents, omitted };
  });
}
