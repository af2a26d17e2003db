// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ensureChromium } from '../chromium.mjs';
import { repoRoot } from '../paths.mjs';
import { BUDGETS, budgetMisses } from './budgets.mjs';
import { scriptInSimulatedLcpRunAfterPaint } from './simulatedLcpScripts.mjs';

/** The system Chromium Lighthouse drives, with flags for a closed network and a root user. */
const LIGHTHOUSE_CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** @typedef {import('./budgets.mjs').LighthouseRow} LighthouseRow */

/** The user-timing mark the shell sets once it has hydrated (`INTERACTIVE_MARK` in shell/src/ssr/useHydratedMark.ts). */
const INTERACTIVE_MARK = 'site:interactive';

/**
 * What a page requested before it was interactive (the shell's mark): requests and JavaScript bytes
 * over the wire. The page's code is requested after the first paint, often after the load event, so
 * this counts to the mark, not to `load`; what comes later, such as the chat widget loaded after 3 s,
 * is not in the way. A page that never hydrated counts everything it requested. Data URLs (small
 * images inlined by the build) are listed by Lighthouse but never go over the network: not counted.
 * @param {import('lighthouse').Result} lhr
 */
function downloadsBeforeInteractive(lhr) {
  const marks = /** @type {{ items?: Array<{ name: string, startTime: number }> }} */ (lhr.audits['user-timings']?.details)?.items ?? [];
  const interactive = marks.find((mark) => mark.name === INTERACTIVE_MARK)?.startTime ?? Infinity;
  const requests = /** @type {{ items?: Array<{ url: string, networkRequestTime: number, resourceType?: string, transferSize?: number }> }} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  const before = requests.filter((request) => request.networkRequestTime <= interactive && !request.url.startsWith('data:'));
  return {
    requests: before.length,
    jsBytes: before.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/**
 * One Lighthouse run (its own Chromium) on one page: its report, or why there is none. A run that
 * could not record the page load (NO_NAVSTART, …) has scores, but not of this page: an error.
 * `afterRun` gets the browser's debugging port once the run is measured, before the browser is closed.
 * @param {string} url @param {(port: number) => Promise<void>} [afterRun]
 * @returns {Promise<{ lhr: import('lighthouse').Result, lcpScriptAfterPaintBytes?: number } | { error: string, warnings: string[] }>}
 */
async function lighthouseRun(url, afterRun = async (/** @type {number} */ _port) => {}, extraFlags = /** @type {string[]} */ ([])) {
  const chrome = await launch({ chromePath: existsSync(LIGHTHOUSE_CHROMIUM) ? LIGHTHOUSE_CHROMIUM : ensureChromium(), chromeFlags: [...LIGHTHOUSE_FLAGS, ...extraFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
    if (!result) return { error: 'no result', warnings: [] };
    const { lhr } = result;
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, warnings: lhr.runWarnings.map(String) };
    await afterRun(chrome.port).catch(() => {});
    const lcpScriptAfterPaintBytes = await scriptInSimulatedLcpRunAfterPaint(result.artifacts, lhr.configSettings).catch(() => undefined);
    return { lhr, lcpScriptAfterPaintBytes };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), warnings: [] };
  } finally {
    chrome.kill();
  }
}

/** The table's figures from one report. @param {import('lighthouse').Result} lhr @returns {Omit<LighthouseRow, 'route'>} */
function rowOf(lhr) {
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && /** @type {number} */ (lhr.audits[ref.id].score) < 1)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    seo: score('seo'),
    ...downloadsBeforeInteractive(lhr),
    seoFailures,
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * `runs` Lighthouse runs of one page and the median one, as Lighthouse picks it (nearest the median
 * first contentful paint and time to interactive): one run's TBT swings by hundreds of
 * milliseconds with whatever else the machine does, the median of several much less. A run that
 * failed is made again, once, as Lighthouse advises.
 * @param {string} url @param {number} runs @param {(port: number) => Promise<void>} [afterRun] @param {string[]} [extraFlags]
 * @returns {Promise<Omit<LighthouseRow, 'route'> & { tbtRange?: [number, number] }>}
 */
async function medianRun(url, runs, afterRun, extraFlags) {
  /** @type {import('lighthouse').Result[]} */
  const reports = [];
  /** @type {Map<import('lighthouse').Result, number | undefined>} each report's script counted in its simulated LCP */
  const lcpScriptAfterPaint = new Map();
  /** @type {{ error: string, warnings: string[] } | undefined} */
  let failure;
  for (let i = 0; i < runs; i += 1) {
    let run = await lighthouseRun(url, afterRun, extraFlags);
    if ('error' in run) run = await lighthouseRun(url, afterRun, extraFlags);
    if ('error' in run) failure = run;
    else {
      reports.push(run.lhr);
      lcpScriptAfterPaint.set(run.lhr, run.lcpScriptAfterPaintBytes);
    }
  }
  if (reports.length === 0) return { error: failure?.error ?? 'no run', seoFailures: [], warnings: failure?.warnings ?? [] };
  const tbts = reports.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0);
  const median = computeMedianRun(reports);
  return { ...rowOf(median), lcpScriptAfterPaintBytes: lcpScriptAfterPaint.get(median), tbtRange: [Math.min(...tbts), Math.max(...tbts)] };
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

