// @ts-check
import http from 'node:http';
import { runLoad } from './loadTest.mjs';

/**
 * @typedef {{ origin: string, close: () => Promise<unknown> }} Target
 * @typedef {(renderLimits: Record<string, number>, live: { perAddress: number, total: number }) => Promise<Target>} StartGateway
 */

const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** @param {import('./loadTest.mjs').LoadResult} result */
const answers = (result) => Object.entries(result.statuses).map(([k, v]) => `${k} ${v}`).join(', ') + (result.errors ? `, errors ${result.errors}` : '');

/**
 * `count` tabs' live streams held open on `origin` (`/_live/events`), each answered with its welcome;
 * `close` ends them.
 * @param {string} origin @param {number} count
 */
async function openStreams(origin, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  /** @type {import('node:http').ClientRequest[]} */
  const requests = [];
  const opened = Array.from({ length: count }, () =>
    new Promise((resolve, reject) => {
      const request = http.get(`${origin}/_live/events`, { agent }, (response) => {
        response.once('data', (chunk) => (String(chunk).includes('event: welcome') ? resolve(undefined) : reject(new Error(`a stream was not welcomed: ${chunk}`))));
        response.on('error', () => {});
      });
      request.on('error', reject);
      requests.push(request);
    }),
  );
  await Promise.all(opened);
  return { close: () => requests.forEach((request) => request.destroy()) };
}

/**
 * Whether open live streams slow the gateway (`npm run bench -- --live`): the same gateway process,
 * started afresh each time, with no stream open and with `streams` open (tabs' `/_live/events`, each
 * welcomed first), alternated `pairs` times (none then open, open then none, and so on, so neither
 * side always runs first): renders of distinct `/blog?q=<unique>` URLs (16 connections) and a cached
 * page (`/about`, 50 connections). The per-client render allowance is lifted, and the stream caps
 * raised to hold them all: the load comes from one address. `ratios`: the cached page's req/s with
 * streams open over the same pair's without, one a pair.
 * @param {{ startGateway: StartGateway, durationMs: number, streams?: number, pairs?: number, log: (line: string) => void }} options
 * @returns {Promise<{ rows: string[][], ratios: number[] }>} rows: pair, streams open, load, req/s, p50, p99, answers
 */
export async function liveStreamsLoad({ startGateway, durationMs, streams = 1000, pairs = 5, log }) {
  const limits = { clientBurst: 1e9, clientPerSecond: 1e9 };
  /** @type {string[][]} */
  const rows = [];
  /** @type {number[]} */
  const ratios = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    /** @type {Record<number, number>} */
    const cachedPerSecond = {};
    for (const count of pair % 2 ? [streams, 0] : [0, streams]) {
      const gateway = await startGateway(limits, { perAddress: streams * 2, total: streams * 2 });
      /** @type {{ close: () => void } | undefined} */
      let open;
      try {
        for (let i = 0; i < 3; i += 1) await (await fetch(`${gateway.origin}/blog?q=warm-up-${i}`, { headers: PAGE })).arrayBuffer();
        await (await fetch(`${gateway.origin}/about`, { headers: PAGE })).arrayBuffer();
        if (count > 0) {
          log(`  load: pair ${pair + 1}: opening ${count} live streams`);
          open = await openStreams(gateway.origin, count);
        }
        log(`  load: pair ${pair + 1}, ${count} streams open: renders, then the cached page, ${durationMs / 1000} s each`);
        const renders = await runLoad({ origin: gateway.origin, connections: 16, durationMs, request: (i) => ({ path: `/blog?q=live-${count}-${i}-${Math.random().toString(36).slice(2)}`, headers: PAGE }) });
        const cached = await runLoad({ origin: gateway.origin, connections: 50, durationMs, request: () => ({ path: '/about', headers: PAGE }) });
        cachedPerSecond[count] = cached.perSecond;
        rows.push(
          [String(pair + 1), String(count), 'renders (/blog?q=…)', renders.perSecond.toFixed(1), `${renders.p50.toFixed(1)} ms`, `${renders.p99.toFixed(1)} ms`, answers(renders)],
          [String(pair + 1), String(count), 'cached /about', cached.perSecond.toFixed(0), `${cached.p50.toFixed(1)} ms`, `${cached.p99.toFixed(1)} ms`, answers(cached)],
        );
      } finally {
        open?.close();
        await gateway.close();
      }
    }
    ratios.push(cachedPerSecond[streams] / cachedPerSecond[0]);
  }
  return { rows, ratios };
}
