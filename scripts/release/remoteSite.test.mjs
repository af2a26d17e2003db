// @vitest-environment node
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteSite } from './remoteSite.mjs';

describe('remoteSite: the release commands over HTTP', () => {
  /** @type {http.Server | undefined} */
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it('sends the token in the Authorization header only, never in the URL', async () => {
    /** @type {{ url?: string, authorization?: string, type?: string, body: string }} */
    const seen = { body: '' };
    server = http.createServer((request, response) => {
      seen.url = request.url;
      seen.authorization = request.headers.authorization;
      seen.type = request.headers['content-type'];
      request.on('data', (chunk) => (seen.body += chunk));
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"ok"}'));
    });
    await new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const site = remoteSite(`http://127.0.0.1:${port}`, 'rt_blog-team_secret');
    expect(await site.act('canary', { remote: 'mfe-blog', version: '1.0.0+a', percent: 10 })).toEqual({ message: 'ok' });
    expect(seen).toMatchObject({ url: '/_releases/api/canary', authorization: 'Bearer rt_blog-team_secret', type: 'application/json' });
    await site.upload('mfe-blog', '1.0.0+a', Buffer.from('archive'));
    expect(seen.url).toBe('/_releases/api/remotes/mfe-blog/versions?version=1.0.0%2Ba');
    expect(seen.url).not.toContain('secret');
    expect(seen.type).toBe('application/gzip');
  });

  it("says the gateway's reason when it refuses", async () => {
    server = http.createServer((_request, response) => response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"token:blog-team may act on mfe-blog only, not mfe-forms. Nothing changed."}'));
    await new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    await expect(remoteSite(`http://127.0.0.1:${port}`, 't').act('canary', {})).rejects.toThrow(/answered 403: token:blog-team may act on mfe-blog only/);
  });

  it('refuses plain http to another machine, a missing token and a non-address', () => {
    expect(() => remoteSite('http://site.example', 't')).toThrow(/https:\/\//);
    expect(() => remoteSite('https://site.example', '')).toThrow(/RELEASE_TOKEN/);
    expect(() => remoteSite('site.example', 't')).toThrow(/address/);
    expect(remoteSite('https://site.example', 't').origin).toBe('https://site.example');
  });
});
