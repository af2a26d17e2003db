import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOtlpReceiver } from '@site/shared/tooling/test/otlpReceiver.mjs';
import { type GatewayProcess, startGatewayProcess } from '../../scripts/cluster/localCluster.mjs';
import { startContentProcess } from '../support/ownSite';
import { freePort, testPorts } from '../support/ports';
import { serverLog } from '../support/serverLog';
import { e2eRenderBudgetMs } from '../support/testGateway';
import { expect, test } from '../support/test';

// A gateway and a content service each in a process of its own, started by their real entries with
// OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a receiver of this file's own: what an operator gets
// from `npm start` pointed at a collector.
test.describe.configure({ mode: 'serial' });

const SERVER = 2;
const CLIENT = 3;
const ARTICLE = '/blog/zero-trust-mid-sized-firms';

let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
let content: Awaited<ReturnType<typeof startContentProcess>>;
let gateway: GatewayProcess;
let storeDir: string;

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
    },
    log: serverLog,
  });
});

test.afterAll(async () => {
  await gateway?.kill();
  await content?.kill();
  await collector?.close();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

test("a page request is one trace from the gateway's route to the content service's query, and the page names no trace", async () => {
  // A visitor's own trace context is not continued: the trace starts at the gateway.
  const visitorTrace = randomBytes(16).toString('hex');
  const answer = await fetch(`http://127.0.0.1:${gateway.port}${ARTICLE}`, {
    headers: { accept: 'text/html', traceparent: `00-${visitorTrace}-${randomBytes(8).toString('hex')}-01` },
  });
  const html = await answer.text();
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toContain('s-maxage');
  expect(answer.headers.get('server-timing')).toMatch(/^route;dur=\d+\.\d, cache;desc=miss, render;dur=\d+\.\d$/);

  const root = await collector.waitFor((spans) => spans.find((span) => span.service === 'gateway' && span.name === 'GET /blog/:slug' && !span.parentSpanId));
  expect(root.kind).toBe(SERVER);
  expect(root.traceId).not.toBe(visitorTrace);
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
  const sent = `${html}\n${JSON.stringify([...answer.headers])}`;
  for (const traceId of new Set(collector.spans.map((span) => span.traceId))) expect(sent).not.toContain(traceId);
});
