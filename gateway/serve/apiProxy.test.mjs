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

/**
 * One request on its own socket, written byte for byte, and the raw answer's status and headers
 * (lower-cased names), so nothing a client library adds or hides is in the way.
 * @param {string} base
 * @param {string[]} headerLines
 * @param {string} body
 */
function rawRequest(base, headerLines, body) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write([`POST /api/chatbot HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Content-Length: ${Buffer.byteLength(body)}`, ...headerLines, '', body].join('\r\n'));
    });
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.on('error', reject);
    // The client said Connection: close, so the gateway closes after its answer.
    socket.on('close', () => {
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('API proxy and hop-by-hop headers', () => {
  /** @type {http.IncomingHttpHeaders[]} */
  const received = [];
  /** A service that answers as Fastify does (keep-alive for 72 s) plus connection-level headers of its own. */
  const upstream = http.createServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on('end', () => {
      response.setHeader('Connection', 'keep-alive, X-Service-Hop');
      response.setHeader('Keep-Alive', 'timeout=72');
      response.setHeader('X-Service-Hop', 'for the gateway only');
      response.setHeader('Proxy-Authenticate', 'Basic realm="service"');
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Answer', 'kept');
      response.end('{"reply":"hello"}');
    });
  });
  /** @type {Awaited<ReturnType<typeof gatewayFor>>} */
  let gateway;
  beforeAll(async () => {
    gateway = await gatewayFor(await listen(upstream));
  });
  afterAll(async () => {
    await gateway.app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes none of the client`s connection-level headers to the service, and keeps the rest', async () => {
    const answer = /** @type {{ status: number }} */ (
      await rawRequest(
        gateway.url,
        [
          'Content-Type: application/json',
          'Connection: close, X-Client-Hop',
          'X-Client-Hop: for the gateway only',
          'Keep-Alive: timeout=5',
          'Proxy-Authorization: Basic c2VjcmV0',
          'TE: trailers',
          'Trailer: X-Checksum',
          'Upgrade: websocket',
          'X-Request-Tag: kept',
        ],
        '{"message":"hi"}',
      )
    );
    expect(answer.status).toBe(200);
    const headers = received.at(-1) ?? {};
    for (const name of ['x-client-hop', 'keep-alive', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'transfer-encoding']) {
      expect(headers[name], name).toBeUndefined();
    }
    // The gateway's own socket to the service decides its Connection; the client's "close" is not it.
    expect(headers.connection).not.toMatch(/x-client-hop/i);
    expect(headers['x-request-tag']).toBe('kept');
    expect(headers['content-type']).toBe('application/json');
  });

  it('passes none of the service`s connection-level headers to the client, and honours the client`s Connection: close', async () => {
    const answer = /** @type {{ status: number, headers: Record<string, string>, body: string }} */ (
      await rawRequest(gateway.url, ['Content-Type: application/json', 'Connection: close'], '{"message":"hi"}')
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    for (const name of ['keep-alive', 'x-service-hop', 'proxy-authenticate']) expect(answer.headers[name], name).toBeUndefined();
    expect(answer.headers['x-answer']).toBe('kept');
    expect(answer.body).toContain('"reply":"hello"');
  });
});
