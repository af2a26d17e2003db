// @vitest-environment node
// @ts-check
import { REQUEST_TIMEOUT_MS } from '@site/shared/tooling/nodeServer.mjs';
import { trickleRequest } from '@site/shared/tooling/test/trickleRequest.mjs';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway.mjs';

describe('gateway request time limit', () => {
  /** @type {import('fastify').FastifyInstance[]} */
  const servers = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('answers 408 to a body trickled to /api past the limit, before the service sees any of it', async () => {
    const service = Fastify();
    let calls = 0;
    service.post('/api/chatbot', async () => {
      calls += 1;
      return { reply: 'hi' };
    });
    await service.listen({ host: '127.0.0.1', port: 0 });
    servers.push(service);

    const root = mkdtempSync(path.join(tmpdir(), 'gateway-timeout-'));
    mkdirSync(path.join(root, 'shell'));
    writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    const { port: servicePort } = /** @type {import('node:net').AddressInfo} */ (service.server.address());
    const gateway = await createGateway({
      shellDir: path.join(root, 'shell'),
      storeDir: path.join(root, 'store'),
      siteConfig: { siteUrl: 'http://localhost:8080' },
      chatUrl: `http://127.0.0.1:${servicePort}`,
      requestTimeoutMs: 300,
      log: () => {},
    });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    servers.push(gateway);
    const { port } = /** @type {import('node:net').AddressInfo} */ (gateway.server.address());

    const answer = await trickleRequest(`http://127.0.0.1:${port}/api/chatbot`);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).error).toMatch(/took too long to arrive/);
    expect(calls).toBe(0);

    const next = await fetch(`http://127.0.0.1:${port}/api/chatbot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
    expect(await next.json()).toEqual({ reply: 'hi' });
  });

  it('has the shared limit by default', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gateway-timeout-'));
    const gateway = await createGateway({ shellDir: path.join(root, 'shell'), storeDir: path.join(root, 'store'), siteConfig: { siteUrl: 'http://localhost:8080' }, log: () => {} });
    servers.push(gateway);
    expect(gateway.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
