// @ts-check
import { createEventStreams } from '@site/shared/tooling/eventStreams.mjs';
import { clientOf } from '../client/failureCounter.mjs';

/** Where a tab listens for content changes (Server-Sent Events), and where it polls when it cannot. */
export const LIVE_EVENTS_PATH = '/_live/events';
export const LIVE_POLL_PATH = '/_live/poll';

/** Streams open at once: per client address, and in all (`LIVE_MAX_PER_ADDRESS`, `LIVE_MAX_TOTAL`). */
export const DEFAULT_LIVE_LIMITS = { perAddress: 16, total: 5000 };

/**
 * Over how long the tabs one event reaches spread what they ask again: a few milliseconds a tab
 * (beyond the first), capped, so a change on a busy site reaches the content service as a stream
 * of queries its pool works through rather than one wave past its queue.
 */
export const REFETCH_SPREAD = { perTabMs: 10, maxMs: 5000 };

/** @param {number} tabs the tabs an event reaches */
export const refetchSpreadMs = (tabs) => Math.min(REFETCH_SPREAD.maxMs, Math.max(0, tabs - 1) * REFETCH_SPREAD.perTabMs);

/** An event id as the content service makes them: short and printable (it is echoed into the stream). */
const EVENT_ID = /^[\w.:-]{1,100}$/;

/**
 * @typedef {import('./liveChannel.mjs').TabEvent} TabEvent
 * @typedef {ReturnType<typeof import('./liveChannel.mjs').createLiveChannel>} LiveChannel
 */

/**
 * An event to a tab, with the spread for the tabs it reaches (`spreadMs`); a `restart` names where
 * the channel stands now, for the tab to resume after.
 * @param {{ send: (type: string, data: unknown, id?: string) => void }} stream @param {TabEvent} event @param {LiveChannel} channel
 */
function sendTo(stream, event, channel) {
  const spreadMs = refetchSpreadMs(channel.listeners);
  if (event.type === 'message') stream.send('message', { tags: event.tags, spreadMs }, event.id);
  else stream.send('restart', { id: channel.lastId(), spreadMs });
}

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
  const streams = createEventStreams(limits);
  /** @param {import('fastify').FastifyRequest} request */
  const channelFor = (request) => (channels.drafts && isDraftPreview(request) ? channels.drafts : channels.published);

  app.get(LIVE_EVENTS_PATH, (request, reply) => {
    const channel = channelFor(request);
    // The stream is written as it goes, past the gateway's compression and error pages.
    reply.hijack();
    const stream = streams.open(reply.raw, clientOf(request.ip));
    if (!stream) return;
    stream.send('welcome', { id: channel.lastId() });
    const after = resumeId(request);
    if (after) for (const event of channel.since(after)) sendTo(stream, event, channel);
    stream.onClose(channel.listen({ send: (event) => sendTo(stream, event, channel) }));
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
  app.addHook('onClose', async () => streams.endAll());

  return {
    /** Streams open now (the metrics read it). */
    get open() {
      return streams.size;
    },
  };
}
