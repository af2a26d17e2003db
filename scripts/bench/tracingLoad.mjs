// @ts-check
import { startOtlpReceiver } from '@site/shared/tooling/test/otlpReceiver.mjs';
import { runLoad } from './loadTest.mjs';

/**
 * @typedef {{ origin: string, close: () => Promise<unknown> }} Target
 * @typedef {(renderLimits: Record<string, number>, env: Record<string, string>) => Promise<Target>} StartGateway
 */

const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** @param {import('./loadTest.mjs').LoadResult} result */
const answers = (result) => Object.entries(result.statuses).map(([k, v]) => `${k} ${v}`).join(', ') + (result.errors ? `, errors ${result.errors}` : '');

/**
 * The cost of tracing (`npm run bench -- --tracing`): the same gateway process with tracing off (no
 * OTLP endpoint: nothing started) and on (every span exported over OTLP/HTTP to a receiver the bench
 * starts on loopback, as a collector beside the gateway would take them), side by side, in the order
 * off, on, on, off (whatever else the machine does drifts over both alike): renders a
 * second of distinct `/blog?q=<unique>` URLs (16 connections, each a render and its content queries)
 * and a cached page (`/about`, 50 connections). The per-client render allowance is lifted, as in the
 * cluster rows: the load comes from one address.
 * @param {{ startGateway: StartGateway, durationMs: number, log: (line: string) => void }} options
 * @returns {Promise<string[][]>} rows: tracing, load, req/s, p50, p99, answers, spans received
 */
export async function tracingLoad({ startGateway, durationMs, log }) {
  const limits = { clientBurst: 1e9, clientPerSecond: 1e9 };
  /** @type {string[][]} */
  const rows = [];
  for (const tracing of [false, true, true, false]) {
    const collector = tracing ? await startOtlpReceiver() : undefined;
    const gateway = await startGateway(limits, collector ? { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint } : {});
    const name = tracing ? 'on (OTLP to loopback)' : 'off';
    try {
      // A fresh process loads its renderers at its first renders; and /about is measured once kept.
      for (let i = 0; i < 3; i += 1) await (await fetch(`${gateway.origin}/blog?q=warm-up-${i}`, { headers: PAGE })).arrayBuffer();
      await (await fetch(`${gateway.origin}/about`, { headers: PAGE })).arrayBuffer();
      log(`  load: tracing ${name}: renders of /blog?q=<unique>, 16 connections, ${durationMs / 1000} s`);
      const renders = await runLoad({
        origin: gateway.origin,
        connections: 16,
        durationMs,
        request: (i) => ({ path: `/blog?q=trace-${tracing}-${i}-${Math.random().toString(36).slice(2)}`, headers: PAGE }),
      });
      log(`  load: tracing ${name}: cached /about, 50 connections, ${durationMs / 1000} s`);
      const cached = await runLoad({ origin: gateway.origin, connections: 50, durationMs, request: () => ({ path: '/about', headers: PAGE }) });
      // Stopping flushes what the batch still holds: every span of the load is counted.
      await gateway.close();
      const spans = collector ? String(collector.spans.length) : '-';
      rows.push(
        [name, 'renders (/blog?q=…)', renders.perSecond.toFixed(1), `${renders.p50.toFixed(1)} ms`, `${renders.p99.toFixed(1)} ms`, answers(renders), spans],
        [name, 'cached /about', cached.perSecond.toFixed(0), `${cached.p50.toFixed(1)} ms`, `${cached.p99.toFixed(1)} ms`, answers(cached), ''],
      );
    } finally {
      await gateway.close();
      await collector?.close();
    }
  }
  return rows;
}
