// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInRequest } from '../server/requestStore';
import { defaultSiteConfig } from '../config/siteConfig';
import { createContentClient, getContentClient, queryEndpoint } from './client';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let handler: Handler;
const seen: { method?: string; url?: string; body: string; authorization?: string }[] = [];

beforeEach(async () => {
  seen.length = 0;
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body, authorization: request.headers.authorization });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

function client(timeoutMs?: number) {
  const { port } = server.address() as AddressInfo;
  return createContentClient({ projectId: 'local', dataset: 'production', apiVersion: '2023-05-03', apiHost: `http://127.0.0.1:${port}` }, timeoutMs);
}

describe('the content client', () => {
  it('sends the server`s read token as a bearer token, by GET and by POST, and none without one', async () => {
    handler = (_request, _body, response) => json(response, 200, { result: 1 });
    const { port } = server.address() as AddressInfo;
    const content = { projectId: 'local', dataset: 'production', apiVersion: '2023-05-03', apiHost: `http://127.0.0.1:${port}` };
    const withToken = createContentClient(content, 3000, 'read-token-1');
    await withToken.fetch('count(*)');
    await withToken.fetch(`*[!(_id in ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `id-${i}`))})]`);
    await client().fetch('count(*)');
    expect(seen.map((request) => [request.method, request.authorization])).toEqual([
      ['GET', 'Bearer read-token-1'],
      ['POST', 'Bearer read-token-1'],
      ['GET', undefined],
    ]);
  });

  it('carries the token of the request being rendered on the server, and none outside a render', async () => {
    handler = (_request, _body, response) => json(response, 200, { result: 1 });
    const { port } = server.address() as AddressInfo;
    const siteConfig = { ...defaultSiteConfig, content: { ...defaultSiteConfig.content, apiHost: `http://127.0.0.1:${port}` } };
    await runInRequest({ siteConfig, contentToken: 'render-token' }, () => getContentClient().fetch('count(*)'));
    await runInRequest({ siteConfig }, () => getContentClient().fetch('count(*)'));
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer render-token', undefined]);
  });

  it('asks the query API with the query and its params as $-prefixed JSON, published content only', async () => {
    handler = (_request, _body, response) => json(response, 200, { result: { title: 'Audit' } });
    await expect(client().fetch('*[slug.current == $slug][0]{title}', { slug: 'audit' })).resolves.toEqual({ title: 'Audit' });
    const url = new URL(seen[0].url!, 'http://x');
    expect(seen[0].method).toBe('GET');
    expect(url.pathname).toBe('/v2023-05-03/data/query/production');
    expect(url.searchParams.get('query')).toBe('*[slug.current == $slug][0]{title}');
    expect(url.searchParams.get('$slug')).toBe('"audit"');
    expect(url.searchParams.get('perspective')).toBe('published');
  });

  it('sends a query too long for a URL as POST', async () => {
    handler = (_request, _body, response) => json(response, 200, { result: 1 });
    const query = `*[_type == "post" && !(_id in ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `id-${i}`))})]`;
    await client().fetch(query, { limit: 3 });
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(seen[0].body)).toEqual({ query, params: { limit: 3 } });
  });

  it("reports the service's reason for a bad query and does not ask again", async () => {
    handler = (_request, _body, response) => json(response, 400, { error: { description: 'expected "]"' } });
    await expect(client().fetch('*[')).rejects.toThrow('content service answered 400: expected "]"');
    expect(seen).toHaveLength(1);
  });

  it('asks twice more after a server error, then gives up', async () => {
    handler = (_request, _body, response) => json(response, 503, {});
    await expect(client().fetch('*')).rejects.toThrow(/503/);
    expect(seen).toHaveLength(3);
  });

  it('stops waiting for a service that accepts the request and never answers, when its time limit is up', async () => {
    handler = () => {};
    // The limit's signal, fired by the test rather than by the wall clock (vitest's fake timers do not
    // reach AbortSignal.timeout): nothing but the limit ends the wait.
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    const answer = client(300).fetch('*');
    let settled = false;
    void answer.catch(() => {}).finally(() => (settled = true));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(timeout).toHaveBeenCalledWith(300);
    expect(settled).toBe(false);
    limit.abort(new DOMException('signal timed out', 'TimeoutError'));
    await expect(answer).rejects.toThrow('content service gave no answer within 300 ms');
  });

  it('addresses a real Sanity project by its project host', () => {
    expect(queryEndpoint({ projectId: 'abc123', dataset: 'production', apiVersion: 'v2024-01-01' })).toBe(
      'https://abc123.api.sanity.io/v2024-01-01/data/query/production',
    );
  });
});
