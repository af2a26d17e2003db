// @vitest-environment node
import http from 'node:http';
import { context, SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, suppressTracing } from '@site/shared/tooling/test/spanRecorder.mjs';
import { startTracing } from '@site/shared/tooling/tracing/tracing.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustedProxies } from './trustedProxies.mjs';

// Tracing as the gateway's process starts it (`gatewayTracing.mjs`: a caller's traceparent only when
// the server vouched for it), before Fastify loads `node:http`.
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'gateway', continueCallers: 'vouched', exporter });
const { default: Fastify } = await import('fastify');

describe('which peers are trusted proxies', () => {
  it('matches addresses and CIDR ranges, an IPv4 address in its IPv6-mapped form too', () => {
    const { trusts } = trustedProxies(['127.0.0.1', '10.0.0.0/8', '2001:db8::/32']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '2001:db8::5']) expect(trusts(address), address).toBe(true);
    for (const address of ['127.0.0.2', '192.168.0.1', '::1', '2001:db9::5']) expect(trusts(address), address).toBe(false);
  });

  it('trusts nobody when none is named, and leaves Fastify its socket addresses', () => {
    const none = trustedProxies([]);
    expect(none.trusts('127.0.0.1')).toBe(false);
    expect(none.trustProxy).toBe(false);
  });
});

/** A traceparent as the edge sends it, with ids of its own. */
const edgeContext = () => {
  const hex = (/** @type {number} */ bytes) => Array.from({ length: bytes }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');
  const traceId = hex(16);
  const spanId = hex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
};

describe("a caller's traceparent, decided by the same check as its X-Forwarded-For", () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {number} */
  let port;

  beforeAll(async () => {
    // Wired as `createGateway` wires it: one list, one compiled check, for both.
    const proxies = trustedProxies(['127.0.0.2']);
    app = Fastify({ trustProxy: proxies.trustProxy });
    proxies.continueTraces(app.server);
    app.get('/who/:caller', async (request) => ({ ip: request.ip }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  });
  afterAll(async () => {
    await app?.close();
    await tracing?.shutdown();
  });

  /**
   * GET /who/<caller> from `localAddress` (the whole of 127/8 is this machine's loopback) with
   * `headers`; answers who the server took the client to be, and its server span (found by its path).
   * @param {string} caller @param {string} localAddress @param {Record<string, string>} headers
   */
  async function ask(caller, localAddress, headers) {
    const path = `/who/${caller}`;
    // Unsuppressed, the test's own client span would put its traceparent in place of the one given.
    const body = await context.with(suppressTracing(context.active()), () => new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path, localAddress, headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve(JSON.parse(text)));
      }).on('error', reject);
    }));
    const span = await vi.waitFor(() => {
      const found = exporter.getFinishedSpans().find((each) => each.kind === SpanKind.SERVER && Object.values(each.attributes).includes(path));
      if (!found) throw new Error(`no server span for ${path} yet`);
      return found;
    });
    return { ip: body.ip, span };
  }

  it("continues a trusted proxy's traceparent, and believes its X-Forwarded-For", async () => {
    const edge = edgeContext();
    const { ip, span } = await ask('proxy', '127.0.0.2', { traceparent: edge.traceparent, 'x-forwarded-for': '203.0.113.7' });
    expect(ip).toBe('203.0.113.7');
    expect(span.spanContext().traceId).toBe(edge.traceId);
    expect(span.parentSpanContext?.spanId).toBe(edge.spanId);
  });

  it("starts its own trace for a visitor's forged traceparent, and counts the visitor by its socket", async () => {
    const forged = edgeContext();
    const { ip, span } = await ask('visitor', '127.0.0.1', { traceparent: forged.traceparent, 'x-forwarded-for': '203.0.113.7' });
    expect(ip).toBe('127.0.0.1');
    expect(span.spanContext().traceId).not.toBe(forged.traceId);
    expect(span.parentSpanContext).toBeUndefined();
  });
});
