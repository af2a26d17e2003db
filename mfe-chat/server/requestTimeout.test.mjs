// @vitest-environment node
// @ts-check
import { REQUEST_TIMEOUT_MS } from '@site/shared/tooling/nodeServer.mjs';
import { trickleRequest } from '@site/shared/tooling/test/trickleRequest.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createChatService } from './createChatService.mjs';
import { addressOf } from './test/fixtures.mjs';

describe('chat service request time limit', () => {
  /** @type {import('fastify').FastifyInstance | undefined} */
  let chat;
  afterAll(() => chat?.close());

  it('answers 408 with a reason to a message body trickled past the limit, and keeps answering', async () => {
    chat = await createChatService({ cmsUrl: 'http://127.0.0.1:9', siteUrl: 'http://127.0.0.1:9', llm: null, refreshMs: 0, requestTimeoutMs: 300 });
    await chat.listen({ host: '127.0.0.1', port: 0 });
    const url = addressOf(chat);

    const answer = await trickleRequest(`${url}/api/chatbot`);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).error).toMatch(/took too long to arrive/);

    const health = await fetch(`${url}/api/chatbot/health`);
    expect(health.status).toBe(200);
  });

  it('has the shared limit by default', async () => {
    const service = await createChatService({ cmsUrl: 'http://127.0.0.1:9', siteUrl: 'http://127.0.0.1:9', llm: null, refreshMs: 0 });
    try {
      expect(service.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      await service.close();
    }
  });
});
