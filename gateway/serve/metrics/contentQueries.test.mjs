// @vitest-environment node
// @ts-check
import http from 'node:http';
import { Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOrigin, observeContentQueries } from './contentQueries.mjs';

describe('content queries as Node fetch makes them', () => {
  /** @type {http.Server[]} */
  const servers = [];
  /** @param {(url: string) => number} status */
  const serve = async (status) => {
    const server = http.createServer((request, response) => {
      if (request.url === '/reset') request.socket.destroy();
      else response.writeHead(status(request.url ?? '')).end('{}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    servers.push(server);
    return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  };
  /** @type {string} */
  let content;
  /** @type {string} */
  let other;
  beforeAll(async () => {
    content = await serve((url) => (url.startsWith('/missing') ? 404 : url.startsWith('/down') ? 503 : 200));
    other = await serve(() => 200);
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('are timed by outcome, for the content service only', async () => {
    const registry = new Registry();
    const histogram = new Histogram({ name: 'content_query_seconds', help: 'test', labelNames: ['outcome'], registers: [registry] });
    const stop = observeContentQueries(contentOrigin({ apiHost: `${content}/` }) ?? '', histogram);
    for (const url of [`${content}/v1/query`, `${content}/missing`, `${content}/down`, `${other}/v1/query`]) await (await fetch(url)).text();
    await expect(fetch(`${content}/reset`)).rejects.toThrow();
    stop();
    await (await fetch(`${content}/v1/query`)).text();
    const counts = Object.fromEntries((await histogram.get()).values.filter((value) => value.metricName === 'content_query_seconds_count').map((value) => [value.labels.outcome, value.value]));
    expect(counts).toEqual({ ok: 1, '4xx': 1, '5xx': 1, error: 1 });
  });

  it('knows the origin of a Sanity project and of a local content service', () => {
    expect(contentOrigin({ projectId: 'abc123' })).toBe('https://abc123.api.sanity.io');
    expect(contentOrigin({ projectId: 'local', apiHost: 'http://127.0.0.1:3333' })).toBe('http://127.0.0.1:3333');
    expect(contentOrigin(undefined)).toBeUndefined();
  });
});