const ms = (/** @type {number | undefined} */ value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

/**
 * Lighthouse on each route, one after another (two cores: parallel runs only skew each other), the
 * median of `runs` runs each. Prints the table and returns the routes that miss a budget.
 * @param {string} origin @param {string[]} pageRoutes @param {number} runs
 * @param {(title: string, header: string[], rows: string[][], textColumns?: number[]) => void} printTable
 * @param {(port: number) => Promise<void>} [afterRun] what to do in each run's browser once it is measured
 *   (the bench leaves the page, so its field beacons are sent)
 * @param {string[]} [extraFlags] Chromium flags beside Lighthouse's (the edge's certificate trusted for the run)
 */
export async function lighthouseTable(origin, pageRoutes, runs, printTable, afterRun, extraFlags = []) {
  /** @type {(LighthouseRow & { tbtRange?: [number, number], load?: string })[]} */
  const results = [];
  const loadAtStart = loadavg()[0].toFixed(1);
  for (const route of pageRoutes) {
    const started = Date.now();
    process.stdout.write(`  lighthouse ${route} (${runs} run${runs === 1 ? '' : 's'}) … `);
    // The machine's load beside each route's TBT: two cores shared with other work skew it by hundreds of ms.
    const load = loadavg()[0].toFixed(1);
    const row = { route, load, ...(await medianRun(`${origin}${route}`, runs, afterRun, extraFlags)) };
    console.log(row.error ? `failed (${row.error})` : `${((Date.now() - started) / 1000).toFixed(0)} s`);
    results.push(row);
  }
  const rows = results.map((row) => {
    const misses = budgetMisses(row);
    return [
      row.route,
      row.performance === undefined ? '-' : String(row.performance),
      row.lcpMs === undefined ? '-' : `${(row.lcpMs / 1000).toFixed(2)} s`,
      row.lcpScriptAfterPaintBytes === undefined ? '-' : `${(row.lcpScriptAfterPaintBytes / 1024).toFixed(0)} KiB`,
      ms(row.tbtMs),
      row.tbtRange && runs > 1 ? `${Math.round(row.tbtRange[0])}–${Math.round(row.tbtRange[1])}` : '-',
      row.tbtRange ? ms(row.tbtRange[1]) : '-',
      row.load ?? '-',
      row.cls === undefined ? '-' : row.cls.toFixed(3),
      row.seo === undefined ? '-' : String(row.seo),
      row.jsBytes === undefined ? '-' : `${(row.jsBytes / 1024).toFixed(0)} KiB`,
      row.requests === undefined ? '-' : String(row.requests),
      misses.length ? `MISS: ${misses.join('; ')}` : 'ok',
    ];
  });
  printTable(
    `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling; the median of ${runs} run${runs === 1 ? '' : 's'} per route, TBT of each run in range; JS and requests until the page is interactive). Budgets: performance >= ${BUDGETS.performance}, TBT <= ${BUDGETS.tbtMs} ms, CLS <= ${BUDGETS.cls}, SEO = ${BUDGETS.seo}, JS <= ${BUDGETS.jsKib} KiB, requests <= ${BUDGETS.requests}:`,
    ['route', 'perf', 'LCP', 'of it, script run after paint', 'TBT (median run)', 'range', 'TBT worst', 'load', 'CLS', 'SEO', 'JS', 'reqs', 'budgets'],
    rows,
    [12],
  );
  console.log(
    '  (LCP is simulated and shown as information: its budget is read on the phone profile below, docs/decisions/0003.\n' +
      '   It waits for every request finished before the paint in an unthrottled load. "Script run after paint" is what it\n' +
      '   counted of the boot scripts the head fetches early and the page runs only after the paint: scripts run in tasks under 10 ms\n' +
      '   are invisible to the simulation, GoogleChrome/lighthouse#16539. scripts/bench/simulatedLcpScripts.mjs)',
  );
  const warnings = [...new Set(results.flatMap((row) => row.warnings))];
  for (const warning of warnings) console.log(`  lighthouse warning: ${warning}`);
  for (const row of results) if (row.error) console.log(`  ${row.route}: ${row.error}`);
  console.log(`  (load average when Lighthouse started: ${loadAtStart} on ${cpus().length} cores; other work on the machine skews TBT and LCP)`);
  return results.filter((row) => budgetMisses(row).length > 0).map((row) => row.route);
}
