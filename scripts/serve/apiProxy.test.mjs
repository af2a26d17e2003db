// @vitest-environment node
// @ts-check
import Fastify from 'fastify';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES, registerApiProxy } from './apiProxy.mjs';

/** @param {import('fastify').FastifyInstance | net.Server} server */
async function listen(server) {
  if ('inject' in server) await server.listen({ host: '127.0.0.1', port: 0 });
  else await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ ('inject' in server ? server.server.address() : server.address());
  return `http://127.0.0.1:${address.port}`;
}

/** @param {string} upstream */
async function gatewayFor(upstream, timeoutMs = 15_000) {
  const app = Fastify();
  await registerApiProxy(app, { upstream, timeoutMs });
  return { app, url: await listen(app) };
}

/** What an answer's body must never show a visitor. */
const INTERNALS = /ECONN|EPIPE|FST_|UND_ERR|127\.0\.0\.1|at .*\.m?js|stack/;

describe('API proxy', () => {
  /** @type {import('fastify').FastifyInstance} */
  let upstream;
  /** @type {Awaited<ReturnType<typeof gatewayFor>>} */
  let gateway;
  beforeAll(async () => {
    upstream = Fastify({ bodyLimit: 16 * 1024 });
    upstream.post('/api/chatbot', async (request) => ({ echo: request.body, expect: request.headers.expect ?? null, forwarded: request.headers['x-forwarded-for'] }));
    gateway = await gatewayFor(await listen(upstream));
  });
  afterAll(async () => {
    await gateway.app.close();
    await upstream.close();
  });

  it('passes a request through, with the visitor`s address', async () => {
    const response = await fetch(`${gateway.url}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echo: { message: 'hi' }, expect: null, forwarded: '127.0.0.1' });
  });

  it('answers 413 with a reason for a body over the limit, without reading it', async () => {
    const response = await fetch(`${gateway.url}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toContain(String(API_BODY_LIMIT_BYTES));
    expect(text).not.toMatch(INTERNALS);
  });

  it('passes the service`s own 413 through', async () => {
    const response = await fetch(`${gateway.url}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(20_000) }) });
    expect(response.status).toBe(413);
  });

  it('handles Expect: 100-continue', async () => {
    const body = '{"message":"hello"}';
    const answer = await new Promise((resolve, reject) => {
      const request = http.request(`${gateway.url}/api/chatbot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      request.on('continue', () => request.end(body));
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse(/** @type {{ text: string }} */ (answer).text).echo).toEqual({ message: 'hello' });
  });
});

describe('API proxy with the service down or hung', () => {
  it('answers 503 with Retry-After and no internals when the service refuses connections', async () => {
    const closed = net.createServer();
    const address = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const gateway = await gatewayFor(address);
    try {
      const response = await fetch(`${gateway.url}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.text()).not.toMatch(INTERNALS);
    } finally {
      await gateway.app.close();
    }
  });

  it('answers 504 when the service accepts the connection and never answers', async () => {
    /** @type {net.Socket[]} */
    const sockets = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    const gateway = await gatewayFor(await listen(silent), 500);
    try {
      const response = await fetch(`${gateway.url}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
      expect(response.status).toBe(504);
      expect(await response.text()).not.toMatch(INTERNALS);
    } finally {
      await gateway.app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
