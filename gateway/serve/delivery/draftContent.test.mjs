// @vitest-environment node
// @ts-check
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDraftContent } from './draftContent.mjs';
import { PREVIEW_COOKIE, readPreviewPass, signPreviewPass } from './previewPass.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const TOKEN = 'servers-read-token-xyz';

/** What the stand-in content service received. */
const received = /** @type {{ url: string, authorization?: string }[]} */ ([]);
/** @type {import('fastify').FastifyInstance} */
let upstream;
/** @type {import('fastify').FastifyInstance} */
let gateway;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/v2023-05-03/data/query/production', async (request) => {
    received.push({ url: request.url, authorization: request.headers.authorization });
    return { result: 'draft title' };
  });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const port = /** @type {import('node:net').AddressInfo} */ (upstream.server.address()).port;
  gateway = Fastify();
  await gateway.register(cookie);
  registerDraftContent(gateway, {
    content: { projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${port}` },
    token: TOKEN,
    isDraftPreview: (request) => readPreviewPass(request.cookies[PREVIEW_COOKIE], secret)?.drafts === true,
  });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const url = '/_preview/content/v2023-05-03/data/query/production?query=*%5B0%5D.title&perspective=published&%24id=%22a%22';

describe('the draft content route', () => {
  it('reads drafts with the servers\' token for a browser holding a drafts pass, and nothing is cached', async () => {
    const pass = signPreviewPass({ drafts: true, exp: Date.now() + 60_000 }, secret);
    const answer = await gateway.inject({ method: 'GET', url, cookies: { [PREVIEW_COOKIE]: pass } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: 'draft title' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).not.toContain(TOKEN);
    const forwarded = new URL(received.at(-1)?.url ?? '', 'http://x');
    expect(forwarded.searchParams.get('perspective')).toBe('drafts');
    expect(forwarded.searchParams.get('$id')).toBe('"a"');
    expect(received.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses everyone else, whatever they send: no cookie, a versions-only pass, a forged or expired drafts pass', async () => {
    const before = received.length;
    const cookies = [
      undefined,
      signPreviewPass({ remotes: { 'mfe-blog': '1.0.0+a' }, exp: Date.now() + 60_000 }, secret),
      signPreviewPass({ drafts: true, exp: Date.now() + 60_000 }, 'another-secret-of-at-least-32-characters!'),
      signPreviewPass({ drafts: true, exp: Date.now() - 1 }, secret),
    ];
    for (const value of cookies) {
      const answer = await gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` }, ...(value ? { cookies: { [PREVIEW_COOKIE]: value } } : {}) });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('draft title');
    }
    expect(received.length).toBe(before);
  });
});
