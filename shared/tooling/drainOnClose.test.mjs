// @vitest-environment node
import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOnClose } from './drainOnClose.mjs';

/** @type {import('fastify').FastifyInstance[]} */
const apps = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * A server whose answer takes `answerMs`, and one request to it on a kept-alive connection.
 * @param {{ answerMs: number, drain?: { graceMs?: number } }} options
 */
async function slowAnswerInFlight({ answerMs, drain }) {
  const app = Fastify();
  apps.push(app);
  if (drain) drainOnClose(app, drain);
  /** @type {() => void} */
  let started = () => {};
  const answering = new Promise((resolve) => (started = () => resolve(undefined)));
  app.get('/', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, answerMs));
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  const agent = new Agent({ keepAlive: true });
  /** @type {Promise<{ status: number | undefined, connection: string | undefined, body: string }>} */
  const answer = new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: address.port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
  // The request is being answered when close is called.
  await answering;
  return { app, answer, agent };
}

/** @param {() => Promise<unknown>} work */
async function millisecondsFor(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('drainOnClose', () => {
  it('lets the answer in progress finish, then closes its connection at once', async () => {
    const { app, answer, agent } = await slowAnswerInFlight({ answerMs: 300, drain: {} });
    const closeMs = await millisecondsFor(() => app.close());
    expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"ok":true}' });
    // Without the plugin the kept-alive socket holds close() for Fastify's 72 s keepAliveTimeout.
    expect(closeMs).toBeLessThan(3000);
    agent.destroy();
  });

  it('drops a connection whose answer outlasts the grace period', async () => {
    const { app, answer, agent } = await slowAnswerInFlight({ answerMs: 60_000, drain: { graceMs: 200 } });
    const closeMs = await millisecondsFor(() => app.close());
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(closeMs).toBeLessThan(3000);
    agent.destroy();
  });

  it('keeps connections alive while the server is running', async () => {
    const { answer, agent } = await slowAnswerInFlight({ answerMs: 10, drain: {} });
    expect((await answer).connection).toBe('keep-alive');
    agent.destroy();
  });
});
