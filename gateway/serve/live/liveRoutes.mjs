// @ts-check
import { clientOf } from '../client/failureCounter.mjs';

/** Where a tab listens for content changes (Server-Sent Events), and where it polls when it cannot. */
export const LIVE_EVENTS_PATH = '/_live/events';
export const LIVE_POLL_PATH = '/_live/poll';

/** Streams open at once: per client address, and in all (`LIVE_MAX_PER_ADDRESS`, `LIVE_MAX_TOTAL`). */
export const DEFAULT_LIVE_LIMITS = { perAddress: 16, total: 5000 };

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/** An event id as the content service makes them: short and printable (it is echoed into the stream). */
const EVENT_ID = /^[\w.:-]{1,100}$/;

/**
 * @typedef {import('./liveChannel.mjs').TabEvent} TabEvent
 * @typedef {ReturnType<typeof import('./liveChannel.mjs').createLiveChannel>} LiveChannel
 */

/** @param {string} type @param {unknown} [data] @param {string} [id] */
const frame = (type, data, id) => `event: ${type}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data ?? {})}\n\n`;

/** @param {TabEvent} event */
const frameOf = (event) => (event.type === 'message' ? frame('message', { tags: event.tags }, event.id) : frame('restart'));

/**
 * The id a tab resumes after: `Last-Event-ID` (an EventSource reconnecting by itself) or `?lastEventId`
 * (a tab opening its stream again, after it was hidden); undefined when absent or malformed.
 * @param {import('fastify').FastifyRequest} request
 */
function resumeId(request) {
  const given = request.headers['last-event-id'] ?? /** @type {Record<string, unknown>} */ (request.query).lastEventId;
  return typeof given === 'string' && EVENT_ID.test(given) ? given : undefined;
}

/**
 * `GET /_live/events`: one stream per open tab, telling it which sync tags changed once this gateway's
 * caches no longer hold pages made with them. It opens with `welcome` (`{ id }`: the last event so far),
 * replays what a tab resuming after an id missed (or `restart`), then sends each event as it comes,
 * with a comment line now and then. A browser in draft preview listens to the drafts channel; every
 * other to the visitors'. Past `limits` (per client address, and in all) a tab gets `goaway` and
 * polls instead. `GET /_live/poll?after=<id>` answers what came after that id (`{ last, events,
 * restart }`), for a tab that cannot keep a stream open.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   channels: { published: LiveChannel, drafts?: LiveChannel },
 *   isDraftPreview: (request: import('fastify').FastifyRequest) => boolean,
 *   limits?: { perAddress: number, total: number },
 * }} options
 */
export function registerLiveRoutes(app, { channels, isDraftPreview, limits = DEFAULT_LIVE_LIMITS }) {
  /** @type {Map<string, number>} */
  const openPerClient = new Map();
  let open = 0;
  /** @type {Set<import('node:http').ServerResponse>} */
  const streams = new Set();
  /** @param {import('fastify').FastifyRequest} request */
  const channelFor = (request) => (channels.drafts && isDraftPreview(request) ? channels.drafts : channels.published);

  app.get(LIVE_EVENTS_PATH, (request, reply) => {
    const client = clientOf(request.ip);
    const channel = channelFor(request);
    // The stream is written as it goes, past the gateway's compression and error pages.
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    const mine = openPerClient.get(client) ?? 0;
    if (mine >= limits.perAddress || open >= limits.total) {
      const reason = mine >= limits.perAddress ? 'Too many open streams from this address' : 'Too many open streams';
      // `retry`: a browser that ignored the goaway would come back by itself in ten minutes, not three seconds.
      raw.end(`retry: 600000\n${frame('goaway', { reason })}`);
      return;
    }
    openPerClient.set(client, mine + 1);
    open += 1;
    streams.add(raw);
    raw.write(frame('welcome', { id: channel.lastId() }));
    const after = resumeId(request);
    if (after) for (const event of channel.since(after)) raw.write(frameOf(event));
    // A tab this far behind (a frozen or vanished reader) is dropped rather than buffered for.
    const stopListening = channel.listen({ send: (event) => (raw.writableLength > 256 * 1024 ? raw.destroy() : raw.write(frameOf(event))) });
    const keepalive = setInterval(() => raw.write(':\n\n'), KEEPALIVE_MS);
    keepalive.unref();
    raw.once('close', () => {
      clearInterval(keepalive);
      stopListening();
      streams.delete(raw);
      open -= 1;
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    });
  });

  app.get(LIVE_POLL_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const channel = channelFor(request);
    const { after } = /** @type {Record<string, unknown>} */ (request.query);
    if (after !== undefined && (typeof after !== 'string' || !EVENT_ID.test(after))) {
      return reply.code(400).send({ error: 'after must be an event id this endpoint gave (letters, digits, ".", ":", "_" or "-").' });
    }
    const missed = after ? channel.since(after) : [];
    const restart = missed.some((event) => event.type === 'restart');
    return { last: channel.lastId(), restart, events: restart ? [] : missed.map((event) => (event.type === 'message' ? { id: event.id, tags: event.tags } : event)) };
  });

  // Closing the gateway ends every stream: a tab reconnects to another gateway (or this one, restarted).
  app.addHook('onClose', async () => {
    for (const raw of streams) raw.end();
  });

  return {
    /** Streams open now (the metrics read it). */
    get open() {
      return open;
    },
  };
}
