import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { packPage } from '@site/gateway';
import { expect, test } from '../support/test';

const HTML = { Accept: 'text/html' };

test('one URL per page: letter-case and trailing-slash variants, and the old refund link with a slash, redirect (308) to the canonical path', async ({ request }) => {
  for (const [variant, canonical] of [
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/Blog/?category=Security', '/blog?category=Security'],
    ['/blog/', '/blog'],
    ['/services/Audit/', '/services/audit'],
    ['/refund-cancellation/', '/refund'],
  ]) {
    const answer = await request.get(variant, { headers: HTML, maxRedirects: 0 });
    expect(answer.status(), variant).toBe(308);
    expect(answer.headers().location, variant).toBe(canonical);
  }
  const followed = await request.get('/About/', { headers: HTML });
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toMatch(/<link rel="canonical" href="[^"]+\/about"/);
});

test('a made-up blog category redirects (308) to the list without it; a real one, in any letter case, is rendered', async ({ request }) => {
  const madeUp = await request.get(`/blog?category=nope-${Date.now()}&q=audit`, { headers: HTML, maxRedirects: 0 });
  expect(madeUp.status()).toBe(308);
  expect(madeUp.headers().location).toBe('/blog?q=audit');
  for (const category of ['Security', 'security']) {
    const real = await request.get(`/blog?category=${category}`, { headers: HTML, maxRedirects: 0 });
    expect(real.status(), category).toBe(200);
  }
});

test('an unknown nested path answers 404 and its repeat comes from the cache (no new render)', async ({ request }) => {
  const path = `/no/such/nested-${Date.now()}`;
  const first = await request.get(path, { headers: HTML });
  expect(first.status()).toBe(404);
  const again = await request.get(path, { headers: HTML });
  expect(again.status()).toBe(404);
  expect(again.headers()['x-render-cache']).toBe('fresh');
});

/** The bytes on the wire and the headers of one request (Playwright's and fetch's clients decode bodies). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a cache hit as browsers ask for it is the brotli bytes made at render, with the policy made at render', async () => {
  const url = new URL('/about', String(test.info().project.use.baseURL)).href;
  const headers = { ...HTML, 'Accept-Encoding': 'br, gzip' };
  // Fresh first (an earlier test may have left it stale, re-rendering in the background).
  await expect.poll(async () => (await rawGet(url, headers)).headers['x-render-cache']).toBe('fresh');
  const first = await rawGet(url, headers);
  const second = await rawGet(url, headers);
  expect(second.headers['x-render-cache']).toBe('fresh');
  expect(second.headers['content-encoding']).toBe('br');
  expect(second.headers.vary).toMatch(/accept-encoding/i);
  expect(second.headers['content-security-policy']).toMatch(/script-src/);
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  // The same bytes on every hit, and those packed at render (compression per request makes others).
  expect(second.bytes.equals(first.bytes)).toBe(true);
  const html = brotliDecompressSync(second.bytes).toString();
  expect(html).toContain('About Us');
  expect(second.bytes.equals((await packPage({ html }, () => '')).br as Buffer)).toBe(true);
});
