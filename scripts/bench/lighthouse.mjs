// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../chromium.mjs';
import { repoRoot } from '../paths.mjs';
import { BUDGETS, budgetMisses } from './budgets.mjs';

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

/** One Lighthouse run (its own Chromium) on one page. @param {string} url @returns {Promise<Omit<LighthouseRow, 'route'>>} */
async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: existsSync(LIGHTHOUSE_CHROMIUM) ? LIGHTHOUSE_CHROMIUM : ensureChromium(), chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
    if (!result) return { error: 'no result', seoFailures: [], warnings: [] };
    const { lhr } = result;
    const score = (/** @type {string} */ id) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : undefined;
    };
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
    const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && /** @type {number} */ (lhr.audits[ref.id].score) < 1)
      .map((ref) => ref.id);
    const warnings = lhr.runWarnings.map(String);
    // A run that could not record the page load has scores, but not of this page.
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, seoFailures: [], warnings };
    return {
      performance: score('performance'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      seo: score('seo'),
      ...downloadsBeforeInteractive(lhr),
      seoFailures,
      warnings,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), seoFailures: [], warnings: [] };
  } finally {
    chrome.kill();
  }
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
 * Lighthouse on each route, one after another (two cores: parallel runs only skew each other).
 * Prints the table and returns the routes that miss a budget.
 * @param {string} origin @param {string[]} pageRoutes
 * @param {(title: string, header: string[], rows: string[][], textColumns?: number[]) => void} printTable
 */
export async function lighthouseTable(origin, pageRoutes, printTable) {
  /** @type {LighthouseRow[]} */
  const results = [];
  const loadAtStart = loadavg()[0].toFixed(1);
  for (const route of pageRoutes) {
    const started = Date.now();
    process.stdout.write(`  lighthouse ${route} … `);
    let run = await lighthouseRun(`${origin}${route}`);
    // Lighthouse's own advice for a trace it could not record (NO_NAVSTART, …): run it again.
    if (run.error) {
      process.stdout.write(`failed (${run.error}), again … `);
      run = await lighthouseRun(`${origin}${route}`);
    }
    const row = { route, ...run };
    console.log(row.error ? `failed (${row.error})` : `${((Date.now() - started) / 1000).toFixed(0)} s`);
    results.push(row);
  }
  const rows = results.map((row) => {
    const misses = budgetMisses(row);
    return [
      row.route,
      row.performance === undefined ? '-' : String(row.performance),
      row.lcpMs === undefined ? '-' : `${(row.lcpMs / 1000).toFixed(2)} s`,
      ms(row.tbtMs),
      row.cls === undefined ? '-' : row.cls.toFixed(3),
      row.seo === undefined ? '-' : String(row.seo),
      row.jsBytes === undefined ? '-' : `${(row.jsBytes / 1024).toFixed(0)} KiB`,
      row.requests === undefined ? '-' : String(row.requests),
      misses.length ? `MISS: ${misses.join('; ')}` : 'ok',
    ];
  });
  printTable(
    `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling; JS and requests until the page is interactive). Budgets: performance >= ${BUDGETS.performance}, LCP <= ${BUDGETS.lcpMs / 1000} s, TBT <= ${BUDGETS.tbtMs} ms, CLS <= ${BUDGETS.cls}, SEO = ${BUDGETS.seo}, JS <= ${BUDGETS.jsKib} KiB, requests <= ${BUDGETS.requests}:`,
    ['route', 'perf', 'LCP', 'TBT', 'CLS', 'SEO', 'JS', 'reqs', 'budgets'],
    rows,
    [8],
  );
  const warnings = [...new Set(results.flatMap((row) => row.warnings))];
  for (const warning of warnings) console.log(`  lighthouse warning: ${warning}`);
  for (const row of results) if (row.error) console.log(`  ${row.route}: ${row.error}`);
  console.log(`  (load average when Lighthouse started: ${loadAtStart} on ${cpus().length} cores; other work on the machine skews TBT and LCP)`);
  return results.filter((row) => budgetMisses(row).length > 0).map((row) => row.route);
}
