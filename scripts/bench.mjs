// @ts-check
// `npm run bench`: size of each app's build and what a visitor's browser fetches and waits for on
// each page of the production site; per route of the route table, the HTML the gateway serves, its
// time to first byte rendered and cached, and Lighthouse's mobile scores. Numbers to compare between
// changes; `--check` turns the Lighthouse budgets below into an exit code.
//
//   npm run bench                                  everything, on a site it starts (BENCH_PORT, default 4300)
//   npm run bench -- --routes /,/about             only these pages
//   npm run bench -- --check                       exit 1 if a route misses a budget
//   npm run bench -- --runs 5                      Lighthouse runs per route, the median one reported (3 by default)
//   REVALIDATE_SECRET=… npm run bench -- --url http://localhost:8080   a site that is already running
//   npm run bench -- --boot                        only the size check: each route's boot JavaScript (brotli)
//   npm run bench -- --load                        only the bounded load section (chat, relay, content, /remotes.json;
//                                                  BENCH_LOAD_SECONDS per row, 10 by default)
//   npm run bench -- --phone                       the size check, then what a visitor on a slow phone feels (paint,
//                                                  hydrated, the window between, cross-remote navigation, INP)
//   npm run bench -- --phone --baseline http://host:port   the same, first on another running site (before → after,
//                                                  both over the phone's link)
//   npm run bench -- --phone --edge                the same, plain HTTP/1.1 to the gateway beside HTTPS/2 with Early
//                                                  Hints through the edge (HAProxy; BENCH_EDGE_PORT, default port + 5);
//                                                  without --phone, Lighthouse goes through the edge
//   npm run bench -- --edit                        only edit to screen: npm run dev against npm run dev -- mfe-blog --site
//   npm run bench -- --cluster                     only the cluster rows (Varnish in front of gateway processes; a
//                                                  switch and a content edit across a cluster on PostgreSQL)
//   npm run bench -- --tracing                     only the tracing rows: renders and a cached page, tracing off and on
//   npm run bench -- --live                        only the live-content rows: publish → open page (one gateway, the
//                                                  cluster through Varnish), and renders with 1,000 open live streams against none (5 pairs)
//   npm run bench -- --canary [--runs 20]          only the canary judge's false alarms and power: 1,000 simulated A/A
//                                                  canaries of 2 h and the power against 5× the errors, then an A/A
//                                                  candidate canaried under the zoo's traffic, 20 times by default
import './projectNode.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createClient } from '@sanity/client';
import { routes } from '@site/shared/remotes';
import { buildApps } from './buildApps.mjs';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { apps, defaultDataDir, defaultStoreDir, distDir, repoRoot } from './paths.mjs';
import { createContentService } from '../cms/server/createContentService.mjs';
import { FIELD_HEADER, fieldRows, fieldSummary } from '@site/gateway';
import { serveSite } from './local/serveSite.mjs';
import { publishStaleBuilds } from './release/publishBuild.mjs';
import { boundedLoad } from './bench/boundedLoad.mjs';
import { cachedPageVsNginx, distinctUrlFlood } from './bench/renderLoad.mjs';
import { clusterLoad } from './bench/clusterLoad.mjs';
import { clusterTimings, GIVE_UP_MS, withBenchCluster } from './bench/clusterTimings.mjs';
import { edgeCacheShare, shareTable } from './bench/edgeCacheShare.mjs';
import { haproxyPath } from './cluster/edge.mjs';
import { LIVE_ARTICLE_ID, publishToOpenPage } from './bench/publishToOpenPage.mjs';
import { liveStreamsLoad } from './bench/liveStreamsLoad.mjs';
import { varnishdPath } from './cluster/varnish.mjs';
import { startHintedEdge } from './cluster/edgeHints.mjs';
import { BUDGETS, bootBytesMisses, CLUSTER_BUDGETS, clusterBudgetMisses, idleStreamsVerdict, LIVE_BUDGETS, PHONE_BUDGETS, PHONE_CLS, phoneBudgetMisses, remoteEntryMisses } from './bench/budgets.mjs';
import { measurePhoneFeel, PHONE_PROFILE } from './bench/phoneFeel.mjs';
import { startPhoneLink } from './bench/phoneLink.mjs';
import { jsBreakdown } from './bench/jsBreakdown.mjs';
import { bootPackages, bootScripts } from './bench/bootScripts.mjs';
import { lighthouseTable } from './bench/lighthouse.mjs';
import { beaconLoad } from './bench/beaconLoad.mjs';
import { editToScreen } from './bench/editToScreen.mjs';
import { tracingLoad } from './bench/tracingLoad.mjs';
import { canaryFalseAlarms, falseAbortUpperBound } from './bench/canaryFalseAlarms.mjs';
import { simulatedFalseAborts, simulatedPower } from './bench/canarySimulation.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';

/** A concrete page for each parameterised route; routes listed in SKIPPED are not measured. */
const SAMPLE_PATHS = /** @type {Record<string, string>} */ ({
  '/blog/:slug': '/blog/cmmi-3-level-3-appraisal-readiness',
  '/services/:slug': '/services/audit',
  '/:slug': '/advisory',
});
const SKIPPED = ['/policies/:item', '/terms/:item', '/faq/:item'];

/** The pages the browser page-load table has always measured. */
const PAGE_LOAD_ROUTES = ['/', '/about', '/blog', '/blog/cmmi-3-level-3-appraisal-readiness', '/audit', '/faq', '/contact', '/get-quote'];

