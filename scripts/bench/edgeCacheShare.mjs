// @ts-check
// The edge cache's share through a canary (`npm run bench -- --cluster`, issue 56): new and returning
// visitors through the cluster's edge (HAProxy in front of Varnish, two gateways on PostgreSQL) with no
// canary, during a 5 % canary of mfe-blog, and after it, side by side; and the gateways' renders a
// second meanwhile (their own count: `gateway_page_cache_requests_total`).
import http2 from 'node:http2';
import { randomBytes } from 'node:crypto';
import { bucketAtPoint } from '@site/gateway';
import { remoteSite } from '../release/remoteSite.mjs';

/** Ten pages of the site, three of them the blog's (the canaried remote's). */
export const SHARE_PAGES = ['/', '/about', '/services', '/blog', '/blog/zero-trust-mid-sized-firms', '/resources', '/faq', '/contact', '/get-quote', '/privacy-policy'];
/** Visitors of each kind in each phase, and how many browse at once. */
const VISITORS = 30;
const AT_ONCE = 6;
/** The canary's share: the 5 %. */
const CANARY_PERCENT = 5;

/**
 * @typedef {{ phase: string, visitors: string, pages: number, hits: number, renders: number, seconds: number }} ShareRow
 */

/** Page answers a gateway rendered (a miss, a preview, a stale page rendered again behind it), from its metrics. @param {string} gateway */
async function rendersOf(gateway) {
  const text = await (await fetch(`${gateway}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^gateway_page_cache_requests_total\{result="(miss|bypass|stale)"\} (\d+)/gm)) total += Number(match[2]);
  return total;
}

/**
 * One page load through the edge (HTTP/2 over TLS, as a browser): whether the cache in front answered,
 * the bucket cookie the edge set, and the blog version the page names (when it composes the blog).
 * @param {http2.ClientHttp2Session} session @param {string} pagePath @param {string | undefined} cookie
 * @returns {Promise<{ hit: boolean, bucket?: string, blog?: string }>}
 */
function load(session, pagePath, cookie) {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pagePath, accept: 'text/html', ...(cookie ? { cookie } : {}) });
    let body = '';
    /** @type {http2.IncomingHttpHeaders} */
    let headers = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk) => {
      body += chunk;
    });
    stream.on('end', () => {
      const setCookie = [headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('site_bucket='));
      const bucket = setCookie ? /^site_bucket=([^;]+)/.exec(setCookie)?.[1] : undefined;
      resolve({ hit: headers['x-cache'] === 'hit', ...(bucket ? { bucket } : {}), blog: /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec(body)?.[1] });
    });
    stream.on('error', reject);
  });
}

/**
 * `VISITORS` visitors loading the ten pages each, `AT_ONCE` at a time: new ones (no cookie; they keep
 * the bucket the edge gives them) or returning ones (a bucket from an earlier canary).
 * @param {{ session: http2.ClientHttp2Session, gateways: string[], phase: string, returning: boolean }} options
 * @returns {Promise<ShareRow>}
 */
async function visitors({ session, gateways, phase, returning }) {
  const rendersBefore = (await Promise.all(gateways.map(rendersOf))).reduce((a, b) => a + b, 0);
  const started = performance.now();
  let pages = 0;
  let hits = 0;
  let next = 0;
  const browse = async () => {
    while (next < VISITORS) {
      next += 1;
      let bucket = returning ? randomBytes(12).toString('base64url') : undefined;
      for (const pagePath of SHARE_PAGES) {
        const answer = await load(session, pagePath, bucket ? `site_bucket=${bucket}` : undefined);
        pages += 1;
        if (answer.hit) hits += 1;
        bucket = answer.bucket ?? bucket;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, browse));
  const seconds = (performance.now() - started) / 1000;
  const renders = (await Promise.all(gateways.map(rendersOf))).reduce((a, b) => a + b, 0) - rendersBefore;
  return { phase, visitors: returning ? 'returning (a bucket from before)' : 'new (no cookie)', pages, hits, renders, seconds };
}

/**
 * Until the edge splits (or stops splitting) mfe-blog: the candidate bucket's blog page names `version`.
 * @param {http2.ClientHttp2Session} session @param {string} version
 */
async function untilBlog(session, version) {
  const candidate = `site_bucket=${bucketAtPoint('mfe-blog', 0)}`;
  for (let i = 0; i < 300; i += 1) {
    if ((await load(session, '/blog', candidate)).blog === version) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the edge did not serve mfe-blog ${version} to the candidate side within 30 s`);
}

/**
 * The rows: new and returning visitors with no canary (after one round that fills the cache), during
 * a 5 % canary of mfe-blog (`second`, through gateway A's release API), and after it is aborted.
 * @param {{ edge: { url: string, cert: string }, a: string, gateways: string[], live: string, second: string, token: string, log?: (line: string) => void }} cluster
 * @returns {Promise<ShareRow[]>}
 */
export async function edgeCacheShare({ edge, a, gateways, live, second, token, log = () => {} }) {
  const session = http2.connect(edge.url, { ca: edge.cert });
  try {
    /** @type {ShareRow[]} */
    const rows = [];
    const phase = async (/** @type {string} */ name) => {
      log(`  edge cache share: ${name}`);
      for (const returning of [false, true]) rows.push(await visitors({ session, gateways, phase: name, returning }));
    };
    for (const pagePath of SHARE_PAGES) await load(session, pagePath, undefined);
    await phase('no canary');
    await remoteSite(a, token).act('canary', { remote: 'mfe-blog', version: second, percent: CANARY_PERCENT, reason: 'bench: edge cache share' });
    await untilBlog(session, second);
    await phase(`a ${CANARY_PERCENT} % canary of mfe-blog`);
    await remoteSite(a, token).act('abort', { remote: 'mfe-blog', reason: 'bench: edge cache share' });
    await untilBlog(session, live);
    await phase('after the canary');
    return rows;
  } finally {
    session.close();
  }
}

/**
 * The table's rows: each phase and kind of visitor, its hit share, and that share against the same
 * visitors' with no canary (the aim during the canary: ≥ 0.9).
 * @param {ShareRow[]} rows
 */
export function shareTable(rows) {
  const share = (/** @type {ShareRow} */ row) => row.hits / row.pages;
  const none = (/** @type {string} */ visitors) => rows.find((row) => row.phase === 'no canary' && row.visitors === visitors);
  return rows.map((row) => {
    const base = none(row.visitors);
    return [row.phase, row.visitors, `${row.hits} of ${row.pages}`, `${(share(row) * 100).toFixed(1)} %`, base && share(base) ? (share(row) / share(base)).toFixed(2) : '', (row.renders / row.seconds).toFixed(1)];
  });
}
