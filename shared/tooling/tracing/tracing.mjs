// @ts-check
// OpenTelemetry traces for the site's Node servers (the gateway, the content service). A process entry
// imports `gatewayTracing.mjs` or `contentTracing.mjs` before anything else, so the instrumentations
// are in place before Fastify loads `node:http`. Off unless an OTLP endpoint is configured: then no
// SDK module is even loaded and nothing is patched, and the servers' code pays only the no-op calls of
// `@opentelemetry/api`. See docs/operations.md#traces.
import { createRequire } from 'node:module';
import { vouchedTraceContext } from './callerContext.mjs';

// Loaded synchronously, and only when tracing is on: an entry's later imports (Fastify, which
// requires `node:http`) must find the instrumentations registered, and ESM runs a module's imports in
// order only while none of them awaits. Every package here ships CommonJS.
const require = createRequire(import.meta.url);

/**
 * Whether the environment asks for traces: the standard OTLP endpoint variables.
 * @param {NodeJS.ProcessEnv} env
 */
export const tracingWanted = (env) => Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);

/**
 * @typedef {object} Tracing
 * @property {() => Promise<void>} flush sends the spans ended so far
 * @property {() => Promise<void>} shutdown flushes, then stops the provider and the instrumentations
 */

/**
 * Starts tracing in this process when the environment asks for it (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; the exporter reads them, and `OTEL_EXPORTER_OTLP_HEADERS`, itself),
 * or when a test hands an exporter. Spans go out over OTLP/HTTP (JSON) in batches. Instruments:
 * - incoming and outgoing `node:http` (`@opentelemetry/instrumentation-http`): the server span of each
 *   request, continuing a caller's `traceparent` as `continueCallers` allows, named `GET <route>`
 *   once the route is known;
 * - `fetch` (`@opentelemetry/instrumentation-undici`, through Node's diagnostics channels, so it needs
 *   no loader hook): a client span per content query, whose `traceparent` the content service continues;
 * - Fastify (`@fastify/otel`, registered on every Fastify instance made from now on).
 * `OTEL_SERVICE_NAME` names the service; `serviceName` is the default. `OTEL_TRACES_SAMPLER` and
 * the other standard SDK variables apply.
 * `continueCallers`: whose `traceparent` is continued. `'all'` for a service whose callers are the
 * site's own servers (the content service); `'vouched'` for the gateway, whose callers are visitors
 * and the proxies in front: only requests its server vouched for, those from a trusted proxy
 * (`callerContext.mjs`); every other request starts a trace of its own. Either way, the server sends
 * its trace context on to the services it calls.
 * @param {{ serviceName: string, continueCallers: 'all' | 'vouched', env?: NodeJS.ProcessEnv, exporter?: import('@opentelemetry/sdk-trace-base').SpanExporter }} options
 *   `exporter`: where spans go instead of OTLP, each as it ends (tests)
 * @returns {Tracing | undefined} undefined when tracing is off
 */
export function startTracing({ serviceName, continueCallers, env = process.env, exporter }) {
  if (!exporter && !tracingWanted(env)) return undefined;
  /** @type {typeof import('@opentelemetry/sdk-trace-node')} */
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node');
  /** @type {typeof import('@opentelemetry/sdk-trace-base')} */
  const { BatchSpanProcessor, SimpleSpanProcessor } = require('@opentelemetry/sdk-trace-base');
  /** @type {typeof import('@opentelemetry/resources')} */
  const { resourceFromAttributes } = require('@opentelemetry/resources');
  /** @type {typeof import('@opentelemetry/instrumentation')} */
  const { registerInstrumentations } = require('@opentelemetry/instrumentation');
  /** @type {typeof import('@opentelemetry/instrumentation-http')} */
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  /** @type {typeof import('@opentelemetry/instrumentation-undici')} */
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici');
  /** @type {typeof import('@opentelemetry/core')} */
  const { W3CTraceContextPropagator } = require('@opentelemetry/core');
  /** @type {typeof import('@fastify/otel').default} */
  const FastifyOtelInstrumentation = require('@fastify/otel');

  const processor = exporter
    ? new SimpleSpanProcessor(exporter)
    : new BatchSpanProcessor(new (/** @type {typeof import('@opentelemetry/exporter-trace-otlp-http')} */ (require('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter)());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [processor],
  });
  // The global provider, the AsyncLocalStorage context manager and the W3C trace-context propagator
  // (for the gateway, one that continues only what its server vouched for).
  provider.register(continueCallers === 'all' ? {} : { propagator: vouchedTraceContext(W3CTraceContextPropagator) });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      // One span per request under the HTTP server span; no span per hook (a page would carry a dozen).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      unregister();
      await provider.shutdown();
    },
  };
}
