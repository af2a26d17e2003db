// @ts-check
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from './loadTest.mjs';

const NGINX = '/usr/sbin/nginx';
/** What a browser sends: the cached page as it is really asked for. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const VISITOR = '127.0.0.1';
/** Loopback has all of 127.0.0.0/8: the flood comes from another address than the visitor. */
const FLOODER = '127.0.0.2';

/** @param {number} value */
const ms = (value) => (!Number.isFinite(value) ? 'n/a' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
/** @param {Record<string, number>} counts */
const countText = (counts) => Object.entries(counts).sort().map(([key, count]) => `${key} ${count}`).join(', ');

/**
 * One GET as a browser navigation, from `localAddress`, with what the bench needs of its answer.
 * @param {string} origin @param {string} url @param {{ localAddress?: string, agent?: http.Agent, encoding?: string }} [options]
 * @returns {Promise<{ status: number, cache: string, ms: number, body: Buffer, retryAfter?: string }>}
 */
function get(origin, url, { localAddress = VISITOR, agent, encoding } = {}) {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER, 'accept-encoding': encoding ?? BROWSER['accept-encoding'] };
    const request = http.get({ host: hostname, port, path: url, localAddress, agent, headers, timeout: 30_000 }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-render-cache'] ?? '-'),
          ms: performance.now() - started,
          body: Buffer.concat(chunks),
          retryAfter: /** @type {string | undefined} */ (response.headers['retry-after']),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/**
 * A visitor's request, waiting out its own allowance (429 + Retry-After) as a polite crawler does.
 * @param {string} origin @param {string} url @param {string} [encoding]
 */
async function politeGet(origin, url, encoding) {
  for (;;) {
    const answer = await get(origin, url, { encoding });
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter ?? 1) * 1000));
  }
}

/**
 * The articles the site's sitemap lists (paths).
 * @param {string} origin
 */
async function sitemapArticles(origin) {
  const xml = (await get(origin, '/sitemap.xml', { encoding: 'identity' })).body.toString();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).filter((p) => p.startsWith('/blog/'));
}

/**
 * A flood of distinct made-up URLs (`/blog?q=<random>`) from one client, 50 connections, while a
 * visitor from another address reads every article in turn and a third loop asks for a cached page.
 * Reports the articles answered 200, the cached page's p99 and how many renders the gateway ran a
 * second (answers marked `X-Render-Cache: miss`).
 * @param {{ origin: string, durationMs: number, log: (line: string) => void }} options
 * @returns {Promise<string[][]>}
 */
export async function distinctUrlFlood({ origin, durationMs, log }) {
  const articles = await sitemapArticles(origin);
  if (articles.length === 0) throw new Error('the sitemap lists no article: nothing to read during the flood');
  log(`  load: distinct-URL flood from one client (${FLOODER}), 50 connections, ${durationMs / 1000} s; a visitor reads ${articles.length} articles`);
  for (const url of ['/about', ...articles]) await politeGet(origin, url);

  const until = performance.now() + durationMs;
  let renders = 0;
  /** @type {Record<string, number>} */
  const flood = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const flooder = async (/** @type {number} */ id) => {
    for (let i = 0; performance.now() < until; i += 1) {
      const answer = await get(origin, `/blog?q=${id}-${i}-${Math.random().toString(36).slice(2)}`, { localAddress: FLOODER, agent }).catch(() => undefined);
      const key = answer ? String(answer.status) : 'error';
      flood[key] = (flood[key] ?? 0) + 1;
      if (answer?.cache === 'miss') renders += 1;
    }
  };
  /** @type {Record<string, number>} */
  const articleAnswers = {};
  const reader = async () => {
    for (let i = 0; performance.now() < until; i += 1) {
      const answer = await get(origin, articles[i % articles.length]).catch(() => undefined);
      const key = answer ? String(answer.status) : 'error';
      articleAnswers[key] = (articleAnswers[key] ?? 0) + 1;
      if (answer?.cache === 'miss') renders += 1;
    }
  };
  /** @type {number[]} */
  const cached = [];
  const cachedReader = async () => {
    while (performance.now() < until) {
      const answer = await get(origin, '/about').catch(() => undefined);
      if (answer) cached.push(answer.ms);
      if (answer?.cache === 'miss') renders += 1;
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: 50 }, (_, id) => flooder(id)), reader(), cachedReader()]);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const articleTotal = Object.values(articleAnswers).reduce((a, b) => a + b, 0);
  const floodTotal = Object.values(flood).reduce((a, b) => a + b, 0);
  return [
    [
      'distinct-URL flood, one client',
      (floodTotal / seconds).toFixed(0),
      `${articleAnswers['200'] ?? 0}/${articleTotal} (${countText(articleAnswers)})`,
      ms(quantile(cached, 0.99)),
      (renders / seconds).toFixed(1),
      countText(flood),
    ],
  ];
}

/** A port nothing listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * nginx on loopback serving one file and its gzip copy (`gzip_static`), as it would serve the static
 * export's copy of the page; undefined when nginx is not installed.
 * @param {Buffer} html @param {Buffer} gzipped
 */
async function startNginx(html, gzipped) {
  if (!existsSync(NGINX)) return undefined;
  const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  mkdirSync(path.join(root, 'www'));
  // nginx's workers run as an unprivileged user when started as root: they must be able to read the page.
  chmodSync(root, 0o755);
  writeFileSync(path.join(root, 'www', 'index.html'), html);
  writeFileSync(path.join(root, 'www', 'index.html.gz'), gzipped);
  const port = await freePort();
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
error_log ${root}/error.log;
pid ${root}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root}/www;
    gzip_static on;
    location / { try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', root, '-c', conf], { stdio: 'ignore' });
  for (let i = 0; i < 50; i += 1) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      child.kill('SIGTERM');
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A cached page as browsers request it (`Accept-Encoding: br, gzip`), from the gateway and, side by
 * side, from nginx serving the same page's gzip copy as a static file: the gateway's cache hit sends
 * bytes made at render, so it should stay within 2x of nginx.
 * @param {{ origin: string, durationMs: number, log: (line: string) => void, url?: string, name?: string }} options `name`: the first row's
 * @returns {Promise<string[][]>}
 */
export async function cachedPageVsNginx({ origin, durationMs, log, url = '/about', name = `gateway, cached ${url}` }) {
  const plain = (await politeGet(origin, url, 'identity')).body;
  const gz = await get(origin, url, { encoding: 'gzip' });
  const nginx = await startNginx(plain, gz.body);
  if (!nginx) log(`  (no nginx at ${NGINX}: the nginx row is skipped)`);
  const request = () => ({ path: url, headers: BROWSER });
  /** @type {string[][]} */
  const rows = [];
  const targets = /** @type {[string, string][]} */ ([[name, origin], ...(nginx ? [[`nginx, the same page (gzip_static)`, nginx.origin]] : [])]);
  try {
    for (const [name, target] of targets) {
      log(`  load: ${name}, 50 connections, ${durationMs / 1000} s`);
      const result = await runLoad({ origin: target, connections: 50, durationMs, request });
      rows.push([name, `${(plain.length / 1024).toFixed(0)} KB`, result.perSecond.toFixed(0), ms(result.p50), ms(result.p99), countText(result.statuses)]);
    }
  } finally {
    nginx?.close();
  }
  return rows;
}
