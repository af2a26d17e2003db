// @ts-check
import { Counter, Gauge } from 'prom-client';
import { subscribeToContent } from './contentSubscription.mjs';
import { createFrontPurgeLead } from './frontPurgeLead.mjs';
import { createLiveChannel } from './liveChannel.mjs';
import { registerLiveRoutes } from './liveRoutes.mjs';

/**
 * `act` on the first call only: a channel begins to follow the service at its first welcome; later
 * welcomes resume, and what they missed comes as events.
 * @param {(newest: string | undefined) => void} act
 */
const once = (act) => {
  let done = false;
  return (/** @type {string | undefined} */ newest) => {
    if (!done) act(newest);
    done = true;
  };
};

/**
 * Live content: this gateway listens to the content service's Live Content API and, for each change,
 * first expires what it made with the changed content (the pages rendered with those sync tags;
 * everything on a `restart`), here and, when it holds the cluster's lead for it, in the caches in
 * front (`purge`), and only then tells the open tabs (`/_live/events`), so a tab that asks again
 * never gets a page from before the change.
 * Pages are expired whether or not a tab is open. An editor's draft preview gets the drafts channel
 * (its own subscription with the servers' token: previews are never cached, so nothing to expire);
 * no one else does. The content service and its token stay behind this gateway.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   content?: { projectId: string, dataset: string, apiVersion: string, apiHost?: string },
 *   token?: string,
 *   purge: (tags: string[] | 'all', options: { front: boolean }) => Promise<void>,
 *   leadOnce: import('../../store/store.mjs').Store['leadOnce'],
 *   isDraftPreview: (request: import('fastify').FastifyRequest) => boolean,
 *   limits?: { perAddress: number, total: number },
 *   registry: import('prom-client').Registry,
 *   log: (line: string) => void,
 * }} options
 *   `purge`: this gateway's pages made with the changed content (with `front`, the caches in front too);
 *   `leadOnce`: the store's lead, by which one gateway of a cluster purges the caches in front (`frontPurgeLead.mjs`);
 *   `registry`: the gateway's metrics, where the open streams and the events heard are counted.
 * @returns {{ following: Promise<unknown>, eventId: (drafts: boolean) => string }}
 */
export function registerLiveContent(app, { content, token, purge, leadOnce, isDraftPreview, limits, registry, log }) {
  const published = createLiveChannel();
  const drafts = token ? createLiveChannel() : undefined;
  const routes = registerLiveRoutes(app, { channels: { published, drafts }, isDraftPreview, limits });
  new Gauge({
    name: 'gateway_live_streams',
    help: "Tabs' live-content streams open on this gateway (GET /_live/events).",
    registers: [registry],
    collect() {
      this.set(routes.open);
    },
  });
  const heard = new Counter({
    name: 'gateway_live_events_total',
    help: "The content service's live events this gateway acted on, by channel (published, drafts) and type (message, restart).",
    labelNames: ['channel', 'type'],
    registers: [registry],
  });
  // Settles once the visitors' subscription is welcomed: from then on no change is missed.
  /** @type {(value?: unknown) => void} */
  let followed = () => {};
  const live = {
    following: new Promise((resolve) => {
      followed = resolve;
    }),
    /** The last change this gateway has purged by and told its tabs of (the drafts' for a draft preview): a page rendered now shows at least that. */
    eventId: (/** @type {boolean} */ draft) => (draft && drafts ? drafts : published).lastId(),
  };
  if (!content) return live;
  const frontLead = createFrontPurgeLead({ leadOnce });

  const stops = [
    subscribeToContent({
      content,
      token,
      log,
      onConnected: once((newest) => {
        if (newest) published.followFrom(newest);
        followed();
      }),
      // Events it misses meanwhile are another gateway's to purge in front.
      onDisconnected: () => frontLead.release(),
      onEvent: async (event) => {
        await purge(event.type === 'message' ? event.tags : 'all', { front: await frontLead.mine() });
        published.publish(event);
        heard.inc({ channel: 'published', type: event.type });
      },
    }),
  ];
  if (drafts) {
    const onEvent = (/** @type {import('./contentSubscription.mjs').ContentEvent} */ event) => {
      drafts.publish(event);
      heard.inc({ channel: 'drafts', type: event.type });
    };
    const onConnected = once((/** @type {string | undefined} */ newest) => newest && drafts.followFrom(newest));
    stops.push(subscribeToContent({ content, token, includeDrafts: true, log, onEvent, onConnected }));
  }
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    frontLead.release();
  });
  return live;
}
