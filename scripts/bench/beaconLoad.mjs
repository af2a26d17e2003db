// @ts-check
import { randomBytes } from 'node:crypto';
import { BEACON_PATH } from '@site/shared/field/beacon.mjs';
import { runLoad } from './loadTest.mjs';

/** What a page load sends when it is left: its five Core Web Vitals in one beacon. */
export const REPORTS_PER_BEACON = 5;
/** The offered load: 2,000 reports a second, as 400 beacons. */
export const REPORTS_PER_SECOND = 2000;

/**
 * Visitors' page loads beside it: an offered rate well under what the gateway answers, so `/`'s p99
 * is its latency, not a queue the bench itself made; what the beacons cost it shows as a change.
 */
const PAGE_RATE = 200;

/** @param {number} value */
const ms = (value) => (!Number.isFinite(value) ? 'n/a' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
/** @param {import('./loadTest.mjs').LoadResult} result */
const answers = (result) => [...Object.entries(result.statuses).sort().map(([key, count]) => `${key} ${count}`), ...(result.errors ? [`errors ${result.errors}`] : [])].join(', ');

/**
 * A beacon as a browser sends it after a page load, from a session of its own, tagged with the live
 * version of a remote (valid, so each one is stored: the cost measured is the real one).
 * @param {Record<string, string>} pointer remote -> manifest URL
 */
export function beaconMaker(pointer) {
  const [remote, url] = Object.entries(pointer).find(([name]) => name === 'mfe-marketing') ?? Object.entries(pointer)[0];
  const version = url.split('/').at(-2) ?? '';
  // A session id as a page makes one (`SESSION_ID`: 22 base64url characters): 10 random, 12 counted.
  const prefix = randomBytes(5).toString('hex');
  const names = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
  return (/** @type {number} */ i) =>
    JSON.stringify({
      session: `${prefix}${String(i).padStart(12, '0')}`,
      reports: names.slice(0, REPORTS_PER_BEACON).map((name, n) => ({ type: 'vital', route: '/', remote, version, bucket: 'none', name, value: name === 'CLS' ? 0.01 : 100 + ((i + n) % 900) })),
    });
}

/**
 * The load section's beacon rows: `/` alone, then `POST /api/beacon` at 2,000 reports a second (400
 * beacons of five) while `/` is asked for at the same rate as before, so the page's p99 with and without the beacon
 * load can be compared. `origin` is a gateway whose per-client beacon allowance does not apply
 * (the bench is one client sending every visitor's beacons).
 * @param {{ origin: string, durationMs: number, log: (line: string) => void }} options
 * @returns {Promise<string[][]>}
 */
export async function beaconLoad({ origin, durationMs, log }) {
  const pointer = /** @type {{ remotes: Record<string, string> }} */ (await (await fetch(`${origin}/remotes.json`)).json()).remotes;
  const beacon = beaconMaker(pointer);
  const page = () => ({ path: '/', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  // Warm: the page rendered and cached, as a visitor finds it.
  await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  log(`  load: / alone, ${PAGE_RATE} req/s, ${durationMs / 1000} s`);
  const alone = await runLoad({ origin, connections: 10, durationMs, perSecond: PAGE_RATE, request: page });
  const beaconsPerSecond = REPORTS_PER_SECOND / REPORTS_PER_BEACON;
  log(`  load: ${BEACON_PATH} at ${REPORTS_PER_SECOND} reports/s (${beaconsPerSecond} beacons of ${REPORTS_PER_BEACON}) and / at once, ${durationMs / 1000} s`);
  const [beacons, during] = await Promise.all([
    runLoad({ origin, connections: 50, durationMs, perSecond: beaconsPerSecond, request: (i) => ({ method: 'POST', path: BEACON_PATH, headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: beacon(i) }) }),
    runLoad({ origin, connections: 10, durationMs, perSecond: PAGE_RATE, request: page }),
  ]);
  return [
    [`/ alone (offered ${PAGE_RATE} req/s)`, `${alone.perSecond.toFixed(0)} req/s`, ms(alone.p50), ms(alone.p99), answers(alone)],
    [`${BEACON_PATH} (${REPORTS_PER_BEACON} reports each, offered ${REPORTS_PER_SECOND} reports/s)`, `${(beacons.perSecond * REPORTS_PER_BEACON).toFixed(0)} reports/s`, ms(beacons.p50), ms(beacons.p99), answers(beacons)],
    [`/ while the beacons load (offered ${PAGE_RATE} req/s)`, `${during.perSecond.toFixed(0)} req/s`, ms(during.p50), ms(during.p99), answers(during)],
  ];
}