/** What a browser sends: the gateway compresses as it would for a visitor. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const TTFB_RUNS = 3;

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number | undefined} */ value) => (value === undefined || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)} ms`);
const kib = (/** @type {number} */ value) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ check: boolean, boot: boolean, load: boolean, phone: boolean, edit: boolean, cluster: boolean, tracing: boolean, live: boolean, canary: boolean, edge: boolean, runs: number, runsGiven: boolean, routes?: string[], url?: string, baseline?: string }} */
  const options = { check: false, boot: false, load: false, phone: false, edit: false, cluster: false, tracing: false, live: false, canary: false, edge: false, runs: 3, runsGiven: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--check') options.check = true;
    else if (flag === '--load') options.load = true;
    else if (flag === '--boot') options.boot = true;
    else if (flag === '--phone') options.phone = true;
    else if (flag === '--edge') options.edge = true;
    else if (flag === '--edit') options.edit = true;
    else if (flag === '--cluster') options.cluster = true;
    else if (flag === '--tracing') options.tracing = true;
    else if (flag === '--live') options.live = true;
    else if (flag === '--canary') options.canary = true;
    else if (flag === '--baseline') options.baseline = value().replace(/\/+$/, '');
    else if (flag === '--runs') Object.assign(options, { runs: Number(value()), runsGiven: true });
    else if (flag === '--routes') options.routes = value().split(',').map((r) => r.trim()).filter(Boolean);
    else if (flag === '--url') options.url = value().replace(/\/+$/, '');
    else throw new Error(`unknown option ${argv[i]} (options: --check, --boot, --load, --phone, --edit, --cluster, --tracing, --live, --canary, --baseline http://host:port, --runs 3, --routes /,/about, --url http://host:port)`);
  }
  for (const route of options.routes ?? []) if (!route.startsWith('/')) throw new Error(`--routes: "${route}" is not a path`);
  if (options.routes?.length === 0) throw new Error('--routes: no path given');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs: a whole number of runs, 1 or more');
  if (options.edge && options.baseline) throw new Error('--edge: its plain path is the baseline; not with --baseline');
  if (options.edit && options.url) throw new Error('--edit: measured on a site the bench starts (with dev overrides on), not --url');
  return options;
}

/** Every route of the route table as a page to load, params filled in from SAMPLE_PATHS. */
function routeSamples() {
  return routes
    .filter((route) => !SKIPPED.includes(route.path))
    .flatMap((route) => {
      const sample = route.path.includes(':') ? SAMPLE_PATHS[route.path] : route.path;
      if (!sample) console.warn(`! no sample path for ${route.path}: add one to SAMPLE_PATHS in scripts/bench.mjs`);
      return sample ? [sample] : [];
    });
}

/**
 * Prints rows under a title, columns aligned: numbers to the right, the route and any text column
 * (`textColumns`, counted from 0) to the left.
 * @param {string} title @param {string[]} header @param {string[][]} rows @param {number[]} [textColumns]
 */
function printTable(title, header, rows, textColumns = []) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const left = (/** @type {number} */ i) => i === 0 || textColumns.includes(i);
  const line = (/** @type {string[]} */ cells) => `  ${cells.map((cell, i) => (left(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Each app's JavaScript and CSS, raw and gzip, and its remote entry's gzip size; returns the entries over budget. */
function buildSizes() {
  /** @type {Array<{ app: string, remoteEntryGzip?: number }>} */
  const entries = [];
  /** @type {string[][]} */
  const rows = [];
  for (const app of apps) {
    let raw = 0;
    let gzip = 0;
    /** @param {string} dir */
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|css)$/.test(name)) {
          const content = readFileSync(file);
          raw += content.length;
          gzip += gzipSync(content).length;
        }
      }
    };
    walk(distDir(app));
    const remoteEntryGzip = app === 'shell' ? undefined : gzipSync(readFileSync(path.join(distDir(app), 'remoteEntry.js'))).length;
    entries.push({ app, remoteEntryGzip });
    rows.push([app, kb(raw), kb(gzip), remoteEntryGzip === undefined ? '-' : kb(remoteEntryGzip)]);
  }
  printTable('Build output (JavaScript and CSS, browser and server builds):', ['app', 'raw', 'gzip', 'remoteEntry.js gzip'], rows);
  const misses = remoteEntryMisses(entries);
  for (const miss of misses) console.log(`  MISS: ${miss}`);
  return misses;
}

/**
 * The built file behind a URL of the site: the shell's files at the root, a remote's under
 * `/remotes/<remote>/<version>/` (a copy of its `dist/`).
 * @param {URL} url
 */
function locateBuiltFile(url) {
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(url.pathname);
  if (remote) return { app: remote[1], file: path.join(distDir(remote[1]), remote[2]) };
  return { app: 'shell', file: path.join(distDir('shell'), url.pathname.slice(1)) };
}

/**
 * Each page in a fresh browser context (a first visit): JavaScript decoded and over the wire, all
 * bytes over the wire, requests, first heading visible, load event; then where the JavaScript of the
 * first page came from, per app and per package.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string[]} pageRoutes
 */
async function pageLoads(browser, origin, pageRoutes) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {Array<{ route: string, scripts: import('./bench/jsBreakdown.mjs').DownloadedScript[] }>} */
  const downloads = [];
  for (const route of pageRoutes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {import('./bench/jsBreakdown.mjs').DownloadedScript[]} */
    const scripts = [];
    let jsBytes = 0;
    let transferred = 0;
    let requests = 0;
    page.on('requestfinished', async (request) => {
      requests += 1;
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      if (request.resourceType() !== 'script') return;
      scripts.push({ url: request.url(), wireBytes: sizes.responseBodySize });
      jsBytes += (await (await request.response())?.body().catch(() => Buffer.alloc(0)))?.length ?? 0;
    });
    const start = Date.now();
    await page.goto(`${origin}${route}`);
    await page.locator('main h1').first().waitFor();
    const heading = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const load = await page.evaluate(() => {
      const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      return Math.round(nav.loadEventEnd);
    });
    const jsWire = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    rows.push([route, kb(jsBytes), kb(jsWire), kb(transferred), String(requests), `${heading} ms`, `${load} ms`]);
    downloads.push({ route, scripts });
    await context.close();
  }
  printTable(
    'Page loads (first visit, until the network is idle: the chat widget included):',
    ['page', 'JS', 'JS over the wire', 'all over the wire', 'requests', 'first heading', 'load event'],
    rows,
  );
  const [first] = downloads;
  if (!first) return;
  const { perApp, perPackage } = jsBreakdown(first.scripts, locateBuiltFile);
  printTable(`JavaScript over the wire on ${first.route}, per app:`, ['app', 'bytes'], perApp.map(([app, bytes]) => [app, kb(bytes)]));
  printTable(
    `JavaScript over the wire on ${first.route}, per package (each file's bytes shared out by its source map):`,
    ['package', 'bytes'],
    perPackage.filter(([, bytes]) => bytes >= 512).map(([name, bytes]) => [name, kb(bytes)]),
  );
}

