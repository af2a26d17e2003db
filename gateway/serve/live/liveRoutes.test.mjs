// @vitest-environment node
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveChannel } from './liveChannel.mjs';
import { LIVE_EVENTS_PATH, LIVE_POLL_PATH, REFETCH_SPREAD, refetchSpreadMs, registerLiveRoutes } from './liveRoutes.mjs';
import { openEventStream as openStream } from '@site/shared/tooling/test/eventStreamReader.mjs';

/** @type {import('fastify').FastifyInstance[]} */
const apps = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** @param {{ perAddress: number, total: number }} [limits] */
async function serve(limits) {
  const channels = { published: createLiveChannel(), drafts: createLiveChannel() };
  const app = Fastify({ forceCloseConnections: true });
  const routes = registerLiveRoutes(app, { channels, isDraftPreview: (request) => request.headers.cookie === 'drafts', limits });
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { channels, routes, base: `http://127.0.0.1:${port}` };
}

describe('the tabs\' live streams', () => {
  it('welcome with the last id, then each event; a tab resuming after an id gets what it missed first', async () => {
    const { channels, base } = await serve();
    const tab = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect(tab.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const welcome = await tab.next();
    expect(welcome).toMatchObject({ type: 'welcome', data: { id: channels.published.lastId() } });
    channels.published.publish({ type: 'message', id: 'e1', tags: ['s1:a'] });
    expect(await tab.next()).toEqual({ type: 'message', id: 'e1', data: { tags: ['s1:a'], spreadMs: 0 } });
    channels.published.publish({ type: 'message', id: 'e2', tags: ['s1:b'] });

    const back = await openStream(`${base}${LIVE_EVENTS_PATH}?lastEventId=e1`);
    expect((await back.next())?.type).toBe('welcome');
    expect(await back.next()).toEqual({ type: 'message', id: 'e2', data: { tags: ['s1:b'], spreadMs: 0 } });
    const lost = await openStream(`${base}${LIVE_EVENTS_PATH}`, { 'Last-Event-ID': 'unknown-id' });
    await lost.next();
    expect((await lost.next())?.type).toBe('restart');
    for (const stream of [tab, back, lost]) stream.close();
  });

  it('tells the tabs an event reaches to spread what they ask again, the more tabs the wider', async () => {
    const { channels, base } = await serve({ perAddress: 100, total: 100 });
    const tabs = await Promise.all(Array.from({ length: 51 }, () => openStream(`${base}${LIVE_EVENTS_PATH}`)));
    for (const tab of tabs) await tab.next();
    channels.published.publish({ type: 'message', id: 'e1', tags: ['s1:a'] });
    channels.published.publish({ type: 'restart', id: 'e9' });
    for (const tab of tabs) {
      expect((await tab.next())?.data).toEqual({ tags: ['s1:a'], spreadMs: refetchSpreadMs(51) });
      expect((await tab.next())?.data).toEqual({ id: 'e9', spreadMs: refetchSpreadMs(51) });
      tab.close();
    }
    expect(refetchSpreadMs(1)).toBe(0);
    expect(refetchSpreadMs(51)).toBe(50 * REFETCH_SPREAD.perTabMs);
    expect(refetchSpreadMs(1_000_000)).toBe(REFETCH_SPREAD.maxMs);
  });

  it('an editor in draft preview hears the drafts channel; a visitor never does', async () => {
    const { channels, base } = await serve();
    const editor = await openStream(`${base}${LIVE_EVENTS_PATH}`, { cookie: 'drafts' });
    const visitor = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    await editor.next();
    await visitor.next();
    channels.drafts.publish({ type: 'message', id: 'd1', tags: ['s1:draft'] });
    channels.published.publish({ type: 'message', id: 'p1', tags: ['s1:published'] });
    expect((await editor.next())?.id).toBe('d1');
    expect((await visitor.next())?.id).toBe('p1');
    editor.close();
    visitor.close();
  });

  it('past the cap per address a tab is sent away; a closed stream frees its place', async () => {
    const { base, routes } = await serve({ perAddress: 1, total: 10 });
    const first = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect((await first.next())?.type).toBe('welcome');
    const second = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect(await second.next()).toEqual({ type: 'goaway', data: { reason: 'Too many open live streams from this address' }, id: undefined });
    expect(await second.next()).toBeUndefined();
    first.close();
    await expect.poll(() => routes.open).toBe(0);
    const third = await openStream(`${base}${LIVE_EVENTS_PATH}`);
    expect((await third.next())?.type).toBe('welcome');
    third.close();
  });

  it('a poll answers what came after an id, restart for an unknown one, and 400 to a malformed one', async () => {
    const { channels, base } = await serve();
    const first = await (await fetch(`${base}${LIVE_POLL_PATH}`)).json();
    expect(first).toEqual({ last: channels.published.lastId(), restart: false, events: [] });
    channels.published.publish({ type: 'message', id: 'e1', tags: ['s1:a'] });
    const answer = await fetch(`${base}${LIVE_POLL_PATH}?after=${first.last}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ last: 'e1', restart: false, events: [{ id: 'e1', tags: ['s1:a'] }] });
    expect(await (await fetch(`${base}${LIVE_POLL_PATH}?after=gone`)).json()).toMatchObject({ last: 'e1', restart: true, events: [] });
    const bad = await fetch(`${base}${LIVE_POLL_PATH}?after=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
  });
});
