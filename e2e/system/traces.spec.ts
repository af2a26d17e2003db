import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOtlpReceiver } from '@site/shared/tooling/test/otlpReceiver.mjs';
import { type GatewayProcess, startGatewayProcess } from '../../scripts/cluster/localCluster.mjs';
import { startEdge } from '../../scripts/cluster/edge.mjs';
import { startVarnish } from '../../scripts/cluster/varnish.mjs';
import { startContentProcess } from '../support/ownSite';
import { freePort, testPorts } from '../support/ports';
import { serverLog } from '../support/serverLog';
import { e2eRenderBudgetMs } from '../support/testGateway';
import { expect, test } from '../support/test';

// A gateway and a content service each in a process of its own, started by their real entries with
// OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a receiver of this file's own: what an operator gets
// from `npm start` pointed at a collector. Varnish (deploy/varnish/site.vcl) in front of the gateway,
// which trusts 127.0.0.1 as its proxy, as a cluster's gateways do, and the edge (HAProxy, TLS and
// HTTP/2) in front of Varnish; a visitor asking the gateway directly comes from 127.0.0.2 (the whole
// of 127/8 is loopback), an address it does not trust.
test.describe.configure({ mode: 'serial' });

const SERVER = 2;
const CLIENT = 3;
const ARTICLE = '/blog/zero-trust-mid-sized-firms';
const THROUGH_VARNISH = '/blog/cobit-2019-governance-dashboard';
const THROUGH_EDGE = '/blog/iso-27001-2022-transition-plan';
const VISITOR_ADDRESS = '127.0.0.2';

/** A W3C trace context with fresh ids, as the edge sets on every request it forwards. */
function freshTraceContext() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/**
 * GET a page as a browser asks for it, from `localAddress` (the socket's address the server sees).
 * @returns the status, the headers and the HTML
 */
function getPage(url: string, headers: Record<string, string>, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string }>((resolve, reject) => {
    http
      .get(url, { localAddress, headers: { accept: 'text/html', ...headers } }, (answer) => {
        let html = '';
        answer.setEncoding('utf8').on('data', (chunk) => (html += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, html }));
      })
      .on('error', reject);
  });
}

/** Whether a received span is about `path` (its target, path or URL names it). */
const about = (span: { attributes: Record<string, unknown> }, path: string) =>
  Object.values(span.attributes).some((value) => typeof value === 'string' && (value === path || value.endsWith(path)));

let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
let content: Awaited<ReturnType<typeof startContentProcess>>;
let gateway: GatewayProcess;
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let edge: Awaited<ReturnType<typeof startEdge>>;
let storeDir: string;
let varnishDir: string;
let edgeDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  collector = await startOtlpReceiver();
  // Whatever the shell running the tests has set, these processes export to this receiver only.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_'))) as Record<string, string>;
  const otlp = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' };
  const token = randomBytes(24).toString('base64url');
  const cmsPort = await freePort();
  content = await startContentProcess(cmsPort, { env: { ...otlp, CMS_READ_TOKEN: token } });
  // A copy of the test site's store: this gateway's field reports stay out of the shared one.
  storeDir = mkdtempSync(path.join(tmpdir(), 'e2e-traces-store-'));
  cpSync(process.env.E2E_STORE_DIR!, storeDir, { recursive: true });
  gateway = await startGatewayProcess({
    env: {
      ...base,
      ...otlp,
      DEPLOY_STORE: storeDir,
      DATABASE_URL: '',
      CMS_PORT: String(cmsPort),
      RELAY_PORT: String(testPorts.relay),
      CHAT_PORT: String(testPorts.chat),
      SANITY_API_READ_TOKEN: token,
      RENDER_BUDGET_MS: String(e2eRenderBudgetMs),
      GATEWAY_QUIET: '1',
      TRUSTED_PROXIES: '127.0.0.1',
    },
    log: serverLog,
  });
  varnishDir = mkdtempSync(path.join(tmpdir(), 'e2e-traces-varnish-'));
  varnish = await startVarnish({ port: await freePort(), gateways: [{ host: '127.0.0.1', port: gateway.port }], workDir: varnishDir, memoryMb: 32, log: serverLog });
  edgeDir = mkdtempSync(path.join(tmpdir(), 'e2e-traces-edge-'));
  edge = await startEdge({ https: await freePort(), backend: { host: '127.0.0.1', port: Number(new URL(varnish.url).port) }, dir: edgeDir, log: serverLog });
});