/**
 * The size check: the boot's JavaScript (brotli) on every route, what a slow phone's link carries
 * before the page hydrates (`bench/bootScripts.mjs`), and where the heaviest route's bytes come from.
 * @param {string} origin @param {string[]} pageRoutes
 * @returns {Promise<string[]>} the routes over `BUDGETS.bootJsKib`
 */
async function bootBytes(origin, pageRoutes) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const rows = await bootScripts(browser, origin, pageRoutes, locateBuiltFile);
    const perApp = (/** @type {import('./bench/bootScripts.mjs').BootRow} */ row) => {
      /** @type {Map<string, number>} */
      const apps = new Map();
      for (const script of row.scripts) apps.set(script.app, (apps.get(script.app) ?? 0) + script.brotli);
      return [...apps].map(([app, bytes]) => `${app} ${(bytes / 1024).toFixed(1)}`).join(', ');
    };
    printTable(
      `Boot JavaScript per route (asked for before hydration, brotli as served). Budget: <= ${BUDGETS.bootJsKib} KiB:`,
      ['route', 'files', 'KiB', 'per app (KiB)'],
      rows.map((row) => [row.route, String(row.scripts.length), (row.brotli / 1024).toFixed(1), perApp(row)]),
      [3],
    );
    const heaviest = rows.reduce((a, b) => (b.brotli > a.brotli ? b : a), rows[0]);
    if (heaviest) {
      printTable(
        `Boot JavaScript on ${heaviest.route}, per package (brotli, each file's bytes shared out by its source map):`,
        ['package', 'KiB'],
        bootPackages(heaviest)
          .filter(([, bytes]) => bytes >= 256)
          .map(([name, bytes]) => [name, (bytes / 1024).toFixed(1)]),
      );
    }
    const misses = bootBytesMisses(rows);
    for (const miss of misses) console.log(`  MISS: ${miss}`);
    return misses;
  } finally {
    await browser.close();
  }
}

/**
 * One page request as a browser makes it, on a new connection: time to the response's first byte
 * (its status line and headers), the body as it came over the wire and decoded.
 * @param {string} url
 * @returns {Promise<{ status: number, ttfbMs: number, encoding: string, wireBytes: number, rawBytes: number, renderCache: string }>}
 */
function requestPage(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      const ttfbMs = performance.now() - start;
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding];
        resolve({
          status: response.statusCode ?? 0,
          ttfbMs,
          encoding,
          wireBytes: wire.length,
          rawBytes: decode ? decode(wire).length : wire.length,
          renderCache: String(response.headers['x-render-cache'] ?? '-'),
        });
      });
    });
    request.on('error', reject);
  });
}

/** Drops every rendered page in the gateway (its content webhook); false if it would not. @param {string} origin @param {string | undefined} secret */
async function purge(origin, secret) {
  if (!secret) return false;
  const response = await fetch(`${origin}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  return response.ok;
}

/**
 * HTML size and time to first byte per route. Every page is requested once first, so the server
 * renderers are loaded; then, per route and run, a purge, a request that renders (cold) and one the
 * cache answers (cached).
 * @param {string} origin @param {string[]} pageRoutes @param {string | undefined} secret
 */
async function htmlAndTtfb(origin, pageRoutes, secret) {
  for (const route of pageRoutes) await requestPage(`${origin}${route}`);
  const canPurge = await purge(origin, secret);
  /** @type {string[][]} */
  const sizeRows = [];
  /** @type {string[][]} */
  const ttfbRows = [];
  for (const route of pageRoutes) {
    /** @type {number[]} */
    const cold = [];
    /** @type {number[]} */
    const cached = [];
    const states = new Set();
    let last;
    for (let run = 0; run < TTFB_RUNS; run += 1) {
      if (canPurge) {
        await purge(origin, secret);
        const first = await requestPage(`${origin}${route}`);
        cold.push(first.ttfbMs);
        states.add(`cold:${first.renderCache}`);
      }
      last = await requestPage(`${origin}${route}`);
      cached.push(last.ttfbMs);
      states.add(`cached:${last.renderCache}`);
    }
    if (!last) continue;
    const expected = canPurge ? ['cold:miss', 'cached:fresh'] : ['cached:fresh'];
    const unexpected = [...states].filter((state) => !expected.includes(state));
    sizeRows.push([
      route,
      String(last.status),
      kb(last.rawBytes),
      kb(last.wireBytes),
      last.encoding,
      `${((last.wireBytes / last.rawBytes) * 100).toFixed(0)}%`,
      // No X-Render-Cache: the gateway could not render and sent the empty shell.
      last.renderCache === '-' ? 'empty shell (render failed)' : '',
    ]);
    ttfbRows.push([route, canPurge ? ms(median(cold)) : 'n/a', ms(median(cached)), unexpected.length ? `X-Render-Cache ${unexpected.join(' ')}` : '']);
  }
  printTable(`HTML per route (as served to a browser, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}):`, ['route', 'status', 'raw', 'served', 'encoding', 'ratio', 'note'], sizeRows, [6]);
  printTable(
    `Time to first byte from the gateway (median of ${TTFB_RUNS}; cold = first request after a purge, cached = the next one):`,
    ['route', 'cold', 'cached', 'note'],
    ttfbRows,
    [3],
  );
  if (!canPurge) console.log('  (no purge: set REVALIDATE_SECRET to the running site\'s secret for the cold column)');
}

/** @type {ReturnType<typeof parseArgs>} */
let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const sampleRoutes = options.routes ?? routeSamples();

/** @type {{ origin: string, secret?: string, previewSecret?: string, storeDir?: string, contentToken?: string, close: () => Promise<unknown> }} */
let site;
if (options.url) {
  site = { origin: options.url, secret: process.env.REVALIDATE_SECRET, close: async () => {} };
} else {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'bench-store-'));
  await buildApps({ onlyStale: true });
  const port = Number(process.env.BENCH_PORT ?? 4300);
  const origin = `http://127.0.0.1:${port}`;
  const secret = randomBytes(16).toString('hex');
  const previewSecret = randomBytes(32).toString('base64url');
  // The content read token of the site's servers, known here so the bench's own gateway processes
  // send it too, as a cluster's gateways do: renders get the servers' query budget, not a visitor's.
  const contentToken = randomBytes(24).toString('base64url');
  // `--edit` opens mfe-blog from its dev server inside this site: dev overrides on (loopback only).
  const devOverrides = options.edit ? { DEV_OVERRIDES: 'on' } : {};
  const served = await serveSite({
    port,
    ports: { cms: port + 1, relay: port + 2, chat: port + 3 },
    // A fresh deploy store: what is measured is the build on disk, published and live.
    storeDir,
    outboxDir: path.join(defaultDataDir, 'bench-outbox'),
    // Canonical URLs on the origin Lighthouse loads; a purge the bench can ask for.
    // The bench is one client asking for many renders (cold TTFB after each purge): no per-client
    // allowance here; the render rows of the load section use a gateway with the production limits.
    env: { ...process.env, ...devOverrides, SITE_URL: origin, REVALIDATE_SECRET: secret, PREVIEW_SECRET: previewSecret, SANITY_API_READ_TOKEN: contentToken, RENDER_CLIENT_BURST: '100000', RENDER_CLIENT_PER_SECOND: '100000' },
    prepare: publishStaleBuilds,
    log: () => {},
  });
  site = { origin, secret, previewSecret, storeDir, contentToken, close: served.close };
}

