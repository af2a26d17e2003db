// @ts-check
import { createEventStreams } from '@site/shared/tooling/eventStreams.mjs';
import { clientOf } from '@site/shared/tooling/nodeServer.mjs';
import { createQueryBudget } from '../query/queryBudget.mjs';
import { createReadTokenCheck, INVALID_TOKEN_BODY } from '../query/readToken.mjs';

/** Visitors' streams open at once, per client (an IPv4 address or an IPv6 /64) and in all; the site's own gateways (the read token) are counted in neither. */
export const DEFAULT_LIVE_LIMITS = { perAddress: 20, total: 1000 };

/** @typedef {import('./eventLog.mjs').LiveEvent} LiveEvent */

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
  const streams = createEventStreams(limits);
  /** @type {Set<{ drafts: boolean, send: (type: string, data: unknown, id?: string) => void }>} */
  const listeners = new Set();

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
    // The site's own gateways (a token) are not counted, per address nor in all: a crowd of anonymous
    // streams never keeps a gateway from the changes it purges by. Visitors count per /64 (IPv6).
    const stream = streams.open(reply.raw, admission.identity === 'token' ? undefined : clientOf(request.ip));
    if (!stream) return;
    // With the newest event's id: an EventSource that reconnects later resumes from there.
    stream.send('welcome', {}, log.newest());
    const lastEventId = request.headers['last-event-id'];
    if (typeof lastEventId === 'string' && lastEventId !== '') {
      const missed = log.since(lastEventId, { drafts });
      if (missed) for (const event of missed) stream.send('message', { tags: event.tags }, event.id);
      else stream.send('restart', {});
    }
    const listener = { drafts, send: stream.send };
    listeners.add(listener);
    stream.onClose(() => listeners.delete(listener));
  });

  // Open streams would hold the service's close (it drains requests): they end first.
  app.addHook('preClose', async () => streams.endAll());

  return {
    /** Sends a committed transaction's event to every stream that may hear it. @param {LiveEvent} event */
    publish(event) {
      for (const listener of listeners) if (listener.drafts || event.published) listener.send('message', { tags: event.tags }, event.id);
    },
    get open() {
      return streams.size;
    },
  };
}
