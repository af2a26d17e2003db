// @ts-check
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVarnish } from '../cluster/varnish.mjs';
import { runLoad } from './loadTest.mjs';
import { cachedPageVsNginx, freePort } from './renderLoad.mjs';

/**
 * @typedef {{ origin: string, close: () => Promise<unknown> }} Target
 * @typedef {(renderLimits?: Record<string, number>, cpu?: number) => Promise<Target>} StartGateway
 *   a gateway in a process of its own; with `cpu`, kept to that one core (`taskset`)
 */

/**
 * The render rows: gateways on any core, then each kept to a core of its own. One gateway process
 * already keeps more than one core busy (its render on the main thread; compression and garbage
 * collection on helper threads), so on two cores a second process finds little left to use; one
 * core per process is how the gateways of a cluster run on machines of their own.
 */
const RENDER_ROWS = /** @type {const} */ ([
  { count: 1, pinned: false },
  { count: 2, pinned: false },
  { count: 1, pinned: true },
  { count: 2, pinned: true },
]);

/**
 * The cluster's rows (`npm run bench -- --load`): a cached page through Varnish against nginx serving
 * the same page as a file (the aim: ≥ 0.8 of nginx's rate), and renders a second with Varnish in front
 * of one gateway process and of two (the aim: ≥ 1.6× with two on two cores). Each render is a URL
 * nobody asked for before (`/blog?q=<unique>`): a miss in Varnish and in the gateway's page cache.
 * The gateways' per-client render allowance is lifted: through Varnish every visitor is one address.
 * @param {{ startGateway: StartGateway, durationMs: number, log: (line: string) => void }} options
 * @returns {Promise<{ cached: string[][], renders: string[][] }>}
 */
export async function clusterLoad({ startGateway, durationMs, log }) {
  const limits = { clientBurst: 1e9, clientPerSecond: 1e9 };
  /** @type {string[][]} */
  const renders = [];
  /** @type {string[][]} */
  let cached = [];
  /** @type {Record<string, number>} renders a second of one gateway, on any core and pinned */
  const one = {};
  for (const { count, pinned } of RENDER_ROWS) {
    const gateways = await Promise.all(Array.from({ length: count }, (_, i) => startGateway(limits, pinned ? i : undefined)));
    const name = `${count} gateway process${count > 1 ? 'es' : ''}${pinned ? (count > 1 ? ', a core each' : ', one core') : ', any core'}`;
    const workDir = mkdtempSync(path.join(tmpdir(), 'bench-varnish-'));
    // A fresh process loads its renderers and their libraries at its first renders: seconds of
    // CPU that are no render's steady cost. Each gateway renders a few pages before the clock starts.
    for (const gateway of gateways) {
      for (let i = 0; i < 3; i += 1) await (await fetch(`${gateway.origin}/blog?q=warm-up-${i}`, { headers: { accept: 'text/html' } })).arrayBuffer();
    }
    const varnish = await startVarnish({ port: await freePort(), gateways: gateways.map(({ origin }) => ({ host: '127.0.0.1', port: Number(new URL(origin).port) })), workDir });
    try {
      if (count === 2 && !pinned) {
        // Measured once the page is kept: a render left incomplete on a busy machine is not.
        for (let i = 0; i < 40; i += 1) {
          const answer = await fetch(`${varnish.url}/about`, { headers: { accept: 'text/html' } });
          await answer.arrayBuffer();
          if (answer.headers.get('x-cache') === 'hit') break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const rows = await cachedPageVsNginx({ origin: varnish.url, durationMs, log, name: 'Varnish (2 gateways), cached /about' });
        const [viaVarnish, nginx] = rows.map((row) => Number(row[2]));
        cached = rows.map((row, i) => [...row, i === 0 && nginx ? (viaVarnish / nginx).toFixed(2) : '']);
      }
      log(`  load: uncached renders through Varnish, ${name}, 16 connections, ${durationMs / 1000} s`);
      const result = await runLoad({
        origin: varnish.url,
        connections: 16,
        durationMs,
        request: (i) => ({ path: `/blog?q=bench-${count}-${i}-${Math.random().toString(36).slice(2)}`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
      });
      const rendered = (result.statuses['2xx'] ?? 0) / (durationMs / 1000);
      const side = pinned ? 'pinned' : 'any';
      one[side] ??= rendered;
      renders.push([name, rendered.toFixed(1), `${(rendered / one[side]).toFixed(2)}×`, `${Math.round(result.p50)} ms`, `${Math.round(result.p99)} ms`, Object.entries(result.statuses).map(([k, v]) => `${k} ${v}`).join(', ') + (result.errors ? `, errors ${result.errors}` : '')]);
    } finally {
      await varnish.close();
      await Promise.all(gateways.map((gateway) => gateway.close()));
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  return { cached, renders };
}