/**
 * `--edge`: HAProxy in front of the site's gateway, as the cluster runs it in front of Varnish (TLS,
 * HTTP/2, 103 Early Hints learned from the gateway), with a local certificate trusted for this run only.
 * @type {{ url: string, spki: string } | undefined}
 */
let edge;
if (options.edge) {
  const backend = new URL(site.origin);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-edge-'));
  const started = await startHintedEdge({ https: Number(process.env.BENCH_EDGE_PORT ?? Number(backend.port) + 5), backend: { host: backend.hostname, port: Number(backend.port) }, dir, gateways: () => [site.origin], log: console.warn });
  if (!(await started.ready)) console.warn('! the edge could not learn every route\'s hints');
  const closeSite = site.close;
  site.close = async () => {
    await started.close();
    rmSync(dir, { recursive: true, force: true });
    await closeSite();
  };
  edge = started.edge;
}

/** Chromium's flags for a run through the edge: its certificate's key alone trusted, not every certificate. */
const edgeFlags = () => (edge ? [`--ignore-certificate-errors-spki-list=${edge.spki}`] : []);

/**
 * What a visitor on a slow phone feels, per route and per interaction (`scripts/bench/phoneFeel.mjs`);
 * with a baseline site, both in turns within each run and side by side (before → after, under the same load).
 * @returns {Promise<string[]>} the phone budgets missed (by this site)
 */
async function phoneSection() {
  // Through the edge, or beside a baseline, every site goes over the phone's link (a proxy every
  // request takes, loopback included): Chromium's own network emulation does not slow what a 103
  // makes it fetch, and a before → after compares what decision 0007's budget is measured on.
  const link = edge || options.baseline ? await startPhoneLink(PHONE_PROFILE) : undefined;
  const linkFlags = link ? [`--proxy-server=${link.proxy}`, '--proxy-bypass-list=<-loopback>'] : [];
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...chromiumArgs, ...edgeFlags(), ...linkFlags] });
  const pageRoutes = options.routes ?? PAGE_LOAD_ROUTES;
  try {
    const first = options.baseline ?? (edge ? site.origin : undefined);
    const origins = first ? [first, edge?.url ?? site.origin] : [site.origin];
    const feels = await measurePhoneFeel(browser, origins, pageRoutes, options.runs, link ? 'link' : 'devtools');
    const after = /** @type {import('./bench/phoneFeel.mjs').PhoneFeel} */ (feels.at(-1));
    const before = first ? feels[0] : undefined;
    const pair = (/** @type {number | undefined} */ a, /** @type {number} */ b) => (a === undefined ? ms(b) : `${ms(a)} → ${ms(b)}`);
    const load = `load average ${loadAverage()}`;
    const profile = `${PHONE_PROFILE.latencyMs} ms RTT, ${((PHONE_PROFILE.downloadBytesPerS * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${PHONE_PROFILE.cpuSlowdown}x CPU, ${PHONE_PROFILE.viewport.width}x${PHONE_PROFILE.viewport.height}; median of ${options.runs}; ${load}`;
    // Through the edge, the plain path beside it is held to the same budget (decision 0007, option 3).
    const misses = edge && before ? [...phoneBudgetMisses(before, { label: 'plain' }), ...phoneBudgetMisses(after, { label: 'edge' })] : phoneBudgetMisses(after);
    const paths = edge ? `, plain HTTP/1.1 to the gateway → HTTPS/2 with Early Hints through the edge, both over the phone's link (a throttling proxy, not Chromium's emulation)` : before ? `, ${options.baseline} → ${site.origin}, both over the phone's link (a throttling proxy)` : '';
    printTable(
      `On a slow phone (${profile})${paths}. Budgets: LCP <= ${PHONE_BUDGETS.lcpMs} ms, CLS = ${PHONE_CLS}, hydrated <= ${PHONE_BUDGETS.hydratedMs} ms, window <= ${PHONE_BUDGETS.windowMs} ms${edge ? ' on both paths' : ''}:`,
      ['route', 'first contentful paint', 'largest contentful paint', 'CLS (worst run)', 'scripts in (KiB by then)', 'hydrated', 'window (nothing but HTML answers)'],
      after.routes.map((row, i) => [
        row.route,
        pair(before?.routes[i].fcpMs, row.fcpMs),
        pair(before?.routes[i].lcpMs, row.lcpMs),
        before ? `${before.routes[i].cls.toFixed(3)} → ${row.cls.toFixed(3)}` : row.cls.toFixed(3),
        `${pair(before?.routes[i].scriptsInMs, row.scriptsInMs)} (${before ? `${kib(before.routes[i].scriptsInKiB)} → ` : ''}${kib(row.scriptsInKiB)})`,
        pair(before?.routes[i].hydratedMs, row.hydratedMs),
        pair(before?.routes[i].windowMs, row.windowMs),
      ]),
    );
    printTable(
      `Click on a navbar link to the new page's heading (laptop viewport, same network and CPU). Budget: after hover <= ${PHONE_BUDGETS.hoverNavigationMs} ms:`,
      ['navigation', 'cold', 'after hover'],
      after.navigations.map((row, i) => [row.label, pair(before?.navigations[i].coldMs, row.coldMs), pair(before?.navigations[i].hoverMs, row.hoverMs)]),
      [0],
    );
    printTable(
      `INP (web-vitals), hydrated page. Budget: <= ${PHONE_BUDGETS.inpMs} ms:`,
      ['interaction', 'INP'],
      after.interactions.map((row, i) => [row.label, pair(before?.interactions[i].inpMs, row.inpMs)]),
      [0],
    );
    for (const miss of misses) console.log(`  MISS: ${miss}`);
    return misses;
  } finally {
    await browser.close();
    await link?.close();
  }
}

