// @vitest-environment node
import http from 'node:http';
import { context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { describe, expect, it } from 'vitest';
import { vouchedTraceContext, vouchForTrustedPeers } from './callerContext.mjs';
import { startTracing, tracingWanted } from './tracing.mjs';

describe('tracing with no OTLP endpoint configured', () => {
  it('starts nothing: no provider, no instrumented module, spans that record nothing', () => {
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'gateway' })).toBe(false);
    expect(startTracing({ serviceName: 'gateway', continueCallers: 'vouched', env: { OTEL_SERVICE_NAME: 'gateway' } })).toBeUndefined();
    // What instrumentation-http wraps (shimmer marks a wrapped function) is left as Node made it.
    expect(/** @type {any} */ (http.Server.prototype.emit).__wrapped).toBeUndefined();
    expect(/** @type {any} */ (http.request).__wrapped).toBeUndefined();
    expect(trace.getTracer('test').startSpan('nothing').isRecording()).toBe(false);
  });

  it('is asked for by either standard endpoint variable', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });
});

describe("the gateway's trace context: a caller's, only when its server vouched for the request", () => {
  const propagator = vouchedTraceContext(W3CTraceContextPropagator);
  const traceId = '0af7651916cd43dd8448eb211c80319c';
  const traceparent = `00-${traceId}-b7ad6b7169203331-01`;

  /**
   * A real server whose handler extracts as the HTTP instrumentation does (from `request.headers`),
   * vouching for peers at 127.0.0.2 only, asked from `localAddress`; answers the trace id it continued.
   * @param {string} localAddress
   */
  async function continuedFrom(localAddress) {
    const server = http.createServer((request, response) => {
      response.end(trace.getSpanContext(propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter))?.traceId ?? 'none');
    });
    vouchForTrustedPeers(server, (address) => address === '127.0.0.2');
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    try {
      const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      return await new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, localAddress, headers: { traceparent } }, (answer) => {
          let body = '';
          answer.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
        }).on('error', reject);
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("continues a trusted proxy's traceparent, and not a visitor's (another peer)", async () => {
    expect(await continuedFrom('127.0.0.2')).toBe(traceId);
    expect(await continuedFrom('127.0.0.1')).toBe('none');
  });

  it('takes none from headers nobody vouched for, as a standard propagator would', () => {
    const visitor = { traceparent };
    expect(trace.getSpanContext(propagator.extract(ROOT_CONTEXT, visitor, defaultTextMapGetter))).toBeUndefined();
    expect(trace.getSpanContext(new W3CTraceContextPropagator().extract(ROOT_CONTEXT, visitor, defaultTextMapGetter))?.traceId).toBe(traceId);
  });

  it('sends its own on to the services it calls', () => {
    const span = trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.SAMPLED });
    /** @type {Record<string, string>} */
    const headers = {};
    propagator.inject(trace.setSpan(context.active(), span), headers, defaultTextMapSetter);
    expect(headers.traceparent).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
  });
});
