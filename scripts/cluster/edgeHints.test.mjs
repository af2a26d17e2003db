import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { hintRoutes, shellFiles, watchEdgeHints } from './edgeHints.mjs';

describe('hintRoutes', () => {
  it('turns the route table into anchored expressions, static paths first', () => {
    const rows = hintRoutes([
      { path: '/:slug', id: 'mfe-services/ServicePage', remote: 'mfe-services' },
      { path: '/blog/:slug', id: 'mfe-blog/ArticlePage', remote: 'mfe-blog' },
      { path: '/about', id: 'mfe-marketing/AboutPage', remote: 'mfe-marketing' },
      { path: '/', id: 'mfe-marketing/HomePage', remote: 'mfe-marketing' },
    ]);
    expect(rows.map((row) => [row.pattern, row.sample])).toEqual([
      ['^/about$', '/about'],
      ['^/$', '/'],
      ['^/[^/]+$', '/edge-hints'],
      ['^/blog/[^/]+$', '/blog/edge-hints'],
    ]);
  });

  it('covers every route of the site', () => {
    expect(hintRoutes().length).toBeGreaterThan(15);
  });
});

it('shellFiles leaves the remotes out', () => {
  expect(shellFiles('</main.1.js>;rel=preload,</remotes/mfe-blog/v1/remoteEntry.js>;rel=preload,</react.2.js>;rel=preload')).toBe('</main.1.js>;rel=preload,</react.2.js>;rel=preload');
});

describe('watchEdgeHints', () => {
  /** @type {(() => Promise<void>)[]} */
  const closing = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** A gateway that answers the pointer and any page with a Link naming its remote's version. */
  /** @param {Record<string, string>} versions */
  async function fakeGateway(versions) {
    /** @type {(string | undefined)[]} */
    const asked = [];
    /** `standIn`: how many of the blog's next pages come from the old version (v1), as a busy gateway's last good page. */
    const fake = { url: '', asked, standIn: 0, close: async () => {} };
    const server = http.createServer((request, response) => {
      if (request.url === '/_splits') return response.end('{}');
      if (request.url === '/remotes.json') {
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify({ remotes: Object.fromEntries(Object.entries(versions).map(([remote, v]) => [remote, `/remotes/${remote}/${v}/mf-manifest.json`])) }));
      }
      asked.push(request.url);
      const remote = hintRoutes().find((row) => row.sample === request.url)?.remote ?? 'mfe-marketing';
      const standIn = remote === 'mfe-blog' && fake.standIn > 0;
      if (standIn) fake.standIn -= 1;
      response.setHeader('link', `</main.1.js>;rel=preload,</remotes/${remote}/${standIn ? 'v1' : (versions[remote] ?? 'x')}/remoteEntry.js>;rel=preload`);
      response.end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const close = () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        // fetch keeps its connections open.
        server.closeAllConnections();
      });
    fake.url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
    fake.close = close;
    return fake;
  }

  it('learns every route, follows a switch of one remote by asking again for its pages only, and stops hinting when no gateway answers', async () => {
    const versions = { 'mfe-blog': 'v1' };
    const gateway = await fakeGateway(versions);
    let up = true;
    const hints = new Map();
    const watch = watchEdgeHints({
      gateways: () => (up ? [gateway.url] : ['http://127.0.0.1:9']),
      setHints: async (entries) => {
        for (const { pattern, link } of entries) hints.set(pattern, link);
      },
      intervalMs: 20,
      staleMs: 200,
    });
    closing.push(watch.stop, gateway.close);
    expect(await watch.ready).toBe(true);
    expect(hints.size).toBe(hintRoutes().length);
    expect(hints.get('^/blog/[^/]+$')).toContain('/remotes/mfe-blog/v1/');

    gateway.asked.length = 0;
    // A page of the old version stood in for the first asks: not taken as the new version's hints.
    gateway.standIn = 3;
    versions['mfe-blog'] = 'v2';
    await expect.poll(() => hints.get('^/blog/[^/]+$')).toContain('/remotes/mfe-blog/v2/');
    await expect.poll(() => hintRoutes().filter((row) => row.remote === 'mfe-blog').every((row) => hints.get(row.pattern)?.includes('/v2/'))).toBe(true);
    // The blog's pages (and the home page, read every time for the shell's files), nothing else.
    const blogPatterns = hintRoutes().filter((row) => row.remote === 'mfe-blog').map((row) => row.sample);
    expect(new Set(gateway.asked.filter((url) => url !== '/'))).toEqual(new Set(blogPatterns));

    up = false;
    await expect.poll(() => [...hints.values()].every((link) => link === '')).toBe(true);
    up = true;
    await expect.poll(() => hints.get('^/blog/[^/]+$')).toContain('/remotes/mfe-blog/v2/');
  });
});

it('watchEdgeHints gives the edge the running splits, and asks its hints on their stable side', async () => {
  const versions = { 'mfe-blog': 'v1' };
  /** @type {Record<string, number>} */
  const splits = { 'mfe-blog': 5 };
  const server = http.createServer((request, response) => {
    if (request.url === '/_splits') return response.end(JSON.stringify(splits));
    if (request.url === '/remotes.json') return response.end(JSON.stringify({ remotes: { 'mfe-blog': '/remotes/mfe-blog/v1/mf-manifest.json' } }));
    response.setHeader('link', `</main.1.js>;rel=preload,</remotes/mfe-blog/${versions['mfe-blog']}/remoteEntry.js>;rel=preload,<${request.headers['x-canary-mfe-blog'] ?? 'no-side'}.css>;rel=preload`);
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  /** @type {Record<string, number>[]} */
  const given = [];
  const hints = new Map();
  const watch = watchEdgeHints({
    gateways: () => [`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`],
    setHints: async (entries) => {
      for (const { pattern, link } of entries) hints.set(pattern, link);
    },
    setSplits: async (next) => void given.push(next),
    intervalMs: 20,
  });
  try {
    expect(await watch.ready).toBe(true);
    expect(given[0]).toEqual({ 'mfe-blog': 5 });
    expect(hints.get('^/blog/[^/]+$')).toContain('<stable.css>');
    delete splits['mfe-blog'];
    await expect.poll(() => given.at(-1)).toEqual({});
  } finally {
    await watch.stop();
    server.closeAllConnections();
    server.close();
  }
});