/** Everything but the load section: sizes, page loads, HTML and TTFB, Lighthouse. */
async function pageBench() {
  const entryMisses = [...buildSizes(), ...(await bootBytes(site.origin, sampleRoutes))];
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    await pageLoads(browser, site.origin, options.routes ?? PAGE_LOAD_ROUTES);
  } finally {
    await browser.close();
  }
  await htmlAndTtfb(site.origin, sampleRoutes, site.secret);
  console.log('\nLighthouse, one route at a time:');
  const fieldSince = Date.now();
  if (edge) console.log(`  (through the edge, ${edge.url})`);
  const missed = [...entryMisses, ...(await lighthouseTable(edge?.url ?? site.origin, sampleRoutes, options.runs, printTable, leavePage, edgeFlags()))];
  fieldTable(fieldSince);
  missed.push(...(await phoneSection()));
  reportCheck(missed, 'every route within budget');
}

/** The deploy store whose field figures the bench reads: its own, or that of the site at --url (DEPLOY_STORE). */
const fieldStoreDir = () => site.storeDir ?? defaultStoreDir;
/** Sessions stored since a time, all versions together. @param {number} since */
const fieldSessions = (since) => fieldSummary(fieldStoreDir(), { since }).reduce((sum, row) => sum + row.sessions, 0);

/**
 * After a Lighthouse run: its tab goes to about:blank, as a visitor leaves, so the page sends its
 * beacon, and the bench waits (5 s at most) until the gateway has stored it.
 * @param {number} port the run's browser's debugging port
 */
async function leavePage(port) {
  const before = fieldSessions(0);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    for (const context of browser.contexts()) for (const page of context.pages()) await page.goto('about:blank').catch(() => {});
    const until = Date.now() + 5000;
    while (fieldSessions(0) === before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    // Leaves the browser to Lighthouse's launcher, which closes it.
    await browser.close().catch(() => {});
  }
}

/**
 * The field table of `npm run remotes`, from the beacons the Lighthouse runs themselves sent: the
 * pipeline's figures beside the lab's, from the same page loads. @param {number} since
 */
function fieldTable(since) {
  const rows = fieldRows(fieldSummary(fieldStoreDir(), { since }));
  printTable(
    'Field signal from the Lighthouse runs\' own beacons (real, unthrottled loads of the same pages; Lighthouse\'s LCP above is simulated on a throttled phone, so the field p75 is lower):',
    FIELD_HEADER,
    rows.length ? rows : [['(no beacon stored: is the gateway at this URL writing to DEPLOY_STORE?)', '', '', '', '', '', '', '', '', '']],
    [1, 4],
  );
}

/**
 * The field beacon rows of the load section: `/` alone and while `POST /api/beacon` takes 2,000
 * reports a second, on a second gateway (its own process) whose per-client beacon allowance is lifted:
 * the bench is one client sending every visitor's beacons.
 * @param {number} durationMs
 */
async function fieldLoad(durationMs) {
  const target = site.storeDir ? await gatewayProcess({ clientBurst: 1e9, clientPerSecond: 1e9 }) : { origin: site.origin, close: async () => {} };
  try {
    printTable(
      'Field beacons: POST /api/beacon at 2,000 reports/s (400 beacons of 5) and what it does to / (p99 with and without), loopback; the aim: all 2,000 reports/s taken, p99 under 50 ms, / unchanged within noise (compare / alone: other work on the machine shows in both)',
      ['row', 'rate', 'p50', 'p99', 'answers'],
      await beaconLoad({ origin: target.origin, durationMs, log: (line) => console.log(line) }),
      [4],
    );
  } finally {
    await target.close();
  }
}

/**
 * A second gateway over the bench's store and services, in a process of its own, so the load the
 * bench makes and the gateway it measures do not share one event loop.
 * @param {Partial<import('@site/gateway').FieldConfig>} [field] its field settings (the production ones otherwise)
 * @param {Record<string, number>} [renderLimits] its render limits (the production ones otherwise)
 * @param {number} [cpu] the one core it runs on (`taskset`, util-linux); any core otherwise
 * @param {NodeJS.ProcessEnv} [env] its environment (this process's otherwise)
 * @returns {Promise<{ origin: string, close: () => Promise<unknown> }>}
 */
