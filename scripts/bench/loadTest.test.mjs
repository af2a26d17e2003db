// @vitest-environment node
// @ts-check
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { runLoad } from './loadTest.mjs';

describe('runLoad', () => {
  it('keeps the given connections busy for the duration and reports rate, latency and statuses', async () => {
    let open = 0;
    let most = 0;
    const server = http.createServer((request, response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        response.statusCode = request.url === '/limited' ? 429 : 200;
        response.end('ok');
      }, 5);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    try {
      const result = await runLoad({ origin: `http://127.0.0.1:${port}`, connections: 4, durationMs: 300, request: (i) => ({ path: i % 2 ? '/limited' : '/' }) });
      expect(most).toBeLessThanOrEqual(4);
      expect(result.requests).toBeGreaterThan(20);
      expect(result.perSecond).toBeGreaterThan(0);
      expect(result.p50).toBeGreaterThanOrEqual(4);
      expect(result.p99).toBeGreaterThanOrEqual(result.p50);
      expect(Object.keys(result.statuses).sort()).toEqual(['2xx', '4xx']);
      expect(result.errors).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('runLoad at an offered rate', () => {
  it('sends no more than the rate asks for', async () => {
    let count = 0;
    const server = http.createServer((_request, response) => {
      count += 1;
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    try {
      const result = await runLoad({ origin: `http://127.0.0.1:${port}`, connections: 4, durationMs: 500, perSecond: 40, request: () => ({ path: '/' }) });
      // 40/s for 0.5 s: requests due at 0, 25, … 475 ms. A loaded machine may send some late (after
      // the end, so not at all), never more: the bound is what the test is about.
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(20);
      expect(result.requests).toBe(count);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('runLoad for a test', () => {
  it('shows each answer as it is read, ends on its signal, and keeps what a request that got no answer met', async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/drop') return request.socket.destroy();
      response.setHeader('x-which', String(request.url));
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    try {
      /** @type {string[]} */
      const seen = [];
      const over = new AbortController();
      const result = await runLoad({
        origin: `http://127.0.0.1:${port}`,
        connections: 2,
        // Far longer than the test: the signal ends it.
        durationMs: 60_000,
        signal: over.signal,
        request: (i) => ({ path: i === 3 ? '/drop' : `/page-${i}` }),
        onAnswer: (answer) => {
          seen.push(`${answer.status} ${answer.headers['x-which']}`);
          if (seen.length === 20) over.abort();
        },
      });
      expect(seen).toContain('200 /page-0');
      expect(seen.length).toBeGreaterThanOrEqual(20);
      expect(seen.length).toBeLessThanOrEqual(22);
      expect(result.requests).toBe(seen.length);
      expect(result.errors).toBe(1);
      expect(result.odd).toEqual([{ path: '/drop', status: 0, headers: {}, error: expect.any(String) }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
