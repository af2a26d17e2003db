// @ts-check
import { runLoad } from './loadTest.mjs';

/** ~100 bytes of GROQ that ran for 8 s before queries had a time limit: what saturates the content service. */
const HOSTILE_QUERY = 'count(*[]{"a":*[]{"b":*[0...3]{"c":*[]._id}}})';
const FAQ_QUERY = '*[_type == "faq" && isActive == true] | order(order asc)[0...5]{question}';
const LEVELS = [50, 200];

/** Only services on this machine are loaded, never a real Sanity project or Web3Forms. @param {string} url */
const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** @param {number} value */
const ms = (value) => (!Number.isFinite(value) ? 'n/a' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
/** @param {import('./loadTest.mjs').LoadResult} result */
const statusText = (result) =>
  [...Object.entries(result.statuses).sort().map(([key, count]) => `${key} ${count}`), ...(result.errors ? [`errors ${result.errors}`] : [])].join(', ');

/**
 * `npm run bench`'s bounded load: requests/s and p50/p99 for the chat API, the relay and the
 * content query endpoint at 50 and 200 connections (loopback, `durationMs` each), then the p99 of
 * `/remotes.json` while hostile queries keep the content service saturated. Rate limits answer
 * most of a flood with 429 by design; the status column says how each run was answered.
 * @param {{ origin: string; durationMs?: number; print: (title: string, header: string[], rows: string[][], textColumns?: number[]) => void; log?: (line: string) => void }} options
 */
export async function boundedLoad({ origin, durationMs = 10_000, print, log = console.log }) {
  const config = /** @type {{ content: { apiHost?: string; apiVersion: string; dataset: string }; relay: { url: string; accessKey: string }; chat: { apiUrl: string } }} */ (
    await (await fetch(`${origin}/site-config.json`)).json()
  );
  /** @type {{ name: string; origin: string; request: () => import('./loadTest.mjs').LoadRequest }[]} */
  const targets = [];
  const json = { 'content-type': 'application/json' };
  if (config.chat.apiUrl.startsWith('/')) {
    targets.push({ name: 'chat API (through the gateway)', origin, request: () => ({ method: 'POST', path: config.chat.apiUrl, headers: json, body: '{"message":"What is a CMMI appraisal?"}' }) });
  }
  if (isLoopback(config.relay.url)) {
    const relay = new URL(config.relay.url);
    const body = JSON.stringify({ access_key: config.relay.accessKey, email: 'bench@example.com', message: 'Bounded load from npm run bench' });
    targets.push({ name: 'form relay', origin: relay.origin, request: () => ({ method: 'POST', path: relay.pathname, headers: json, body }) });
  }
  const content = config.content.apiHost && isLoopback(config.content.apiHost) ? new URL(config.content.apiHost).origin : undefined;
  const queryPath = (/** @type {string} */ query) => `/v${config.content.apiVersion}/data/query/${config.content.dataset}?query=${encodeURIComponent(query)}`;
  if (content) targets.push({ name: 'content query', origin: content, request: () => ({ path: queryPath(FAQ_QUERY) }) });

  /** @type {string[][]} */
  const rows = [];
  for (const target of targets) {
    for (const connections of LEVELS) {
      log(`  load: ${target.name}, ${connections} connections, ${durationMs / 1000} s`);
      const result = await runLoad({ origin: target.origin, connections, durationMs, request: target.request });
      rows.push([target.name, String(connections), result.perSecond.toFixed(0), ms(result.p50), ms(result.p99), statusText(result)]);
    }
  }
  print(`Bounded load (${durationMs / 1000} s per row, loopback)`, ['target', 'conns', 'req/s', 'p50', 'p99', 'answers'], rows, [5]);

  if (!content) return;
  log(`  load: /remotes.json while the content service is saturated, ${durationMs / 1000} s`);
  const [pointer, hostile] = await Promise.all([
    runLoad({ origin, connections: 1, durationMs, request: () => ({ path: '/remotes.json' }) }),
    runLoad({ origin: content, connections: 8, durationMs, request: () => ({ path: queryPath(HOSTILE_QUERY) }) }),
  ]);
  print('/remotes.json while the content service is saturated', ['request', 'req/s', 'p50', 'p99', 'answers'], [
    ['GET /remotes.json', pointer.perSecond.toFixed(0), ms(pointer.p50), ms(pointer.p99), statusText(pointer)],
    ['hostile GROQ x8 conns', hostile.perSecond.toFixed(1), ms(hostile.p50), ms(hostile.p99), statusText(hostile)],
  ], [4]);
}
