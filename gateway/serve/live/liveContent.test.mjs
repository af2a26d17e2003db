// @ts-check
import { openEventStream } from '@site/shared/tooling/test/eventStreamReader.mjs';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TOKEN, restartableContentService } from '../../../cms/server/test/restartableContentService.mjs';
import { registerLiveContent } from './liveContent.mjs';
import { LIVE_EVENTS_PATH } from './liveRoutes.mjs';

const TABS = 50;

describe('live content through a restart of the content service, 50 tabs open', () => {
  /** @type {Awaited<ReturnType<typeof restartableContentService>>} */
  let service;
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {string[][]} */
  const purgedTags = [];
  let purgedAll = 0;
  /** @type {string[]} */
  const lines = [];
  let base = '';

  beforeAll(async () => {
    service = await restartableContentService();
    app = Fastify({ forceCloseConnections: true });
    const live = registerLiveContent(app, {
      content: service.content,
      token: READ_TOKEN,
      purgeTags: async (tags) => {
        purgedTags.push(tags);
      },
      purgeAll: async () => {
        purgedAll += 1;
      },
      isDraftPreview: () => false,
      limits: { perAddress: TABS, total: TABS },
      registry: new Registry(),
      log: (line) => lines.push(line),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await live.following;
    base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
  });

  it('purges what each change touched and tells every tab of it once: no purge of everything, no tab told to refetch everything', async () => {
    const tabs = await Promise.all(Array.from({ length: TABS }, () => openEventStream(`${base}${LIVE_EVENTS_PATH}`)));
    for (const tab of tabs) expect((await tab.next())?.type).toBe('welcome');
    // A first change, heard before the restart, so the gateway has an event to resume after.
    await service.publish('Before the restart');
    for (const tab of tabs) expect((await tab.next())?.type).toBe('message');

    await service.restart();
    await service.publish('After the restart');
    const next = await Promise.all(tabs.map((tab) => tab.next()));
    for (const tab of tabs) tab.close();

    expect(next.map((event) => event?.type)).toEqual(Array(TABS).fill('message'));
    expect(purgedAll).toBe(0);
    expect(purgedTags).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('[live content] ') && line.includes('connecting again'))).toHaveLength(1);
  });
});