async function gatewayProcess(field, renderLimits, cpu, env = process.env, { content, contentToken = site.contentToken, live } = /** @type {{ content?: object, contentToken?: string, live?: object }} */ ({})) {
  const served = await (await fetch(`${site.origin}/site-config.json`)).json();
  // Another content service (the live rows edit their own copy of the content), or the site's.
  const siteConfig = content ? { ...served, content } : served;
  const program = [process.execPath, path.join(import.meta.dirname, 'bench', 'gatewayProcess.mjs')];
  const [command, ...args] = cpu === undefined ? program : ['taskset', '-c', String(cpu), ...program];
  const child = spawn(command, args, {
    env: { ...env, BENCH_GATEWAY: JSON.stringify({ storeDir: site.storeDir, siteConfig, contentToken, field, renderLimits, live }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const found = /listening (\d+)/.exec(String(chunk));
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bench's gateway process exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

/**
 * The load section's rows for the gateway's render path: a cached page against nginx serving the
 * same bytes, and a distinct-URL flood from one client. On a site the bench started, they run on a
 * second gateway, in a process of its own, over the same store and services with the production
 * render limits (default).
 * @param {number} durationMs
 */
async function renderLoad(durationMs) {
  /** @type {{ origin: string, close: () => Promise<unknown> }} */
  const target = site.storeDir ? await gatewayProcess() : { origin: site.origin, close: async () => {} };
  try {
    const log = (/** @type {string} */ line) => console.log(line);
    printTable('A cached page as browsers ask for it (Accept-Encoding: br, gzip), gateway and nginx side by side, 50 connections', ['server', 'page', 'req/s', 'p50', 'p99', 'answers'], await cachedPageVsNginx({ origin: target.origin, durationMs, log }), [5]);
    printTable(
      'Distinct-URL flood from one client (50 connections of /blog?q=<random>) while a visitor reads every article',
      ['row', 'flood req/s', 'articles answered 200', 'p99 cached page', 'renders/s', 'flood answers'],
      await distinctUrlFlood({ origin: target.origin, durationMs, log }),
      [2, 5],
    );
  } finally {
    await target.close();
  }
}

/**
 * The cluster's rows: Varnish in front of gateway processes over the bench's store and services
 * (`bench/clusterLoad.mjs`), then a switch and a content edit across a cluster on PostgreSQL of its own
 * (`bench/clusterTimings.mjs`). Needs varnishd, and PostgreSQL for the timings (docs/cluster.md);
 * without them, or against a site at --url, skipped.
 * @param {number} durationMs
 * @returns {Promise<string[]>} the cluster budgets missed
 */
async function clusterSection(durationMs) {
  if (!site.storeDir || !varnishdPath()) {
    console.log(`\n(cluster rows skipped: ${site.storeDir ? 'varnishd is not installed' : 'they need a site the bench starts'})`);
    return [];
  }
  const { cached, renders } = await clusterLoad({ startGateway: (limits, cpu) => gatewayProcess(undefined, limits, cpu), durationMs, log: (line) => console.log(line) });
  printTable('A cached page through Varnish against nginx serving the same page (the aim: ≥ 0.8 of nginx), 50 connections', ['server', 'page', 'req/s', 'p50', 'p99', 'answers', 'of nginx'], cached, [5]);
  printTable('Uncached renders through Varnish (/blog?q=<unique>), 16 connections: one gateway process against two, on any core and on a core each (the aim: ≥ 1.6×)', ['gateways', 'renders/s', 'of one', 'p50', 'p99', 'answers'], renders, [5]);
  const runs = 5;
  const { timings, published } = await clusterTimings({ storeDir: site.storeDir, runs, log: (line) => console.log(line) });
  const slow = (/** @type {number} */ value) => (Number.isFinite(value) ? ms(value) : `none in ${GIVE_UP_MS / 1000} s`);
  const medianAndMax = (/** @type {number[] | undefined} */ values) => (values?.length ? `${slow(median(values))}, ${slow(Math.max(...values))}` : '-');
  printTable(
    `A change across a cluster on PostgreSQL (2 gateway processes, Varnish in front): ms until served, median and slowest of ${runs}, counted to when the request that got it was sent; load average ${loadAverage()}. Budget: B and Varnish <= ${CLUSTER_BUDGETS.switchMs} ms (a switch, from A's answer), <= ${CLUSTER_BUDGETS.contentMs} ms (an edit, from the edit):`,
    ['change', 'A answered', 'gateway B', 'Varnish'],
    timings.map((timing) => [timing.change, medianAndMax(timing.answeredMs), medianAndMax(timing.gatewayBMs), medianAndMax(timing.varnishMs)]),
  );
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  printTable(
    `Publish to first served on a gateway that had never seen the version (started on an empty deploy folder; the versions in PostgreSQL): ms from the publish's start, median and slowest of ${published.servedMs.length}. Promise: served within ${CLUSTER_BUDGETS.switchMs} ms of the switch's answer:`,
    ['published', 'A answered the switch', 'first served by the new gateway', 'of which after the answer'],
    [[medianAndMax(published.publishMs), medianAndMax(published.answeredMs), medianAndMax(published.servedMs), medianAndMax(published.servedMs.map((served, i) => served - published.answeredMs[i]))]],
  );
  printTable(
    `The store's bytes for a version beside the live one, sharing all but ${published.changedFiles} of its ${published.files} files:`,
    ['its files', 'stored (each distinct file once)', 'on disk (version_blobs)'],
    [[mb(published.namedBytes), mb(published.storedBytes), mb(published.onDiskBytes)]],
  );
  const misses = clusterBudgetMisses(timings);
  if (haproxyPath()) {
    const shares = await withBenchCluster({ storeDir: site.storeDir, edge: true, log: (line) => console.log(line) }, ({ a, b, edge, live, second, token }) =>
      edgeCacheShare({ edge: /** @type {{ url: string, cert: string }} */ (edge), a, gateways: [a, b], live, second, token, log: (line) => console.log(line) }),
    );
    const table = shareTable(shares);
    printTable(
      `The edge cache through a canary (HAProxy, Varnish, 2 gateways on PostgreSQL): 30 visitors of each kind, 6 at a time, each loading 10 pages (3 of the blog's) over HTTP/2; load average ${loadAverage()}. The aim: during the canary, >= 0.9 of the share with none`,
      ['phase', 'visitors', 'cache hits', 'hit share', 'of no canary', 'gateway renders/s'],
      table,
      [0, 1],
    );
    for (const row of table) if (row[0].includes('canary of') && Number(row[4]) < 0.9) misses.push(`edge cache share during the canary (${row[1]}): ${row[4]} of no canary`);
  } else console.log('\n(edge cache share skipped: haproxy is not installed)');
  for (const miss of misses) console.log(`  MISS: ${miss}`);
  return misses;
}

/**
 * The tracing rows (`bench/tracingLoad.mjs`): a gateway process with tracing off and on, side by side.
 * @param {number} durationMs
 */
async function tracingSection(durationMs) {
  if (!site.storeDir) {
    console.log('\n(tracing rows skipped: they need a site the bench starts)');
    return;
  }
  // Off means no OTLP variable at all, whatever the shell running the bench has set.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));
  const rows = await tracingLoad({ startGateway: (limits, env) => gatewayProcess(undefined, limits, undefined, { ...base, ...env }), durationMs, log: (line) => console.log(line) });
  printTable(`Tracing off and on (one gateway process; on: every span exported over OTLP/HTTP to a receiver on loopback); load average ${loadAverage()}`, ['tracing', 'load', 'req/s', 'p50', 'p99', 'answers', 'spans received'], rows, [0, 1, 5]);
}

/**
 * The live-content rows: publish → open page (`bench/publishToOpenPage.mjs`) on one gateway process
 * over a content service of the bench's own (a copy of the content, with a write token), and on the
 * cluster (4 tabs through Varnish, over 2 gateways; needs varnishd and PostgreSQL); then renders with
 * 1,000 open live streams against none, 5 pairs (`bench/liveStreamsLoad.mjs`).
 * @param {number} durationMs
 * @returns {Promise<string[]>} the live budget missed
 */
async function liveSection(durationMs) {
  if (!site.storeDir) {
    console.log('\n(live rows skipped: they need a site the bench starts)');
    return [];
  }
  const runs = 20;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  /** @type {string[][]} */
  const rows = [];
  const misses = [];
  try {
    const content = await benchContentService();
    const gateway = await gatewayProcess(undefined, undefined, undefined, process.env, { content: content.config, contentToken: content.readToken });
    try {
      console.log(`  live: publish → open page on one gateway, ${runs} publishes`);
      rows.push(['one gateway', ...publishFigures(await publishToOpenPage({ browser, origins: [gateway.origin], edit: content.editTitle, runs }))]);
    } finally {
      await gateway.close();
      await content.close();
    }
    if (varnishdPath()) {
      console.log(`  live: publish → open page on the cluster (4 tabs through Varnish, 2 gateways), ${runs} publishes`);
      const times = await withBenchCluster({ storeDir: site.storeDir, log: (line) => console.log(line) }, (cluster) =>
        publishToOpenPage({ browser, origins: [cluster.origin], tabs: 4, edit: (title) => cluster.editContent(LIVE_ARTICLE_ID, { title }), runs }),
      );
      rows.push(['cluster (4 tabs through Varnish, 2 gateways)', ...publishFigures(times)]);
    } else rows.push(['cluster', 'skipped: varnishd is not installed', '', '']);
  } finally {
    await browser.close();
  }
  printTable(`Publish → open page: from the edit to the new title on every open tab, no reload, ${runs} publishes; load average ${loadAverage()}. Budget: worst <= ${LIVE_BUDGETS.publishToPageMs} ms`, ['site', 'median', 'worst', 'shown'], rows, [0]);
  for (const [name, , worst] of rows) if (!(Number.parseFloat(worst) <= LIVE_BUDGETS.publishToPageMs)) misses.push(`publish → open page (${name}): ${worst}`);

  const load = await liveStreamsLoad({ startGateway: (limits, live) => gatewayProcess(undefined, limits, undefined, process.env, { live }), durationMs, log: (line) => console.log(line) });
  printTable(`Renders and a cached page with 1,000 open live streams against none (one gateway process, started afresh each time; ${load.ratios.length} pairs, alternating which goes first); load average ${loadAverage()}`, ['pair', 'streams open', 'load', 'req/s', 'p50', 'p99', 'answers'], load.rows, [0, 1, 2, 6]);
  const idle = idleStreamsVerdict(load.ratios);
  console.log(`  ${idle.line}`);
  if (idle.miss) misses.push(idle.miss);
  for (const miss of misses) console.log(`  MISS: ${miss}`);
  return misses;
}

/** @param {number[]} times median, worst, and how many of the publishes showed */
function publishFigures(times) {
  const shown = times.filter(Number.isFinite);
  return [ms(median(times)), Number.isFinite(Math.max(...times)) ? ms(Math.max(...times)) : 'never (30 s)', `${shown.length} of ${times.length}`];
}

/**
 * A content service of the bench's own, over a copy of the seed content, with a read and a write
 * token: the live rows publish there, never to the site's content.
 */
async function benchContentService() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-content-'));
  const datasetPath = path.join(dir, 'production.ndjson');
  cpSync(path.join(repoRoot, 'cms/dataset/production.ndjson'), datasetPath);
  const readToken = randomBytes(24).toString('base64url');
  const writeToken = randomBytes(24).toString('base64url');
  const cms = await createContentService({ datasetPath, imagesDir: path.join(repoRoot, 'cms/dataset/images'), readToken, writeToken });
  await cms.listen({ host: '127.0.0.1', port: 0 });
  const apiHost = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (cms.server.address()).port}`;
  const served = await (await fetch(`${site.origin}/site-config.json`)).json();
  const writer = createClient({ projectId: 'local', dataset: 'production', apiHost, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: writeToken });
  return {
    config: { ...served.content, apiHost },
    readToken,
    /** @param {string} title */
    editTitle: async (title) => {
      await writer.patch(LIVE_ARTICLE_ID).set({ title }).commit();
    },
    close: async () => {
      await cms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The canary judge's false alarms (`bench/canaryFalseAlarms.mjs`): A/A runs on the site's store and
 * content service, each with a gateway of its own; the false-abort rate with its 95 % upper bound.
 */
async function canarySection() {
  // The simulation first: it needs no site (`bench/canarySimulation.mjs`).
  const simulated = simulatedFalseAborts({ runs: 1000, log: (line) => console.log(line) });
  const byCheck = Object.entries(simulated.byCheck).map(([check, count]) => `${check} ${count}`).join(', ') || 'none';
  printTable('Canary judge, simulated A/A: 2 h at 10 %, looked at every 10 s; caching on, unequal traffic (2 visitors/s on average, ±60 %), 1 % content errors, 0.2 % failed renders, 2 % browser errors, 2 % made-up URLs on both sides', ['canaries', 'aborted', 'false-abort rate', '95 % upper bound', 'by check'], [
    [String(simulated.runs), String(simulated.aborted), `${((simulated.aborted / simulated.runs) * 100).toFixed(2)} %`, `${(falseAbortUpperBound(simulated.aborted, simulated.runs) * 100).toFixed(2)} %`, byCheck],
  ]);
  const power = [
    [2, 10],
    [2, 30],
    [10, 10],
    [10, 30],
  ].map(([visitorsPerSecond, intervalMinutes]) => {
    const result = simulatedPower({ runs: 200, visitorsPerSecond, intervalMinutes });
    return [`${visitorsPerSecond}/s`, `${intervalMinutes} min`, `${result.caught} of ${result.runs} (${((result.caught / result.runs) * 100).toFixed(0)} %)`, result.medianMinutes === undefined ? '-' : `${result.medianMinutes.toFixed(1)} min`];
  });
  printTable('Canary judge, simulated power: 5× the content errors (5 % of renders against 1 %), caught at a first step of 5 % before its interval ends', ['visitors', 'interval', 'aborted', 'median time'], power);
  if (!site.storeDir) {
    console.log('\n(canary rows skipped: they need a site the bench starts)');
    return;
  }
  const runs = options.runsGiven ? options.runs : 20;
  const siteConfig = siteConfigFromEnv({ ...process.env, SITE_URL: site.origin, CMS_PORT: String(Number(new URL(site.origin).port) + 1) });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    console.log(`  canary: ${runs} A/A runs, steps 5, 25, 50 %, the zoo's traffic`);
    const results = await canaryFalseAlarms({ storeDir: site.storeDir, siteConfig, contentToken: site.contentToken, browser, runs, log: (line) => console.log(line) });
    const count = (/** @type {string} */ outcome) => results.filter((result) => result.outcome === outcome).length;
    // A false alarm either way: refused by the pre-flight, or aborted by the judge in flight.
    const alarms = count('refused') + count('aborted');
    printTable(`Canary judge, A/A (the same build, one comment changed) under the zoo's traffic; load average ${loadAverage()}`, ['runs', 'refused', 'promoted', 'aborted', 'stuck', 'false alarms', '95 % upper bound'], [
      [String(runs), String(count('refused')), String(count('promoted')), String(count('aborted')), String(count('stuck')), `${((alarms / runs) * 100).toFixed(1)} %`, `${(falseAbortUpperBound(alarms, runs) * 100).toFixed(1)} %`],
    ]);
  } finally {
    await browser.close();
  }
}

/** Edit to screen in both development loops (`scripts/bench/editToScreen.mjs`). */
async function editSection() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const rows = await editToScreen({ browser, site: { origin: site.origin, previewSecret: /** @type {string} */ (site.previewSecret) }, runs: options.runs });
    printTable(`Edit to screen: mfe-blog's heading saved → shown, ${options.runs} edits each; load average ${loadAverage()}:`, ['loop', 'median', 'range', 'page reloaded'], rows, [0, 3]);
  } finally {
    await browser.close();
  }
}

