// @ts-check
// The spans the site's servers make themselves, beside what the instrumentations make (`tracing.mjs`).
// Only `@opentelemetry/api` and the SDK's context keys: with tracing off (no provider registered) each
// call is a no-op on a non-recording span, so the code below stays in place at no measurable cost.
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';

/** Made once; a proxy that follows the provider a process entry registers (`tracing.mjs`). */
const tracer = trace.getTracer('compliance-site');

/**
 * Names the request's HTTP server span (the trace's root) after the route that answered it, as
 * `@opentelemetry/instrumentation-http` does when it ends: `GET /blog/:slug` with `http.route`.
 * `route` undefined: no route answered (a "not found"), so the span stays `GET` with no route, rather
 * than the catch-all Fastify matched. Fastify's own request span (`@fastify/otel`) is given it too.
 * @param {import('fastify').FastifyRequest} request @param {string | undefined} route
 */
export function nameRequestRoute(request, route) {
  const metadata = getRPCMetadata(context.active());
  if (metadata?.type !== RPCType.HTTP) return;
  metadata.route = route;
  if (route) /** @type {{ opentelemetry?: () => { span?: import('@opentelemetry/api').Span | null } }} */ (request).opentelemetry?.().span?.setAttribute('http.route', route);
}

/**
 * Sets attributes on the request's root span (the HTTP server span), when traced.
 * @param {import('@opentelemetry/api').Attributes} attributes
 */
export function annotateRequest(attributes) {
  getRPCMetadata(context.active())?.span?.setAttributes(attributes);
}

/**
 * Runs `run` inside a span of its own, active for whatever it starts (its fetches become its
 * children). A throw marks the span as an error and goes on. `run` gets the span, to set what it learnt,
 * and `bind`, to keep the span as the parent of work that a queue runs later in another context.
 * @template T
 * @param {string} name @param {import('@opentelemetry/api').Attributes} attributes
 * @param {(span: import('@opentelemetry/api').Span, bind: <F extends Function>(fn: F) => F) => Promise<T>} run
 * @returns {Promise<T>}
 */
export function inSpan(name, attributes, run) {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    const active = context.active();
    try {
      return await run(span, (fn) => context.bind(active, fn));
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A span for something already done in the current context, from `startTime` (a `performance.now()`
 * reading) to now: a cache hit, or checks computed together in one call.
 * @param {string} name @param {import('@opentelemetry/api').Attributes} attributes @param {number} [startTime]
 * @param {boolean} [failed] marks it as an error
 */
export function recordSpan(name, attributes, startTime, failed = false) {
  const span = tracer.startSpan(name, { attributes, ...(startTime === undefined ? {} : { startTime: performance.timeOrigin + startTime }) });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
