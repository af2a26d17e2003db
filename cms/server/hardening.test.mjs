// @vitest-environment node
// @ts-check
// The content service under abuse: every request's work is bounded and refused with a reason.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService } from './createContentService.mjs';
import { MAX_GET_QUERY_CHARS, MAX_POST_QUERY_CHARS } from './query/queryRoute.mjs';

const datasetPath = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../dataset/images', import.meta.url));
/** ~100 bytes that ran for 8 s on the seed dataset before queries had a time limit. */
const NESTED = 'count(*[]{"a":*[]{"b":*[0...3]{"c":*[]._id}}})';
/** A 1200x630 WebP of the seed dataset. */
const IMAGE = '/images/local/production/105f0b05950e7cb0aa00ac62d9c670eb5a34a42c-1200x630.webp';

/** @param {Parameters<typeof createContentService>[0] extends infer O ? Partial<O> : never} options */
async function start(options = {}) {
  const app = await createContentService({ datasetPath, imagesDir, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { app, base: `http://127.0.0.1:${port}` };
}

/**
 * Runs `work` against a service of its own, closed whatever happens.
 * @param {Parameters<typeof start>[0]} options @param {(service: Awaited<ReturnType<typeof start>>) => Promise<void>} work
 */
async function withService(options, work) {
  const service = await start(options);
  try {
    await work(service);
  } finally {
    await service.app.close();
  }
}

/** @param {string} base @param {string} query */
const get = (base, query) => fetch(`${base}/v2023-05-03/data/query/production?query=${encodeURIComponent(query)}`);
/** @param {string} base @param {unknown} body */
const post = (base, body) =>
  fetch(`${base}/v2023-05-03/data/query/production`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GROQ queries', () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let service;
  beforeAll(async () => {
    service = await start({ queryTimeoutMs: 400, queryWorkers: 1 });
  });
  afterAll(() => service.app.close());

  it('refuses a GET query longer than Sanity`s GET limit with 413 and the limit', async () => {
    const response = await get(service.base, `count(*[_id != "${'a'.repeat(MAX_GET_QUERY_CHARS)}"])`);
    expect(response.status).toBe(413);
    const { error } = await response.json();
    expect(error.type).toBe('queryTooLargeError');
    expect(error.description).toContain(String(MAX_GET_QUERY_CHARS));
  });

  it('refuses a POST query over its limit, and a body over the body limit, with 413', async () => {
    const long = await post(service.base, { query: `1${'+1'.repeat(MAX_POST_QUERY_CHARS)}` });
    expect(long.status).toBe(413);
    expect((await long.json()).error.description).toContain(String(MAX_POST_QUERY_CHARS));
    const huge = await post(service.base, { query: 'count(*)', params: { pad: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(await huge.json())).not.toMatch(/stack|FST_/);
  });

  it('stops a query over its time limit with a Sanity-shaped error', async () => {
    // Only the time limit answers a queryTimeoutError: left alone, the query would finish (in seconds) with a count.
    const response = await get(service.base, NESTED);
    expect(response.status).toBe(400);
    expect((await response.json()).error.type).toBe('queryTimeoutError');
    const after = await get(service.base, 'count(*[_type == "faq"]) > 0');
    expect((await after.json()).result).toBe(true);
  });

  it('still answers the site`s long queries by POST', async () => {
    const query = `*[_type == "faq"][0...2]{question} ${' '.repeat(MAX_GET_QUERY_CHARS)}`;
    const response = await post(service.base, { query });
    expect(response.status).toBe(200);
  });
});

describe('a client that hangs up', () => {
  it('stops its query: the next query does not wait for it (and the service answers while it grinds)', async () => {
    await withService({ queryTimeoutMs: 30_000, queryWorkers: 1 }, async (service) => {
      const url = new URL(`${service.base}/v2023-05-03/data/query/production`);
      url.searchParams.set('query', NESTED);
      let answered = false;
      const request = http.get(url, () => (answered = true));
      request.on('error', () => {});
      // While the worker grinds (seconds; its limit is 30 s), the service's own thread is free: it
      // answers another request before the query has been answered.
      const health = await fetch(`${service.base}/health`);
      expect(health.status).toBe(200);
      expect(answered).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      request.destroy();
      const started = performance.now();
      const response = await get(service.base, 'count(*) > 0');
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  });
});

describe('rate limit per client', () => {
  it('answers 429 with Retry-After in Sanity`s error shape past the burst', async () => {
    await withService({ queryRateLimit: { burst: 2, perSecond: 0.1 } }, async (service) => {
      expect((await get(service.base, '1')).status).toBe(200);
      expect((await get(service.base, '1')).status).toBe(200);
      const limited = await get(service.base, '1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()).error.type).toBe('rateLimitError');
    });
  });
});

describe('read token of the site`s servers', () => {
  const TOKEN = 'hardening-test-read-token';
  /** @param {string} base @param {string} [authorization] */
  const query = (base, authorization) =>
    fetch(`${base}/v2023-05-03/data/query/production?query=${encodeURIComponent('*[_type == "blogPost"][0].title')}`, {
      headers: authorization ? { authorization } : {},
    });

  it('answers the token holder from its own budget while the address is limited for everyone else', async () => {
    await withService({ readToken: TOKEN, queryRateLimit: { burst: 2, perSecond: 0.01 }, serverRateLimit: { burst: 3, perSecond: 0.01 } }, async (service) => {
      expect((await query(service.base)).status).toBe(200);
      expect((await query(service.base)).status).toBe(200);
      expect((await query(service.base)).status).toBe(429);
      const server = await query(service.base, `Bearer ${TOKEN}`);
      expect(server.status).toBe(200);
      expect(typeof (await server.json()).result).toBe('string');
      expect((await query(service.base, `Bearer ${TOKEN}`)).status).toBe(200);
      expect((await query(service.base, `Bearer ${TOKEN}`)).status).toBe(200);
      // Its own bound is a bound too.
      expect((await query(service.base, `Bearer ${TOKEN}`)).status).toBe(429);
      expect((await query(service.base)).status).toBe(429);
    });
  });

  it('refuses a wrong token with 401 in Sanity`s shape, never echoing it', async () => {
    await withService({ readToken: TOKEN }, async (service) => {
      const wrong = await query(service.base, 'Bearer not-the-token');
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
      const body = await wrong.text();
      expect(JSON.parse(body)).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' });
      expect(body).not.toContain('not-the-token');
      expect(body).not.toContain(TOKEN);
    });
  });
});

describe('headers', () => {
  it('marks every answer nosniff and not frameable', async () => {
    await withService({}, async (service) => {
      for (const path of ['/v2023-05-03/data/query/production?query=1', IMAGE, '/nope', '/health']) {
        const response = await fetch(`${service.base}${path}`);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      }
    });
  });
});

describe('image route limits', () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let service;
  beforeAll(async () => {
    service = await start();
  });
  afterAll(() => service.app.close());

  /** @param {string} query */
  const image = (query) => fetch(`${service.base}${IMAGE}?${query}`);

  it('answers unknown fm, fit and crop values with 400 and the allowed values', async () => {
    for (const [query, name] of [['fm=constructor', 'fm'], ['fit=constructor&w=10&h=10', 'fit'], ['crop=constructor&w=10&h=10&fit=crop', 'crop'], ['fm=gif', 'fm']]) {
      const response = await image(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.description, query).toMatch(new RegExp(`^${name} must be one of`));
    }
  });

  it('accepts corners in either order', async () => {
    expect((await image('w=50&h=50&fit=crop&crop=left,top')).status).toBe(200);
    expect((await image('w=50&h=50&fit=crop&crop=top,left')).status).toBe(200);
  });

  it('refuses outputs past 2400 px per side or the pixel budget, with the reason', async () => {
    const wide = await image('w=5000');
    expect(wide.status).toBe(400);
    const square = await image('w=2400&h=2400&fit=scale');
    expect((await image('w=2400&h=2400&fit=max')).status).toBe(200);
    expect(square.status).toBe(400);
    expect((await square.json()).error.description).toMatch(/2400x2400 px; at most 2400 px per side and 4,000,000 pixels/);
    // One edge given: the other follows the aspect ratio, and counts too.
    expect((await image('h=2400')).status).toBe(400);
  });

  it('bounds AVIF to a smaller budget', async () => {
    const big = await image('w=2000&h=2000&fit=scale&fm=avif');
    expect(big.status).toBe(400);
    expect((await big.json()).error.description).toMatch(/AVIF/);
    const small = await image('w=400&fm=avif');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/avif');
  });

  it('snaps quality to steps of 10, so q cannot bypass the cache', async () => {
    const a = Buffer.from(await (await image('w=120&fm=jpg&q=77')).arrayBuffer());
    const b = Buffer.from(await (await image('w=120&fm=jpg&q=83')).arrayBuffer());
    expect(a.equals(b)).toBe(true);
    const low = await image('w=120&fm=jpg&q=0');
    expect(low.status).toBe(200);
    expect((await sharp(Buffer.from(await low.arrayBuffer())).metadata()).format).toBe('jpeg');
  });
});

describe('image cache', () => {
  it('holds no more bytes than its bound however many variants are asked for', async () => {
    const cacheBytes = 256 * 1024;
    await withService({ images: { cacheBytes } }, async (service) => {
      for (let w = 600; w < 640; w += 1) {
        const response = await fetch(`${service.base}${IMAGE}?w=${w}&fm=png`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const { imageCache } = await (await fetch(`${service.base}/health`)).json();
      expect(imageCache.maxBytes).toBe(cacheBytes);
      expect(imageCache.bytes).toBeLessThanOrEqual(cacheBytes);
      // Something is kept (the bound is not "keep nothing"), but far from all 40 variants.
      expect(imageCache.entries).toBeGreaterThan(0);
      expect(imageCache.entries).toBeLessThan(40);
    });
  });
});

describe('concurrent encodes', () => {
  it('answers 503 with Retry-After beyond the encoder queue', async () => {
    await withService({ images: { concurrency: 1, maxQueue: 1 } }, async (service) => {
      const answers = await Promise.all([301, 302, 303, 304, 305, 306].map((w) => fetch(`${service.base}${IMAGE}?w=${w}&fm=webp`)));
      const statuses = answers.map((response) => response.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      const busy = answers.filter((response) => response.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(Number(busy[0].headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
