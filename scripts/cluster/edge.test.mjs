import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketAtPoint, canarySide, sideHeader } from '@site/gateway';
import { cliWord, edgeConfig, edgeMaps, haproxyPath, HINTS_MAP, hintsMapFile, SPLITS_MAP, startEdge } from './edge.mjs';

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

describe('edgeConfig', () => {
  it('is a configuration HAProxy accepts, with and without the redirect to HTTPS', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-config-'));
    try {
      for (const redirectHttp of [false, true]) {
        const file = path.join(dir, 'haproxy.cfg');
        const config = edgeConfig({ host: '127.0.0.1', http: 1, https: 2, backend: { host: '127.0.0.1', port: 3 }, dir, redirectHttp });
        writeFileSync(file, config);
        writeFileSync(path.join(dir, HINTS_MAP), '');
        writeFileSync(path.join(dir, SPLITS_MAP), '');
        // A certificate is needed to check it: one made as the edge makes its own.
        execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(dir, 'k'), '-out', path.join(dir, 'c'), '-subj', '/CN=localhost'], { stdio: 'pipe' });
        writeFileSync(path.join(dir, 'edge.pem'), readFileSync(path.join(dir, 'c'), 'utf8') + readFileSync(path.join(dir, 'k'), 'utf8'));
        execFileSync(/** @type {string} */ (haproxyPath()), ['-c', '-q', '-f', file], { stdio: 'pipe' });
        expect(config.includes('redirect scheme https code 308')).toBe(redirectHttp);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapes what the runtime API would split on', () => {
    expect(cliWord('</a.js>;rel=preload')).toBe('</a.js>\\;rel=preload');
    expect(hintsMapFile([{ pattern: '^/$', link: '</a.js>;rel=preload' }, { pattern: '^/x$', link: '' }])).toBe('^/$ </a.js>;rel=preload\n^/x$ none\n');
  });
});