test.afterAll(async () => {
  await edge?.close();
  if (edgeDir) rmSync(edgeDir, { recursive: true, force: true });
  await varnish?.close();
  if (varnishDir) rmSync(varnishDir, { recursive: true, force: true });
  await gateway?.kill();
  await content?.kill();
  await collector?.close();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

test("a request through Varnish with the edge's traceparent is one trace: the edge's span, the gateway, its render, the content service", async () => {
  const edge = freshTraceContext();
  const miss = await getPage(`${varnish.url}${THROUGH_VARNISH}`, { traceparent: edge.traceparent });
  expect(miss.status).toBe(200);
  expect(miss.headers['x-cache']).toBe('miss');

  // The gateway's server span continues the edge's: same trace, the edge's span its parent.
  const root = await collector.waitFor((spans) => spans.find((span) => span.service === 'gateway' && span.kind === SERVER && about(span, THROUGH_VARNISH)));
  expect(root.traceId).toBe(edge.traceId);
  expect(root.parentSpanId).toBe(edge.spanId);
  expect(root.name).toBe('GET /blog/:slug');
  const inTrace = () => collector.spans.filter((span) => span.traceId === edge.traceId);
  const render = inTrace().find((span) => span.name === 'render mfe-blog');
  expect(render?.attributes).toMatchObject({ 'site.remote': 'mfe-blog', 'site.render.outcome': 'rendered' });
  const queries = inTrace().filter((span) => span.kind === CLIENT && span.parentSpanId === render?.spanId);
  expect(queries.length, 'content queries under the render').toBeGreaterThan(0);
  const served = await collector.waitFor((spans) => spans.find((span) => span.service === 'content' && span.traceId === edge.traceId && span.kind === SERVER));
  expect(queries.map((span) => span.spanId)).toContain(served.parentSpanId);

  // The kept copy is the page, whichever trace asked for it: traceparent is not in Varnish's hash,
  // and the page names no trace, neither the edge's nor any the gateway made.
  const hit = await getPage(`${varnish.url}${THROUGH_VARNISH}`, { traceparent: freshTraceContext().traceparent });
  expect(hit.headers['x-cache']).toBe('hit');
  expect(hit.html).toBe(miss.html);
  for (const answer of [miss, hit]) {
    const sent = `${answer.html}\n${JSON.stringify(answer.headers)}`;
    for (const traceId of new Set(collector.spans.map((span) => span.traceId))) expect(sent).not.toContain(traceId);
  }
});

test('a request through the edge, over HTTP/2 and TLS, is one trace begun there: the visitor\'s traceparent replaced, the gateway, its render, the content service', async () => {
  const visitor = freshTraceContext();
  // A page nobody has asked for yet: Varnish has not kept it, and the request reaches the gateway.
  const pagePath = THROUGH_EDGE;
  const session = http2.connect(edge.url, { ca: edge.cert });
  const status = await new Promise<number>((resolve, reject) => {
    const stream = session.request({ ':path': pagePath, accept: 'text/html', traceparent: visitor.traceparent });
    stream.on('response', (headers) => resolve(Number(headers[':status'])));
    stream.on('error', reject);
    stream.resume();
  });
  session.close();
  expect(status).toBe(200);

  // The gateway continued the edge's trace (a parent it did not make), not the visitor's.
  const root = await collector.waitFor((spans) => spans.find((span) => span.service === 'gateway' && span.kind === SERVER && about(span, pagePath)));
  expect(root.traceId).not.toBe(visitor.traceId);
  expect(root.parentSpanId).toMatch(/^[0-9a-f]{16}$/);
  expect(collector.spans.some((span) => span.spanId === root.parentSpanId)).toBe(false);
  const render = collector.spans.find((span) => span.traceId === root.traceId && span.name === 'render mfe-blog');
  expect(render?.parentSpanId).toBeTruthy();
  const served = await collector.waitFor((spans) => spans.find((span) => span.service === 'content' && span.traceId === root.traceId && span.kind === SERVER));
  expect(collector.spans.find((span) => span.spanId === served.parentSpanId)?.parentSpanId).toBe(render?.spanId);
});

test("a visitor's own traceparent, sent to the gateway from an address it does not trust, joins no trace: the gateway starts its own", async () => {
  // Forged to join the trace the edge started above.
  const forged = `00-${collector.spans.find((span) => span.service === 'gateway' && about(span, THROUGH_VARNISH))?.traceId}-${randomBytes(8).toString('hex')}-01`;
  const answer = await getPage(`http://127.0.0.1:${gateway.port}${ARTICLE}`, { traceparent: forged }, VISITOR_ADDRESS);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toContain('s-maxage');
  expect(answer.headers['server-timing']).toMatch(/^route;dur=\d+\.\d, cache;desc=miss, render;dur=\d+\.\d$/);

  const root = await collector.waitFor((spans) => spans.find((span) => span.service === 'gateway' && span.kind === SERVER && about(span, ARTICLE)));
  expect(root.name).toBe('GET /blog/:slug');
  expect(root.parentSpanId).toBeUndefined();
  expect(forged).not.toContain(root.traceId);
  expect(root.attributes['http.route']).toBe('/blog/:slug');
  const inTrace = () => collector.spans.filter((span) => span.traceId === root.traceId);

  const render = inTrace().find((span) => span.name === 'render mfe-blog');
  expect(render?.attributes).toMatchObject({ 'site.remote': 'mfe-blog', 'site.render.outcome': 'rendered', 'site.render.cache': 'miss' });
  expect(String(render?.attributes['site.remote.version'])).not.toBe('');
  const queries = inTrace().filter((span) => span.kind === CLIENT && span.parentSpanId === render?.spanId);
  expect(queries.length, 'content queries under the render').toBeGreaterThan(0);

  // The content service, a process of its own, continued the query's traceparent.
  const served = await collector.waitFor((spans) => spans.find((span) => span.service === 'content' && span.traceId === root.traceId && span.kind === SERVER));
  expect(queries.map((span) => span.spanId)).toContain(served.parentSpanId);

  // Nothing in the page or its headers names a trace a shared cache could hand to another visitor.
  const sent = `${answer.html}\n${JSON.stringify(answer.headers)}`;
  for (const traceId of new Set(collector.spans.map((span) => span.traceId))) expect(sent).not.toContain(traceId);
});
