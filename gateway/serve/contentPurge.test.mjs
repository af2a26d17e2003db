// @vitest-environment node
// @ts-check
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentPurge, createFrontPurge, pageTags, PURGE_TAGS_HEADER, purgeFrontOnRelease, switchedRemotes } from './contentPurge.mjs';

/** A page context that records what was purged: `undefined` for every page. */
function pagesRecording() {
  /** @type {(string[] | undefined)[]} */
  const purged = [];
  const pages = /** @type {any} */ ({
    composer: { forgetKnownValues() {} },
    cache: { purge: () => purged.push(undefined), purgePaths: (/** @type {string[]} */ paths) => purged.push(paths) },
  });
  return { pages, purged };
}

/** @type {http.Server[]} */
const servers = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

/** A real HTTP server standing in for a Varnish: it records each purge's method and tags. */
async function varnishRecording() {
  /** @type {{ method?: string, tags?: string | string[] }[]} */
  const received = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method, tags: request.headers[PURGE_TAGS_HEADER] });
    response.end('purged');
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`, received };
}

describe('pageTags', () => {
  it('names the page, each section above it and every page', () => {
    // Each page's tags start with the page itself.
    expect(['/', '/about', '/blog/zero-trust', '/a/b/c'].map((page) => pageTags(page))).toEqual([
      '/ /*',
      '/about /*',
      '/blog/zero-trust /blog/* /*',
      '/a/b/c /a/b/* /a/* /*',
    ]);
  });
});

describe('createContentPurge', () => {
  it('purges this cache and each Varnish by tag, and announces it', async () => {
    const { pages, purged } = pagesRecording();
    const [one, two] = [await varnishRecording(), await varnishRecording()];
    const bus = new EventEmitter();
    /** @type {unknown[]} */
    const announced = [];
    const purge = createContentPurge({
      pages,
      purgeFront: createFrontPurge({ varnishUrls: [one.url, two.url], log: () => {} }),
      announcements: { announce: (_topic, payload) => void announced.push(payload), onAnnouncement: (listener) => bus.on('purge', (payload) => listener('purge', payload)) },
    });
    await purge(['/blog/a', '/blog/*']);
    await purge();
    expect(purged).toEqual([['/blog/a', '/blog/*'], undefined]);
    for (const varnish of [one, two]) expect(varnish.received).toEqual([{ method: 'PURGE', tags: '/blog/a /blog/*' }, { method: 'PURGE', tags: '/*' }]);
    expect(announced).toEqual([['/blog/a', '/blog/*'], null]);
  });

  it("purges only this cache for another gateway's announcement", async () => {
    const { pages, purged } = pagesRecording();
    const varnish = await varnishRecording();
    const bus = new EventEmitter();
    createContentPurge({ pages, purgeFront: createFrontPurge({ varnishUrls: [varnish.url], log: () => {} }), announcements: { announce: () => {}, onAnnouncement: (listener) => bus.on('purge', (payload) => listener('purge', payload)) } });
    bus.emit('purge', ['/faq']);
    expect(purged).toEqual([['/faq']]);
    expect(varnish.received).toEqual([]);
  });

  it('logs a Varnish it cannot reach and still purges this cache', async () => {
    const { pages, purged } = pagesRecording();
    /** @type {string[]} */
    const lines = [];
    const purge = createContentPurge({ pages, purgeFront: createFrontPurge({ varnishUrls: ['http://127.0.0.1:9/'], log: (line) => lines.push(line) }) });
    await purge(['/faq']);
    expect(purged).toEqual([['/faq']]);
    expect(lines).toEqual([expect.stringContaining('[purge] http://127.0.0.1:9/ unreachable')]);
  });
});

describe('purgeFrontOnRelease', () => {
  /** @type {(() => void)[]} */
  const stops = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  const pointerWith = (/** @type {string} */ version, /** @type {any} */ canaries = {}) =>
    Object.freeze({ remotes: { 'mfe-blog': `/_store/mfe-blog/${version}/mf-manifest.json`, 'mfe-forms': '/_store/mfe-forms/1/mf-manifest.json' }, releases: { 'mfe-blog': { live: version } }, canaries });

  it('names only the remotes a switch touched: a release, a canary start, step, pause or end', () => {
    const canary = (/** @type {number} */ percent, paused = false) => ({ 'mfe-forms': { version: '2', percent, since: 'now', paused } });
    expect(switchedRemotes(pointerWith('1'), pointerWith('2'))).toEqual(['mfe-blog']);
    expect(switchedRemotes(pointerWith('1'), pointerWith('1', canary(5)))).toEqual(['mfe-forms']);
    expect(switchedRemotes(pointerWith('1', canary(5)), pointerWith('1', canary(25)))).toEqual(['mfe-forms']);
    expect(switchedRemotes(pointerWith('1', canary(25)), pointerWith('1', canary(25, true)))).toEqual(['mfe-forms']);
    expect(switchedRemotes(pointerWith('1', canary(25)), pointerWith('1'))).toEqual(['mfe-forms']);
    expect(switchedRemotes(pointerWith('1', canary(25)), pointerWith('1', canary(25)))).toEqual([]);
  });

  it('purges the pages of the switched remote in front once the pointer this gateway serves changes, and again once renders begun before it are done', async () => {
    let pointer = pointerWith('1');
    /** @type {string[]} */
    const purged = [];
    stops.push(purgeFrontOnRelease({ pointer: () => pointer, purgeFront: async (tags) => void purged.push(tags), settleMs: 150, checkMs: 10 }));
    // The same pointer read again (a new snapshot object): nothing to purge.
    pointer = pointerWith('1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purged).toEqual([]);
    pointer = pointerWith('2');
    await expect.poll(() => purged, { timeout: 1000, interval: 10 }).toEqual(['remote:mfe-blog']);
    await expect.poll(() => purged, { timeout: 1000, interval: 10 }).toEqual(['remote:mfe-blog', 'remote:mfe-blog']);
  });

  it('stops watching when told', async () => {
    let pointer = pointerWith('1');
    /** @type {string[]} */
    const purged = [];
    const stop = purgeFrontOnRelease({ pointer: () => pointer, purgeFront: async (tags) => void purged.push(tags), settleMs: 10, checkMs: 10 });
    stop();
    pointer = pointerWith('2');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(purged).toEqual([]);
  });
});
