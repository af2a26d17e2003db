// @vitest-environment node
import http from 'node:http';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { startTracing, tracingWanted } from './tracing.mjs';

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