describe('startEdge: HAProxy in front of a server', () => {
  /** @type {http.IncomingHttpHeaders[]} */
  const received = [];
  /** @type {http.Server} */
  let backend;
  /** @type {Awaited<ReturnType<typeof startEdge>>} */
  let edge;
  let dir = '';

  beforeAll(async () => {
    backend = http.createServer((request, response) => {
      received.push(request.headers);
      response.setHeader('content-type', 'text/html');
      response.end('<p>page</p>');
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', () => resolve(undefined)));
    dir = mkdtempSync(path.join(tmpdir(), 'edge-test-'));
    const entries = [
      { pattern: '^/about$', link: '</a.js>;rel=preload;as=script' },
      { pattern: '^/blog/[^/]+$', link: '' },
    ];
    edge = await startEdge({ http: await freePort(), https: await freePort(), backend: { host: '127.0.0.1', port: /** @type {net.AddressInfo} */ (backend.address()).port }, dir, entries });
  });
  afterAll(async () => {
    await edge?.close();
    backend?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** @param {string} pagePath @param {Record<string, string>} [headers] */
  const navigate = (pagePath, headers = {}) =>
    new Promise((resolve, reject) => {
      const session = http2.connect(edge.url, { ca: edge.cert });
      /** @type {{ status: unknown, link?: unknown }[]} */
      const statuses = [];
      const stream = session.request({ ':path': pagePath, accept: 'text/html', ...headers });
      stream.on('headers', (h) => statuses.push({ status: h[':status'], link: h.link }));
      stream.on('response', (h) => statuses.push({ status: h[':status'] }));
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve(statuses);
      });
      stream.on('error', reject);
    });

  it("sends its route's hints as a 103 before the answer, over HTTP/2 with its local certificate", async () => {
    expect(await navigate('/about')).toEqual([{ status: 103, link: '</a.js>;rel=preload;as=script' }, { status: 200 }]);
    // A route set to none, and a path of no route: the answer alone.
    expect(await navigate('/blog/x')).toEqual([{ status: 200 }]);
    expect(await navigate('/no/such/route')).toEqual([{ status: 200 }]);
  });

  it('sends a fresh, well-formed traceparent to the server, in place of the visitor\'s', async () => {
    received.length = 0;
    await navigate('/about', { traceparent: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01', tracestate: 'x=1' });
    await navigate('/about');
    const [first, second] = received.map((headers) => headers.traceparent);
    for (const value of [first, second]) expect(value).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(first).not.toContain('0123456789abcdef');
    expect(first?.slice(3, 35)).not.toBe(second?.slice(3, 35));
    expect(received[0].tracestate).toBeUndefined();
  });

  it('changes the hints in place, the map file following', async () => {
    await edge.setHints([{ pattern: '^/about$', link: '</b.js>;rel=preload;as=script,</c.js>;rel=preload;as=script' }]);
    expect((await navigate('/about'))[0]).toEqual({ status: 103, link: '</b.js>;rel=preload;as=script,</c.js>;rel=preload;as=script' });
    await edge.setHints([{ pattern: '^/about$', link: '' }]);
    expect(await navigate('/about')).toEqual([{ status: 200 }]);
    expect(readFileSync(path.join(dir, HINTS_MAP), 'utf8')).toContain('^/about$ none');
  });

  it('serves plain HTTP on its other port, without a redirect', async () => {
    const answer = await fetch(`${edge.httpUrl}/about`);
    expect(answer.status).toBe(200);
  });
});

describe("startEdge: each visitor's side of every running canary", () => {
  /** @type {http.Server} */
  let backend;
  /** @type {Awaited<ReturnType<typeof startEdge>>} */
  let edge;
  let dir = '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  beforeAll(async () => {
    // A gateway that answers with the side headers it was sent.
    backend = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.startsWith('x-canary-')))));
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', () => resolve(undefined)));
    dir = mkdtempSync(path.join(tmpdir(), 'edge-splits-'));
    edge = await startEdge({ http: await freePort(), https: await freePort(), backend: { host: '127.0.0.1', port: /** @type {net.AddressInfo} */ (backend.address()).port }, dir });
  });
  afterAll(async () => {
    agent.destroy();
    await edge?.close();
    backend?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * What the gateway behind was sent, and the bucket cookie the visitor was given, for one request.
   * @param {Record<string, string>} [headers] @returns {Promise<{ sides: Record<string, string>, setCookie?: string }>}
   */
  const ask = (headers = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL('/blog', edge.httpUrl);
      http
        .get(url, { agent, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.find((cookie) => cookie.startsWith('site_bucket='));
            resolve({ sides: JSON.parse(body), ...(setCookie ? { setCookie } : {}) });
          });
        })
        .on('error', reject);
    });

  it('puts the side the gateway would give in a header, for thousands of buckets, on two canaries at once', async () => {
    const splits = { 'mfe-blog': 5, 'mfe-forms': 50 };
    await edge.setSplits(splits);
    // Drawn ids as the gateway draws them, legacy numeric buckets, and the edges of the 5 % share.
    const buckets = [
      ...Array.from({ length: 2000 }, (_, i) => Buffer.from(`visitor-${i}-${Math.random()}`).toString('base64url').slice(0, 16)),
      ...Array.from({ length: 100 }, (_, i) => String(i)),
      bucketAtPoint('mfe-blog', 4),
      bucketAtPoint('mfe-blog', 5),
    ];
    const mismatches = [];
    let candidates = 0;
    for (let i = 0; i < buckets.length; i += 50) {
      const answers = await Promise.all(buckets.slice(i, i + 50).map(async (bucket) => ({ bucket, ...(await ask({ cookie: `theme=dark; site_bucket=${bucket}` })) })));
      for (const { bucket, sides, setCookie } of answers) {
        const expected = Object.fromEntries(Object.entries(splits).map(([remote, percent]) => [sideHeader(remote), canarySide(bucket, remote, percent)]));
        if (JSON.stringify(sides) !== JSON.stringify(expected) || setCookie) mismatches.push({ bucket, sides, expected, setCookie });
        if (sides[sideHeader('mfe-blog')] === 'candidate') candidates += 1;
      }
    }
    expect(mismatches).toEqual([]);
    // Not all on one side: the rule the test compares with really splits.
    expect(candidates).toBeGreaterThan(40);
    expect(candidates).toBeLessThan(250);
  });

  it("draws a new visitor's bucket, sets it on the answer and decides by it; a visitor's own side headers are dropped", async () => {
    await edge.setSplits({ 'mfe-blog': 50 });
    for (let i = 0; i < 20; i += 1) {
      const { sides, setCookie } = await ask({ 'x-canary-mfe-blog': 'candidate', 'x-canary-mfe-forms': 'candidate' });
      const bucket = /^site_bucket=([A-Za-z0-9_-]+);/.exec(setCookie ?? '')?.[1];
      expect(bucket).toBeDefined();
      expect(setCookie).toContain('Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
      expect(sides).toEqual({ 'x-canary-mfe-blog': canarySide(/** @type {string} */ (bucket), 'mfe-blog', 50) });
    }
    // A cookie that is no bucket is replaced as the gateway would.
    expect((await ask({ cookie: 'site_bucket=not.a.bucket' })).setCookie).toMatch(/^site_bucket=[0-9a-f]{32};/);
  });

  it('sends no side and sets no cookie while no split runs: the cookie changes nothing', async () => {
    await edge.setSplits({});
    expect(await ask({ cookie: `site_bucket=${bucketAtPoint('mfe-blog', 0)}`, 'x-canary-mfe-blog': 'candidate' })).toEqual({ sides: {} });
    expect(await ask()).toEqual({ sides: {} });
    expect(readFileSync(path.join(dir, SPLITS_MAP), 'utf8')).toBe('');
  });

  it('is kept by a poller it did not start (Kubernetes: edgePoller.mjs), one that carries on from the map files after a restart', async () => {
    await edge.setSplits({ 'mfe-blog': 50 });
    // A poller started beside the running edge: it learns the running split from the files.
    const poller = edgeMaps(dir);
    await poller.setSplits({ 'mfe-forms': 30 });
    const bucket = bucketAtPoint('mfe-forms', 10);
    // mfe-blog's split is gone from HAProxy, not left beside the new one.
    expect(await ask({ cookie: `site_bucket=${bucket}` })).toEqual({ sides: { [sideHeader('mfe-forms')]: canarySide(bucket, 'mfe-forms', 30) } });
    await edgeMaps(dir).setSplits({});
    expect(await ask({ cookie: `site_bucket=${bucket}` })).toEqual({ sides: {} });
  });
});
