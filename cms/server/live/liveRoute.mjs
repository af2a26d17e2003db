// @ts-check
import { createQueryBudget } from '../query/queryBudget.mjs';
import { createReadTokenCheck, INVALID_TOKEN_BODY } from '../query/readToken.mjs';

/** Streams open at once, per client address and in all; the site's own gateways (the read token) are not counted per address. */
export const DEFAULT_LIVE_LIMITS = { perAddress: 20, total: 1000 };

/** A reader this far behind (bytes queued on its socket) has stopped reading: it is dropped, not buffered for. */
export const MAX_QUEUED_BYTES = 256 * 1024;

/** How long a client sent away waits before it tries again, if it tries by itself. */
export const GOAWAY_RETRY_MS = 600_000;

/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/**
 * @typedef {import('./eventLog.mjs').LiveEvent} LiveEvent
 * @typedef {{ drafts: boolean, send: (frame: string) => void }} Stream
 */

/** @param {string} type @param {unknown} data @param {string} [id] */
const frame = (type, data, id) => `event: ${type}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * Sanity's Live Content API: `GET /v{apiVersion}/data/live/events/{dataset}` as Server-Sent Events.
 * `welcome` on connect, then a `message` (`id`, `{ tags }`) per committed transaction (one that
 * changed a published document, or any with `includeDrafts=true`, which needs the read or write
 * token: 401 otherwise), and a comment line every 15 s. `Last-Event-ID` resumes from the event log:
 * what came after that id first, or `restart` for an id the log no longer has. Past `limits` a stream
 * gets `goaway` with the reason and ends. Anonymous connections draw on the visitors' query budget
 * (429 past it), so a reconnect loop or a token guesser is throttled like any query.
 * Also `GET /v{apiVersion}/check/cors`, which @sanity/client asks before it reconnects.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   dataset: string,
 *   log: ReturnType<typeof import('./eventLog.mjs').openEventLog> extends Promise<infer L> ? L : never,
 *   readToken?: string,
 *   writeToken?: string,
 *   rateLimit?: import('../query/queryBudget.mjs').RateLimit,
 *   limits?: { perAddress: number, total: number },
 * }} options
 * @returns {{ publish: (event: LiveEvent) => void, readonly open: number }}
 */
export function registerLiveRoute(app, { dataset, log, readToken, writeToken, rateLimit, limits = DEFAULT_LIVE_LIMITS }) {
  const budget = createQueryBudget({ readToken, visitors: rateLimit });
  const isWriter = createReadTokenCheck(writeToken);
  /** @type {Set<Stream>} */
  const streams = new Set();
  /** @type {Map<string, number>} */
  const perAddress = new Map();
  /** @type {Set<import('node:http').ServerResponse>} */
  const responses = new Set();

  app.get('/v:apiVersion/check/cors', async () => ({ result: { allowed: true, withCredentials: true } }));

  app.get('/v:apiVersion/data/live/events/:dataset', (request, reply) => {
    const { dataset: requested } = /** @type {{ dataset: string }} */ (request.params);
    if (requested !== dataset) return reply.code(404).send({ error: { type: 'datasetNotFoundError', description: `Dataset "${requested}" not found` } });
    const writer = isWriter(request.headers.authorization) === 'token';
    const admission = writer ? /** @type {const} */ ({ ok: true, identity: 'token' }) : budget.admit({ ip: request.ip, authorization: request.headers.authorization });
    if (!admission.ok && admission.status === 429) {
      return reply.code(429).header('Retry-After', String(admission.retryAfterSeconds)).send({ error: { type: 'rateLimitError', description: `Too many requests from this client; retry in ${admission.retryAfterSeconds} s` } });
    }
    if (!admission.ok) return reply.code(401).header('WWW-Authenticate', 'Bearer').send(INVALID_TOKEN_BODY);
    const drafts = /** @type {Record<string, unknown>} */ (request.query).includeDrafts === 'true';
    if (drafts && admission.identity !== 'token') {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: { type: 'unauthorized', description: 'includeDrafts=true needs a token that may read drafts' } });
    }

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    const counted = admission.identity !== 'token';
    const mine = counted ? (perAddress.get(request.ip) ?? 0) : 0;
    if ((counted && mine >= limits.perAddress) || streams.size >= limits.total) {
      const reason = counted && mine >= limits.perAddress ? 'Too many open live streams from this address' : 'Too many open live streams';
      // `retry`: an EventSource that keeps its subscription after a goaway (the client's reconnects by
      // itself when a stream ends) comes back in ten minutes, not in three seconds, again and again.
      raw.end(`retry: ${GOAWAY_RETRY_MS}\n${frame('goaway', { reason })}`);
      return;
    }
    if (counted) perAddress.set(request.ip, mine + 1);
    /** @type {Stream} */
    const stream = {
      drafts,
      send: (/** @type {string} */ text) => {
        if (raw.writableLength > MAX_QUEUED_BYTES) raw.destroy();
        else raw.write(text);
      },
    };
    streams.add(stream);
    responses.add(raw);
    // With the newest event's id: an EventSource that reconnects later resumes from there.
    raw.write(frame('welcome', {}, log.newest()));
    const lastEventId = request.headers['last-event-id'];
    if (typeof lastEventId === 'string' && lastEventId !== '') {
      const missed = log.since(lastEventId, { drafts });
      if (missed) for (const event of missed) raw.write(frame('message', { tags: event.tags }, event.id));
      else raw.write(frame('restart', {}));
    }
    const keepalive = setInterval(() => raw.write(':\n\n'), KEEPALIVE_MS);
    keepalive.unref();
    raw.once('close', () => {
      clearInterval(keepalive);
      streams.delete(stream);
      responses.delete(raw);
      if (!counted) return;
      const left = (perAddress.get(request.ip) ?? 1) - 1;
      if (left > 0) perAddress.set(request.ip, left);
      else perAddress.delete(request.ip);
    });
  });

  // Open streams would hold the service's close (it drains requests): they end first.
  app.addHook('preClose', async () => {
    for (const raw of responses) raw.end();
  });

  return {
    /** Sends a committed transaction's event to every stream that may hear it. @param {LiveEvent} event */
    publish(event) {
      for (const stream of streams) if (stream.drafts || event.published) stream.send(frame('message', { tags: event.tags }, event.id));
    },
    get open() {
      return streams.size;
    },
  };
}
