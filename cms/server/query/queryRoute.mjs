// @ts-check
import { createQueryBudget } from './queryBudget.mjs';
import { PoolBusyError, QueryAbortedError } from './queryPool.mjs';
import { createReadTokenCheck, INVALID_TOKEN_BODY } from './readToken.mjs';
import { QueryError } from './runQuery.mjs';

/** Sanity's own limit for a GET query string: @sanity/client switches to POST above it. */
export const MAX_GET_QUERY_CHARS = 11_264;
/**
 * The site's largest query is ~2 KB, and POST only exists for queries past the GET limit, so 16 KiB
 * leaves room for a generous hand-written query while keeping GROQ's parse cost (which grows faster
 * than the length) far inside the evaluation time limit.
 */
export const MAX_POST_QUERY_CHARS = 16 * 1024;
/** The query plus its params; Fastify's 1 MiB default would let a client make the service parse far more JSON than any query needs. */
export const POST_BODY_LIMIT_BYTES = 64 * 1024;

/** Perspectives that show drafts: Sanity's `drafts` and its older name `previewDrafts`. */
const DRAFT_PERSPECTIVES = new Set(['drafts', 'previewDrafts']);

/** `1`, `X` or a `YYYY-MM-DD` date, as @sanity/client validates it. */
const API_VERSION = /^(?:1|X|\d{4}-\d{2}-\d{2})$/;

/**
 * GROQ params from a GET query string: every `$name=<JSON>` pair. Other keys (query, tag, perspective,
 * returnQuery, resultSourceMap, lastLiveEventId: nothing here is cached to read past, ...) are the
 * client's options and are ignored here.
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
 * @param {unknown} query
 * @param {number} limit
 * @param {string} how
 */
function checkLength(query, limit, how) {
  if (typeof query === 'string' && query.length > limit) {
    throw new QueryError(413, {
      type: 'queryTooLargeError',
      description: `The query is ${query.length} characters long; at most ${limit} are accepted by ${how}`,
    });
  }
}

/**
 * The data query endpoint, GET below the client's URL limit and POST above it.
 * Queries read the published perspective (no `drafts.*` or `versions.*` document is in its view)
 * unless they ask for `perspective=drafts` (or `previewDrafts`; `raw`: every document) AND present the read or write token:
 * an anonymous request asking for drafts still gets published documents only, as on Sanity, where
 * drafts are not readable without a token.
 * Queries run in `pool` (worker threads with a time limit); a client that hangs up stops its query.
 * Visitors are limited per address (`rateLimit`); a request with the read token (the site's own
 * servers) draws on `serverRateLimit` instead and is queued ahead of visitors' queries.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   projectId: string;
 *   dataset: string;
 *   store: import('../dataset.mjs').DatasetStore;
 *   pool: import('./queryPool.mjs').QueryPool;
 *   rateLimit?: import('./queryBudget.mjs').RateLimit;
 *   serverRateLimit?: import('./queryBudget.mjs').RateLimit;
 *   readToken?: string;
 *   writeToken?: string;
 * }} options
 */
export function registerQueryRoute(app, { projectId, dataset, store, pool, rateLimit, serverRateLimit, readToken, writeToken }) {
  const budget = createQueryBudget({ readToken, visitors: rateLimit, servers: serverRateLimit });
  const isWriter = createReadTokenCheck(writeToken);

  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {() => { query: unknown; params: Record<string, unknown> }} read
   */
  async function answer(request, reply, read) {
    const started = performance.now();
    // An editor's script holds the write token: it reads as a token holder (drafts included) too.
    const writer = isWriter(request.headers.authorization) === 'token';
    const admission = writer ? /** @type {const} */ ({ ok: true, identity: 'token' }) : budget.admit({ ip: request.ip, authorization: request.headers.authorization });
    if (!admission.ok && admission.status === 429) {
      const wait = admission.retryAfterSeconds;
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ error: { type: 'rateLimitError', description: `Too many queries from this client; retry in ${wait} s` } });
    }
    if (!admission.ok) return reply.code(401).header('WWW-Authenticate', 'Bearer').send(INVALID_TOKEN_BODY);
    // 'close' before the answer is written means the client hung up: nobody will read the result.
    const hangUp = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) hangUp.abort();
    };
    reply.raw.once('close', onClose);
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
      const perspective = typeof options.perspective === 'string' ? options.perspective : 'published';
      const trusted = admission.identity === 'token';
      const documents = trusted && DRAFT_PERSPECTIVES.has(perspective) ? store.drafts : trusted && perspective === 'raw' ? store.all : store.documents;
      const { result, syncTags } = await pool.run({ query, params, documents, sanity: { projectId, dataset }, signal: hangUp.signal, lane: admission.identity === 'token' ? 'server' : 'visitor' });
      const ms = Math.round(performance.now() - started);
      // As Sanity's API: the answer's sync tags, which the Live Content API's events name when it changes.
      return reply.send(options.returnQuery === 'false' ? { ms, result, syncTags } : { query, ms, result, syncTags });
    } catch (error) {
      if (error instanceof QueryAbortedError) return reply;
      if (error instanceof PoolBusyError) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof QueryError) return reply.code(error.statusCode).send(error.body);
      throw error; // the app's error handler answers 500 without internals
    } finally {
      reply.raw.off('close', onClose);
    }
  }

  app.get('/v:apiVersion/data/query/:dataset', (request, reply) =>
    answer(request, reply, () => {
      const queryString = /** @type {Record<string, string | string[] | undefined>} */ (request.query);
      if (Array.isArray(queryString.query)) {
        throw new QueryError(400, { type: 'validationError', description: 'The query parameter "query" was given more than once' });
      }
      checkLength(queryString.query, MAX_GET_QUERY_CHARS, 'GET; send longer ones by POST');
      return { query: queryString.query, params: paramsFromQueryString(queryString) };
    }),
  );

  app.post('/v:apiVersion/data/query/:dataset', { bodyLimit: POST_BODY_LIMIT_BYTES }, (request, reply) =>
    answer(request, reply, () => {
      const body = fromBody(request.body);
      checkLength(body.query, MAX_POST_QUERY_CHARS, 'POST');
      return body;
    }),
  );
}