/**
 * `--check`: the budgets a section missed make the exit code 1, named; none, a line saying so.
 * @param {string[]} missed @param {string} held what holds when none is missed
 */
function reportCheck(missed, held) {
  if (!options.check) return;
  if (missed.length > 0) {
    console.error(`\n--check: ${missed.length} budget(s) missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  } else console.log(`\n--check: ${held}.`);
}

try {
  if (options.edit) await editSection();
  else if (options.canary) await canarySection();
  else if (options.tracing) await tracingSection(Number(process.env.BENCH_LOAD_SECONDS ?? 10) * 1000);
  else if (options.live) reportCheck(await liveSection(Number(process.env.BENCH_LOAD_SECONDS ?? 10) * 1000), 'the live budget holds');
  else if (options.cluster) reportCheck(await clusterSection(Number(process.env.BENCH_LOAD_SECONDS ?? 10) * 1000), 'every cluster budget holds');
  else if (options.boot) reportCheck(await bootBytes(site.origin, sampleRoutes), 'every route\'s boot JavaScript within budget');
  else if (options.phone) reportCheck([...(await bootBytes(site.origin, sampleRoutes)), ...(await phoneSection())], 'every phone budget holds, and the boot bytes');
  else {
    if (!options.load) await pageBench();
    const durationMs = Number(process.env.BENCH_LOAD_SECONDS ?? 10) * 1000;
    // The render rows first: the content rows after them spend the content service's per-client
    // allowance, and the gateway's renders would then measure built-in copy instead of pages.
    await renderLoad(durationMs);
    await tracingSection(durationMs);
    const clusterMisses = await clusterSection(durationMs);
    if (options.check && clusterMisses.length > 0) {
      console.error(`\n--check: ${clusterMisses.length} cluster budget(s) missed: ${clusterMisses.join(', ')}`);
      process.exitCode = 1;
    }
    await fieldLoad(durationMs);
    await boundedLoad({ origin: site.origin, print: printTable, durationMs });
  }
} finally {
  await site.close();
}
