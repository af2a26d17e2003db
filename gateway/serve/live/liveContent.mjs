// @ts-check
import { subscribeToContent } from './contentSubscription.mjs';
import { createLiveChannel } from './liveChannel.mjs';
import { registerLiveRoutes } from './liveRoutes.mjs';

/**
 * Live content: this gateway listens to the content service's Live Content API and, for each change,
 * first expires what it made with the changed content (the pages rendered with those sync tags, here
 * and in the caches in front: `purgeTags`; everything on a `restart`: `purgeAll`), and only then tells
 * the open tabs (`/_live/events`), so a tab that asks again never gets a page from before the change.
 * Pages are expired whether or not a tab is open. An editor's draft preview gets the drafts channel
 * (its own subscription with the servers' token: previews are never cached, so nothing to expire);
 * no one else does. The content service and its token stay behind this gateway.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   content?: { projectId: string, dataset: string, apiVersion: string, apiHost?: string },
 *   token?: string,
 *   purgeTags: (tags: string[]) => Promise<void>,
 *   purgeAll: () => Promise<void>,
 *   isDraftPreview: (request: import('fastify').FastifyRequest) => boolean,
 *   limits?: { perAddress: number, total: number },
 *   log: (line: string) => void,
 * }} options
 */
export function registerLiveContent(app, { content, token, purgeTags, purgeAll, isDraftPreview, limits, log }) {
  const published = createLiveChannel();
  const drafts = token ? createLiveChannel() : undefined;
  const routes = registerLiveRoutes(app, { channels: { published, drafts }, isDraftPreview, limits });
  if (!content) return routes;

  const stops = [
    subscribeToContent({
      content,
      token,
      log,
      onEvent: async (event) => {
        if (event.type === 'message') await purgeTags(event.tags);
        else await purgeAll();
        published.publish(event);
      },
    }),
  ];
  if (drafts) stops.push(subscribeToContent({ content, token, includeDrafts: true, log, onEvent: (event) => drafts.publish(event) }));
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  return routes;
}
