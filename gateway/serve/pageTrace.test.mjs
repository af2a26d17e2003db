// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, suppressTracing } from '@site/shared/tooling/test/spanRecorder.mjs';
import { startTracing } from '@site/shared/tooling/tracing/tracing.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Tracing starts before the gateway and the content service are loaded, as a process entry starts it
// (`gatewayTracing.mjs`): Fastify must find `node:http` instrumented when it loads. One process here
// holds both servers, so it continues callers' trace context as the content service's process does
// (the gateway's own process continues a trusted proxy's only: `traceTrust.test.mjs`).
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'gateway', continueCallers: 'all', exporter });
const { createGateway } = await import('./gateway.mjs');
const { writePointer } = await import('../store/files/pointerFile.mjs');
const { openStore } = await import('../store/store.mjs');
const { gatedSwitch } = await import('../release/gate.mjs');
const { createContentService } = await import('../../cms/server/createContentService.mjs');

/**
 * A shell renderer that reads an article from the content service as the real one does (a GET of
 * the Sanity query API, with `fetch`), and answers with its title. `/blog/slow-…` reports the budget
 * running out, as the real renderer's abort does.
 */
const SHELL = `
module.exports = {
  redirects: [],
  matchPage: (pathname) => (/^\\/blog\\/[^/]+$/.test(pathname) ? 'mfe-blog/ArticlePage' : pathname === '/resources' ? 'mfe-blog/ResourcesPage' : undefined),
  runInRequest: (_context, run) => run(),
  async renderDocument({ pathname, pageId, siteConfig, onError, page }) {
    const slug = pathname.split('/').pop();
    if (slug.startsWith('slow-')) {
      onError(new Error('render budget of 1000 ms spent'));
      return { status: 200, complete: false, html: '<!doctype html><main></main>' };
    }
    const query = encodeURIComponent('*[_type == "blogPost" && slug.current == $slug][0]{title}');
    const answer = await fetch(siteConfig.contentUrl + '/v2023-05-03/data/query/production?query=' + query + '&$slug=' + encodeURIComponent(JSON.stringify(slug)));
    const { result } = await answer.json();
    if (pageId && !page) onError(new Error('page left for the browser'));
    return { status: result ? 200 : 404, complete: Boolean(page) || !pageId, html: '<!doctype html><html><body><h1>' + (result?.title ?? 'Not found') + '</h1></body></html>' };
  },
};`;

/** A version of mfe-blog with an article page and no resources page (its render of `/resources` fails). */
const REMOTE = `module.exports = { pages: { ArticlePage: function ArticlePage() { return null; } } };`;

/**
 * GET from the test without a span of the test's own (the gateway's server span is the trace's root,
 * as for a visitor), answering the status, headers and body.
 * @param {string} url
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
const get = (url) =>
  context.with(suppressTracing(context.active()), () => new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html' } }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  }));

/** The spans exported so far of the trace whose root is the gateway's span named `name`, once it has ended. @param {string} name */
async function traceOf(name) {
  const root = await vi.waitFor(() => {
    const found = exporter.getFinishedSpans().filter((span) => span.name === name && !span.parentSpanContext);
    if (found.length !== 1) throw new Error(`${found.length} root spans named ${name} yet`);
    return found[0];
  });
  const traceId = root.spanContext().traceId;
  return { root, traceId, spans: exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId) };
}

