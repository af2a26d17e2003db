// @ts-check
import { QueryError, runQuery } from './runQuery.mjs';

/** `1`, `X` or a `YYYY-MM-DD` date, as @sanity/client validates it. */
const API_VERSION = /^(?:1|X|\d{4}-\d{2}-\d{2})$/;

/**
 * GROQ params from a GET query string: every `$name=<JSON>` pair. Other keys (query, tag, perspective,
 * returnQuery, resultSourceMap, ...) are the client's options and are ignored here.
 * @param {Record<string, string | string[] | undefined>} queryString
 * @returns {Record<string, unknown>}
 */
export function paramsFromQueryString(queryString) {
  /** @type {Record<string, unknown>} */
  const params = {};
  for (const [key, raw] of Object.entries(queryString)) {
    if (!key.startsWith('$') || raw === undefined) continue;
    const name = key.slice(1);
    if (Array.isArray(raw)) {
      throw new QueryError(400, { type: 'validationError', description: `param $${name} given more than once` });
    }
    try {
      params[name] = JSON.parse(raw);
    } catch {
      throw new QueryError(400, {
        type: 'validationError',
        description: `Unable to parse value of "$${name}=${raw.slice(0, 100)}". Please quote string values.`,
      });
    }
  }
  return params;
}

/**
 * @param {unknown} body
 * @returns {{ query: unknown; params: Record<string, unknown> }}
 */
function fromBody(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new QueryError(400, { type: 'validationError', description: 'Expected a JSON body {query, params}' });
  }
  const { query, params = {} } = /** @type {{ query?: unknown; params?: unknown }} */ (body);
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    throw new QueryError(400, { type: 'validationError', description: 'params must be an object' });
  }
  return { query, params: /** @type {Record<string, unknown>} */ (params) };
}

/**
 * The data query endpoint, GET below the client's URL limit and POST above it.
 * Everything is read with the published perspective: the store has no drafts in its view.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ projectId: string; dataset: string; store: import('./dataset.mjs').DatasetStore }} options
 */
export function registerQueryRoute(app, { projectId, dataset, store }) {
  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {() => { query: unknown; params: Record<string, unknown> }} read
   */
  async function answer(request, reply, read) {
    const started = performance.now();
    const { apiVersion, dataset: requested } = /** @type {{ apiVersion: string; dataset: string }} */ (request.params);
    const options = /** @type {Record<string, string | string[] | undefined>} */ (request.query);
    try {
      if (!API_VERSION.test(apiVersion)) {
        throw new QueryError(400, { type: 'validationError', description: `Invalid API version "v${apiVersion}"` });
      }
      if (requested !== dataset) {
        throw new QueryError(404, {
          type: 'datasetNotFoundError',
          description: `Dataset "${requested}" not found for project ID "${projectId}"`,
        });
      }
      const { query, params } = read();
      const result = await runQuery({ query, params, documents: store.documents, sanity: { projectId, dataset } });
      const ms = Math.round(performance.now() - started);
      return reply.send(options.returnQuery === 'false' ? { ms, result } : { query, ms, result });
    } catch (error) {
      if (error instanceof QueryError) return reply.code(error.statusCode).send(error.body);
      throw error; // the app's error handler answers 500 without internals
    }
  }

  app.get('/v:apiVersion/data/query/:dataset', (request, reply) =>
    answer(request, reply, () => {
      const queryString = /** @type {Record<string, string | string[] | undefined>} */ (request.query);
      if (Array.isArray(queryString.query)) {
        throw new QueryError(400, { type: 'validationError', description: 'The query parameter "query" was given more than once' });
      }
      return { query: queryString.query, params: paramsFromQueryString(queryString) };
    }),
  );

  app.post('/v:apiVersion/data/query/:dataset', (request, reply) => answer(request, reply, () => fromBody(request.body)));
}
