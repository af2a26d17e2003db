import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliWord, edgeConfig, haproxyPath, HINTS_MAP, hintsMapFile, startEdge } from './edge.mjs';

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