describe('a page request as one trace', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'page-trace-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let content;
  /** @type {import('fastify').FastifyInstance} */
  let gateway;
  /** @type {string} */
  let site;

  beforeAll(async () => {
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'server', 'index.js'), SHELL);
    mkdirSync(path.join(storeDir, 'mfe-blog', '1.0.0', 'server'), { recursive: true });
    writeFileSync(path.join(storeDir, 'mfe-blog', '1.0.0', 'server', 'index.js'), REMOTE);
    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0/mf-manifest.json' }, releases: {} });

    content = await createContentService({
      datasetPath: fileURLToPath(new URL('../../cms/dataset/production.ndjson', import.meta.url)),
      imagesDir: fileURLToPath(new URL('../../cms/dataset/images', import.meta.url)),
      logger: false,
    });
    await content.listen({ host: '127.0.0.1', port: 0 });
    const contentUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (content.server.address()).port}`;
    gateway = await createGateway({ shellDir, storeDir, siteConfig: { siteUrl: 'http://localhost:8080', contentUrl }, log: () => {} });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    site = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (gateway.server.address()).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await content?.close();
    await tracing?.shutdown();
  });

  it('holds the route-named root, the remote render and its content query, continued by the content service', async () => {
    const page = await get(`${site}/blog/zero-trust-mid-sized-firms`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1>[^<]+<\/h1>/);

    const { root, traceId, spans } = await traceOf('GET /blog/:slug');
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(root.attributes['http.route']).toBe('/blog/:slug');
    expect(root.attributes['site.page.cache']).toBe('miss');

    const renders = spans.filter((span) => span.name === 'render mfe-blog');
    expect(renders).toHaveLength(1);
    expect(renders[0].attributes).toMatchObject({ 'site.remote': 'mfe-blog', 'site.remote.version': '1.0.0', 'site.render.outcome': 'rendered', 'site.render.cache': 'miss' });

    // The content query: a client span under the render, and the content service's server span under it.
    const query = spans.find((span) => span.kind === SpanKind.CLIENT && String(span.attributes['url.full']).includes('/data/query/production'));
    expect(query?.parentSpanContext?.spanId).toBe(renders[0].spanContext().spanId);
    const served = spans.find((span) => span.kind === SpanKind.SERVER && span.parentSpanContext?.spanId === query?.spanContext().spanId);
    expect(served?.spanContext().traceId).toBe(traceId);
    expect(served?.attributes['http.route']).toMatch(/query/);
  });

  it('times the phases in Server-Timing and names no trace in a page a shared cache may keep', async () => {
    const first = await get(`${site}/blog/cobit-2019-governance-dashboard`);
    expect(first.headers['server-timing']).toMatch(/^route;dur=\d+\.\d, cache;desc=miss, render;dur=\d+\.\d$/);
    const hit = await get(`${site}/blog/cobit-2019-governance-dashboard`);
    expect(hit.headers['cache-control']).toContain('s-maxage');
    expect(hit.headers['server-timing']).toMatch(/^route;dur=\d+\.\d, cache;desc=fresh$/);

    // The hit's trace has the render as a cache hit, and no content query.
    await vi.waitFor(() => expect(exporter.getFinishedSpans().filter((span) => span.name === 'GET /blog/:slug' && span.attributes['site.page.cache'] === 'fresh')).toHaveLength(1));
    const hitRoot = exporter.getFinishedSpans().find((span) => span.name === 'GET /blog/:slug' && span.attributes['site.page.cache'] === 'fresh');
    const hitSpans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === hitRoot?.spanContext().traceId);
    expect(hitSpans.find((span) => span.name === 'render mfe-blog')?.attributes).toMatchObject({ 'site.render.cache': 'hit', 'site.render.outcome': 'cached', 'site.remote.version': '1.0.0' });
    expect(hitSpans.some((span) => span.kind === SpanKind.CLIENT)).toBe(false);

    // No answer carries any trace id the gateway made: not in the HTML, not in a header.
    const traceIds = new Set(exporter.getFinishedSpans().map((span) => span.spanContext().traceId));
    for (const answer of [first, hit]) {
      const text = `${answer.body}\n${JSON.stringify(answer.headers)}`;
      expect([...traceIds].filter((id) => text.includes(id))).toEqual([]);
      expect(answer.headers.traceparent).toBeUndefined();
      expect(answer.headers.traceresponse).toBeUndefined();
    }
  });

  it('says how a render went: over its budget, or failed (the remote has no such page)', async () => {
    await get(`${site}/blog/slow-article`);
    const overBudget = await vi.waitFor(() => {
      const span = exporter.getFinishedSpans().find((each) => each.name === 'render mfe-blog' && each.attributes['site.render.outcome'] === 'over_budget');
      if (!span) throw new Error('no render over its budget yet');
      return span;
    });
    expect(overBudget.attributes['site.render.complete']).toBe(false);

    await get(`${site}/resources`);
    const { spans } = await traceOf('GET /resources');
    expect(spans.find((span) => span.name === 'render mfe-blog')?.attributes['site.render.outcome']).toBe('failed');
  });

  it('names a path no route answers without the catch-all Fastify matched', async () => {
    await get(`${site}/no/such/page`);
    const { root } = await traceOf('GET');
    expect(root.attributes['http.route']).toBeUndefined();
    expect(root.attributes['site.page.cache']).toBe('miss');
  });

  it('traces a release switch with a span for each check it ran', async () => {
    // A published version whose manifest lacks the article page: refused at "expected exposes present".
    mkdirSync(path.join(storeDir, 'mfe-blog', '2.0.0'), { recursive: true });
    writeFileSync(path.join(storeDir, 'mfe-blog', '2.0.0', 'mf-manifest.json'), JSON.stringify({ exposes: [], shared: [{ name: 'react', version: '19.3.1' }] }));
    const store = await openStore({ storeDir, databaseUrl: '' });
    await expect(gatedSwitch({ storeDir, store, remote: 'mfe-blog', action: 'release', version: '2.0.0', hostReactVersion: '19.3.1', actor: 'test' })).rejects.toThrow(/failed its health check/);
    await store.close();

    const release = exporter.getFinishedSpans().find((span) => span.name === 'release release mfe-blog');
    expect(release?.status.code).toBe(SpanStatusCode.ERROR);
    const checks = exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === release?.spanContext().spanId);
    expect(checks.map((span) => [span.name, span.attributes['release.check.ok']])).toEqual([
      ['check manifest reachable', true],
      ['check expected exposes present', false],
      ['check shared React compatible', true],
    ]);
  });
});
