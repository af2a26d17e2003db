// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatService } from './createChatService.mjs';
import { addressOf, startContentService, startSiteFixture } from './test/fixtures.mjs';

const contact = { phone: '+91 40 4850 1234', phoneAlt: '+91 98480 12345', email: 'advisory@compliancecore.example', whatsapp: '919848012345' };
const closers = /** @type {(() => Promise<unknown>)[]} */ ([]);
// Every server this file started, closed together: each content service stops its query workers,
// which on a loaded machine takes seconds apiece.
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
}, 30_000);

/** @param {Partial<import('./createChatService.mjs').ChatServiceOptions>} options */
async function chatService(options = {}) {
  const chat = await createChatService({
    cmsUrl: 'http://127.0.0.1:4199',
    siteUrl: 'http://127.0.0.1:4199',
    llm: null,
    contact,
    rateLimit: { max: 1000, timeWindow: '1 minute' },
    refreshMs: 0,
    ...options,
  });
  closers.push(() => chat.close());
  return chat;
}

/**
 * @param {import('fastify').FastifyInstance} chat
 * @param {unknown} payload
 * @param {Record<string, string>} headers
 */
const post = (chat, payload, headers = { 'content-type': 'application/json' }) =>
  chat.inject({ method: 'POST', url: '/api/chatbot', headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

describe('input checks', () => {
  /** @type {import('fastify').FastifyInstance} */
  let chat;
  beforeAll(async () => {
    chat = await chatService();
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a whitespace-only message', { message: '  \n\t ' }],
    ['a missing message', {}],
    ['a null message', { message: null }],
    ['a number', { message: 42 }],
    ['an array', { message: ['hi'] }],
    ['a message over 1000 characters', { message: 'a'.repeat(1001) }],
    ['a JSON array body', ['hello']],
    ['a JSON string body', 'hello'],
  ])('answers 400 with a reason to %s', async (_name, body) => {
    const response = await post(chat, JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/\n\s+at /);
  });

  it('accepts 1000 characters after trimming', async () => {
    const response = await post(chat, { message: `   ${'audit '.repeat(166)}abcd   ` });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 to malformed JSON and an empty body', async () => {
    for (const payload of ['{"message": "hi"', '{message: hi}', '']) {
      const response = await post(chat, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/\n\s+at /);
    }
  });

  it('answers 415 to anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const response = await post(chat, 'message=hello', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
    }
    const none = await chat.inject({ method: 'POST', url: '/api/chatbot', payload: '' });
    expect(none.statusCode).toBe(415);
  });

  it('answers 413 to bodies over 16 KB', async () => {
    const response = await post(chat, { message: 'x', padding: 'y'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('keeps working after bad input', async () => {
    const response = await post(chat, { message: 'Hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toMatch(/assistant/i);
  });
});

describe('with both content sources down', () => {
  it('still answers: small talk, contact details and an honest "I don\'t know"', async () => {
    const chat = await chatService();
    const hello = (await post(chat, { message: 'hi' })).json();
    expect(hello.reply).toMatch(/assistant/i);
    const unknown = (await post(chat, { message: 'How long does an audit take?' })).json();
    expect(unknown.reply).toContain(contact.email);
    expect(unknown.sources).toEqual([{ title: 'Contact Us', url: '/contact' }]);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client has sent too many messages, per client', async () => {
    const chat = await chatService({ rateLimit: { max: 3, timeWindow: '1 minute' }, trustedProxies: ['127.0.0.1'] });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(chat, { message: 'hello' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(chat, { message: 'hello' });
    expect(limited.json().error).toMatch(/too many/i);
    // A visitor forwarded by the site's gateway on this machine has a bucket of their own.
    const other = await post(chat, { message: 'hello' }, { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For from a caller that is not a configured proxy', async () => {
    const chat = await chatService({ rateLimit: { max: 2, timeWindow: '1 minute' }, trustedProxies: [] });
    const statuses = [];
    // A new made-up address each time would be a fresh bucket each time, were the header believed.
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post(chat, { message: 'hello' }, { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const chat = await chatService({ rateLimit: { max: 1, timeWindow: '1 minute' }, trustedProxies: ['10.0.0.0/8'] });
    const from = (/** @type {string} */ remoteAddress, /** @type {string} */ visitor) =>
      chat.inject({ method: 'POST', url: '/api/chatbot', remoteAddress, headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor }, payload: '{"message":"hello"}' });
    expect((await from('10.1.2.3', '198.51.100.1')).statusCode).toBe(200);
    expect((await from('10.1.2.3', '198.51.100.2')).statusCode).toBe(200);
    expect((await from('10.1.2.3', '198.51.100.1')).statusCode).toBe(429);
    expect((await from('192.0.2.7', '198.51.100.3')).statusCode).toBe(200);
    expect((await from('192.0.2.7', '198.51.100.4')).statusCode).toBe(429);
  });
});

describe('headers', () => {
  it('marks every answer nosniff and not frameable', async () => {
    const chat = await chatService();
    for (const response of [await post(chat, { message: 'hello' }), await chat.inject('/nope'), await post(chat, '{')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
  });
});

describe('content refresh', () => {
  /**
   * A chat service over a fresh content service and a site that is down until the test brings it up.
   * @param {number} refreshMs
   */
  async function chatWithSiteDown(refreshMs) {
    const cms = await startContentService();
    const site = await startSiteFixture();
    closers.push(() => cms.close(), () => site.close());
    site.setUp(false);
    const chat = await chatService({ cmsUrl: cms.url, siteUrl: site.url, refreshMs });
    return { chat, site };
  }

  it('indexes a source once it comes back, and follows content changes', async () => {
    const { chat, site } = await chatWithSiteDown(50);

    const before = (await post(chat, { message: 'Can you design a network for multiple offices?' })).json();
    expect(before.sources[0]?.url).not.toBe('/network-design');

    site.setUp(true);
    await expect.poll(async () => (await post(chat, { message: 'Can you design a network for multiple offices?' })).json().sources[0]?.url).toBe('/network-design');

    site.setDefaults({ services: [{ slug: 'quantum-readiness', title: 'Quantum Readiness', summary: 'Post-quantum cryptography migration planning.' }] });
    await expect.poll(async () => (await post(chat, { message: 'post-quantum cryptography migration' })).json().sources[0]?.url).toBe('/quantum-readiness');
  });

  it('retries a source that was down within seconds, even with a long polling interval', async () => {
    const { chat, site } = await chatWithSiteDown(30000);
    const ask = async () => (await post(chat, { message: 'Who owns the source code of the software you build?' })).json().sources[0]?.url;
    expect(await ask()).not.toBe('/software-development');
    site.setUp(true);
    await expect.poll(ask, { timeout: 6000, interval: 500 }).toBe('/software-development');
  });
});

describe('LLM', () => {
  /** @type {{ body: any; auth?: string }[]} */
  const calls = [];
  let mode = 'ok';
  let llmUrl = '';

  beforeAll(async () => {
    // A slow answer's request is still open when the suite ends: close it rather than wait it out.
    const fake = Fastify({ forceCloseConnections: true });
    fake.post('/v1/chat/completions', async (request, reply) => {
      calls.push({ body: request.body, auth: request.headers.authorization });
      if (mode === 'error') return reply.code(500).send({ error: { message: 'boom' } });
      // A model that never answers: only the chat's own time limit (300 ms here) can end the wait.
      if (mode === 'slow') await new Promise(() => {});
      if (mode === 'empty') return { choices: [] };
      return { choices: [{ message: { role: 'assistant', content: 'From the model: audits take 2 to 4 weeks, see /audit.' } }] };
    });
    await fake.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => fake.close());
    llmUrl = `${addressOf(fake)}/v1`;
  });

  async function withContent() {
    const cms = await startContentService();
    const site = await startSiteFixture();
    closers.push(() => cms.close(), () => site.close());
    return chatService({ cmsUrl: cms.url, siteUrl: site.url, llm: { url: llmUrl, key: 'test-key', model: 'tiny', timeoutMs: 300 } });
  }

  it('sends the retrieved passages as context and returns the model’s answer', async () => {
    mode = 'ok';
    calls.length = 0;
    const chat = await withContent();
    const answer = (await post(chat, { message: 'How long does an audit take?' })).json();
    expect(answer.reply).toBe('From the model: audits take 2 to 4 weeks, see /audit.');
    expect(answer.sources[0].url).toBe('/audit');
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBe('Bearer test-key');
    expect(calls[0].body.model).toBe('tiny');
    const user = calls[0].body.messages.find((/** @type {{role: string}} */ m) => m.role === 'user').content;
    expect(user).toContain('How long does an audit take?');
    expect(user).toContain('2 to 4 weeks');
  });

  it.each(['error', 'slow', 'empty'])('falls back to the retrieval answer when the model fails (%s)', async (failure) => {
    mode = failure;
    const chat = await withContent();
    const response = await post(chat, { message: 'How long does an audit take?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toMatch(/2 to 4 weeks/);
    expect(response.json().reply).not.toMatch(/From the model/);
  });

  it('is not asked about small talk', async () => {
    mode = 'ok';
    calls.length = 0;
    const chat = await withContent();
    const answer = (await post(chat, { message: 'Hello!' })).json();
    expect(answer.reply).not.toMatch(/From the model/);
    expect(calls).toHaveLength(0);
  });
});
