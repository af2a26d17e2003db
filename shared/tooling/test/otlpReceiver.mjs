// @ts-check
import http from 'node:http';

/**
 * One span as a collector received it.
 * @typedef {{ service: string, traceId: string, spanId: string, parentSpanId?: string, name: string, kind: number, attributes: Record<string, unknown> }} ReceivedSpan
 */

/** What one OTLP attribute value holds (`{ stringValue }`, `{ intValue }`…). @param {Record<string, unknown> | undefined} value */
const valueOf = (value) => (value ? Object.values(value)[0] : undefined);

/** @param {{ key: string, value?: Record<string, unknown> }[] | undefined} list */
const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * The spans of one OTLP/HTTP JSON export (`ExportTraceServiceRequest`, as
 * `@opentelemetry/exporter-trace-otlp-http` sends it: ids in hex).
 * @param {any} body
 * @returns {ReceivedSpan[]}
 */
export function spansOf(body) {
  return (body.resourceSpans ?? []).flatMap((/** @type {any} */ resource) => {
    const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
    return (resource.scopeSpans ?? []).flatMap((/** @type {any} */ scope) =>
      (scope.spans ?? []).map((/** @type {any} */ span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/**
 * A stand-in for an OpenTelemetry collector, for the tests and the bench: accepts OTLP/HTTP JSON
 * exports at `/v1/traces` and keeps every span. Point a process at it with
 * `OTEL_EXPORTER_OTLP_ENDPOINT=<endpoint>`.
 * @param {{ host?: string }} [options]
 */
export async function startOtlpReceiver({ host = '127.0.0.1' } = {}) {
  /** @type {ReceivedSpan[]} */
  const spans = [];
  /** @type {Set<() => void>} */
  const listeners = new Set();
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') return void response.writeHead(404).end();
    if (!request.headers['content-type']?.includes('application/json')) return void response.writeHead(415).end();
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      } catch {
        return void response.writeHead(400).end();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const listener of listeners) listener();
    });
  });
  await new Promise((resolve) => server.listen(0, host, () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    endpoint: `http://${host}:${port}`,
    spans,
    /**
     * Resolves with what `found` returns once it returns something for the spans received; rejects
     * after `deadlineMs` (a deadline for a busy machine that only decides a failure).
     * @template T
     * @param {(spans: ReceivedSpan[]) => T | undefined} found @param {number} [deadlineMs]
     * @returns {Promise<T>}
     */
    waitFor(found, deadlineMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const result = found(spans);
          if (result === undefined || result === false) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(result);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`not received within ${deadlineMs} ms; ${spans.length} spans so far`));
        }, deadlineMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
