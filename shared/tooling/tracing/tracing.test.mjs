// @vitest-environment node
import http from 'node:http';
import { context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { describe, expect, it } from 'vitest';
import { sendOnlyTraceContext, startTracing, tracingWanted } from './tracing.mjs';

describe('tracing with no OTLP endpoint configured', () => {
  it('starts nothing: no provider, no instrumented module, spans that record nothing', () => {
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'gateway' })).toBe(false);
    expect(startTracing({ serviceName: 'gateway', env: { OTEL_SERVICE_NAME: 'gateway' } })).toBeUndefined();
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

describe("the edge's trace context (the gateway's)", () => {
  const propagator = sendOnlyTraceContext(W3CTraceContextPropagator);

  it("takes none from a visitor's traceparent: the gateway's trace starts at the gateway", () => {
    const visitor = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' };
    const extracted = propagator.extract(ROOT_CONTEXT, visitor, defaultTextMapGetter);
    expect(trace.getSpanContext(extracted)).toBeUndefined();
    // The standard one would have continued it.
    expect(trace.getSpanContext(new W3CTraceContextPropagator().extract(ROOT_CONTEXT, visitor, defaultTextMapGetter))?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('sends its own on to the services it calls', () => {
    const span = trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.SAMPLED });
    /** @type {Record<string, string>} */
    const headers = {};
    propagator.inject(trace.setSpan(context.active(), span), headers, defaultTextMapSetter);
    expect(headers.traceparent).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
  });
});
