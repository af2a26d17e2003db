// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEventStream } from '@site/shared/tooling/test/eventStreamReader.mjs';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { READ_TOKEN, restartableContentService } from '../../../cms/server/test/restartableContentService.mjs';
import { openFileStore } from '../../store/files/fileStore.mjs';
import { registerLiveContent } from './liveContent.mjs';
import { LIVE_EVENTS_PATH } from './liveRoutes.mjs';

/**
 * A gateway's live content alone, on the content service given and the store's lead given: what it
 * purged (its own pages, and whether in front too), the lines it logged, and where its tabs listen.
 * @param {{ content: { projectId: string, dataset: string, apiVersion: string, apiHost?: string }, leadOnce: import('../../store/store.mjs').Store['leadOnce'], tabs?: number }} options
 */
async function liveGateway({ content, leadOnce, tabs = 16 }) {
  /** @type {{ tags: string[] | 'all', front: boolean }[]} */
  const purges = [];
  /** @type {string[]} */
  const lines = [];
  const app = Fastify({ forceCloseConnections: true });
  const live = registerLiveContent(app, {
    content,
    token: READ_TOKEN,
    purge: async (tags, { front }) => {
      purges.push({ tags, front });
    },
    leadOnce,
    isDraftPreview: () => false,
    limits: { perAddress: tabs, total: tabs },
    registry: new Registry(),
    log: (line) => lines.push(line),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await live.following;
  const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
  return { purges, lines, events: `${base}${LIVE_EVENTS_PATH}`, close: () => app.close() };
}

/** @param {{ tags: string[] | 'all', front: boolean }[]} purges */
const inFront = (purges) => purges.filter((purge) => purge.front).length;

describe('live content through a restart of the content service, 50 tabs open', () => {
  /** @type {Awaited<ReturnType<typeof restartableContentService>>} */
  let service;
  /** @type {Awaited<ReturnType<typeof liveGateway>>} */
  let gateway;
  /** @type {string} */
  let storeDir;

  beforeAll(async () => {
    service = await restartableContentService();
    storeDir = await mkdtemp(path.join(tmpdir(), 'live-store-'));
    gateway = await liveGateway({ content: service.content, leadOnce: openFileStore({ storeDir }).leadOnce, tabs: 50 });
  });
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  it('purges what each change touched and tells every tab of it once: no purge of everything, no tab told to refetch everything', async () => {
    const tabs = await Promise.all(Array.from({ length: 50 }, () => openEventStream(gateway.events)));
    for (const tab of tabs) expect((await tab.next())?.type).toBe('welcome');
    // A first change, heard before the restart, so the gateway has an event to resume after.
    await service.publish('Before the restart');
    for (const tab of tabs) expect((await tab.next())?.type).toBe('message');

    await service.restart();
    await service.publish('After the restart');
    const next = await Promise.all(tabs.map((tab) => tab.next()));
    for (const tab of tabs) tab.close();

    expect(next.map((event) => event?.type)).toEqual(Array(50).fill('message'));
    expect(gateway.purges.map((purge) => purge.tags === 'all')).toEqual([false, false]);
    expect(gateway.lines.filter((line) => line.startsWith('[live content] ') && line.includes('connecting again'))).toHaveLength(1);
  });
});

describe('live content in a cluster of two gateways on one store', () => {
  /** @type {Awaited<ReturnType<typeof restartableContentService>>} */
  let service;
  /** @type {string} */
  let storeDir;
  beforeEach(async () => {
    service = await restartableContentService();
    storeDir = await mkdtemp(path.join(tmpdir(), 'live-store-'));
  });
  afterEach(async () => {
    await service?.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  it("a page one gateway rendered names a change the other knows: its tab resumes there, not restarts", async () => {
    // A change before either gateway began: each begins where the content service stands.
    await service.publish('Before the gateways');
    const [a, b] = await Promise.all([1, 2].map(() => liveGateway({ content: service.content, leadOnce: openFileStore({ storeDir }).leadOnce })));
    const onA = await openEventStream(a.events);
    const renderedAt = (await onA.next())?.data.id;
    onA.close();
    await service.publish('While the page travelled');
    await expect.poll(() => b.purges.length).toBe(1);
    const onB = await openEventStream(`${b.events}?lastEventId=${encodeURIComponent(renderedAt)}`);
    expect((await onB.next())?.type).toBe('welcome');
    expect((await onB.next())?.type).toBe('message');
    onB.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('purges the caches in front once a publish, by whichever gateway holds the lead; the other takes over when it goes', async () => {
    // Each gateway opens the store for itself, as two processes do.
    const [a, b] = await Promise.all([1, 2].map(() => liveGateway({ content: service.content, leadOnce: openFileStore({ storeDir }).leadOnce })));
    const heardBoth = (/** @type {number} */ count) => Promise.all([a, b].map((gateway) => expect.poll(() => gateway.purges.length).toBe(count)));
    for (const title of ['One', 'Two', 'Three']) await service.publish(title);
    await heardBoth(3);
    // Each purged its own pages for every change; only one purged in front, each time.
    for (let change = 0; change < 3; change += 1) expect([a, b].filter((gateway) => gateway.purges[change].front)).toHaveLength(1);
    const [holder, other] = inFront(a.purges) === 3 ? [a, b] : [b, a];
    expect(inFront(holder.purges)).toBe(3);

    await holder.close();
    await service.publish('Four');
    await expect.poll(() => other.purges.length).toBe(4);
    expect(other.purges[3].front).toBe(true);
    await other.close();
  });
});
