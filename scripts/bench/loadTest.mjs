// @ts-check
import http from 'node:http';
import http2 from 'node:http2';

/**
 * @typedef {{ method?: string; path: string; headers?: Record<string, string>; body?: string }} LoadRequest
 * @typedef {{ path: string; status: number; headers: Record<string, string | string[] | undefined>; error?: string }} OddAnswer  an answer outside 2xx and 3xx, or a request that got none (`error`, status 0)
 * @typedef {{ requests: number; perSecond: number; p50: number; p99: number; statuses: Record<string, number>; errors: number; odd: OddAnswer[] }} LoadResult
 *   `odd`: the first few answers outside 2xx and 3xx, with their headers, to say where they came from
 */

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

/**
 * A bounded load on loopback: `connections` keep-alive connections, each sending its next request
 * when the previous answer is read, for `durationMs`. Counts answers by status class and measures
 * latency (ms). Dependency-free so the bench needs nothing beyond Node. With `perSecond`, requests
 * are paced to that rate (an offered load, as visitors' browsers send it) instead of as fast as the
 * server answers; latency is then measured from each request's scheduled time, so a server that
 * falls behind shows it.
 * `onAnswer` sees each answer as it is read (its status and headers): a test waits on it for the
 * load to be under way, or looks at what each answer was. `signal` ends the load before `durationMs`
 * (no new request is sent; those under way are read): a test's load that lasts until its events are over.
 * An `https:` origin is asked over HTTP/2, as a browser asks an edge: one TLS connection trusting `ca`
 * (a local certificate), `connections` streams at a time on it.
 * @param {{ origin: string; connections: number; durationMs: number; request: (i: number) => LoadRequest; timeoutMs?: number; perSecond?: number; onAnswer?: (answer: { path: string; status: number; headers: import('node:http').IncomingHttpHeaders }) => void; signal?: AbortSignal; ca?: string }} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoad({ origin, connections, durationMs, request, timeoutMs = 10_000, perSecond, onAnswer, signal, ca }) {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const session = url.protocol === 'https:' ? http2.connect(origin, { ca }) : undefined;
  session?.on('error', () => {});
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let errors = 0;
  let sent = 0;
  /** @type {OddAnswer[]} */
  const odd = [];
  const started = performance.now();
  const until = started + durationMs;

  /** @param {LoadRequest} spec @returns {Promise<number>} */
  const once = (spec) => (session ? onceOverHttp2(session, spec) : onceOverHttp1(spec));

  /** @param {import('node:http2').ClientHttp2Session} h2 @param {LoadRequest} spec @returns {Promise<number>} */
  const onceOverHttp2 = (h2, spec) =>
    new Promise((resolve, reject) => {
      const stream = h2.request({ ':method': spec.method ?? 'GET', ':path': spec.path, ...spec.headers });
      stream.setTimeout(timeoutMs, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      /** @type {import('node:http').IncomingHttpHeaders} */
      let headers = {};
      stream.on('response', (answer) => {
        status = Number(answer[':status']);
        headers = /** @type {import('node:http').IncomingHttpHeaders} */ (answer);
        if (status >= 400 && odd.length < 10) odd.push({ path: spec.path, status, headers });
      });
      let ended = false;
      stream.resume();
      stream.on('end', () => {
        ended = true;
        onAnswer?.({ path: spec.path, status, headers });
        resolve(status);
      });
      stream.on('error', reject);
      // Reset or cut short (a settled promise ignores this).
      stream.on('close', () => {
        if (!ended) reject(new Error(`stream closed before its end (${status || 'no answer'}, code ${stream.rstCode})`));
      });
      stream.end(spec.body);
    });

  /** @param {LoadRequest} spec @returns {Promise<number>} */
  const onceOverHttp1 = (spec) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { agent, host: url.hostname, port: url.port, method: spec.method ?? 'GET', path: spec.path, headers: spec.headers, timeout: timeoutMs },
        (res) => {
          if ((res.statusCode ?? 0) >= 400 && odd.length < 10) odd.push({ path: spec.path, status: res.statusCode ?? 0, headers: res.headers });
          res.resume();
          res.on('end', () => {
            onAnswer?.({ path: spec.path, status: res.statusCode ?? 0, headers: res.headers });
            resolve(res.statusCode ?? 0);
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(spec.body);
    });

  const worker = async () => {
    while (performance.now() < until && !signal?.aborted) {
      const index = sent++;
      const spec = request(index);
      let t0 = performance.now();
      if (perSecond) {
        const due = started + (index / perSecond) * 1000;
        if (due >= until) break;
        if (due > t0) await new Promise((resolve) => setTimeout(resolve, due - t0));
        // From the time it was due (a late start is the server's backlog), or from when it left if a
        // timer fired a fraction of a millisecond early.
        t0 = Math.min(due, performance.now());
      }
      try {
        const status = await once(spec);
        latencies.push(performance.now() - t0);
        const key = `${Math.floor(status / 100)}xx`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      } catch (error) {
        errors += 1;
        if (odd.length < 10) odd.push({ path: spec.path, status: 0, headers: {}, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  session?.close();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), statuses, errors, odd };
}
