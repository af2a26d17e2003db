// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { bytesPerPackage } from './jsBreakdown.mjs';

/**
 * The boot's JavaScript per route: the scripts a first visit asks for before the page is hydrated
 * (`site:interactive`), counted as the brotli copies the build wrote and the gateway serves
 * (`precompressPlugin.mjs`). Byte counts of built files, not timings: the same build gives the same
 * figures on a loaded machine, so this is the bench's size check (`BUDGETS.bootJsKib`).
 */

/** The mark the shell sets once the page has hydrated (`shell/src/ssr/useHydratedMark.ts`). */
const INTERACTIVE_MARK = 'site:interactive';

/**
 * Brotli bytes of a script: its built file's `.br` copy, or its content compressed as the build
 * would (the file, or what the site served when this checkout did not build it: `--url`).
 * @param {string} file @param {string} url
 */
export async function brotliBytes(file, url) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const content = existsSync(file) ? readFileSync(file) : Buffer.from(await (await fetch(url)).arrayBuffer());
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
}

/**
 * @typedef {{ url: string, app: string, file: string, brotli: number }} BootScript
 * @typedef {{ route: string, scripts: BootScript[], brotli: number }} BootRow
 */

/**
 * Loads each route once in a fresh context (unthrottled: what is asked for does not depend on speed)
 * and lists the scripts asked for before hydration.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string[]} routes
 * @param {(url: URL) => { app: string, file: string }} locate the app a URL belongs to and its built file
 * @returns {Promise<BootRow[]>}
 */
export async function bootScripts(browser, origin, routes, locate) {
  /** @type {BootRow[]} */
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 60_000, polling: 50 });
      const urls = await page.evaluate((mark) => {
        const hydratedAt = performance.getEntriesByName(mark)[0].startTime;
        const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
        return resources.filter((r) => r.startTime < hydratedAt && /\.js(\?|$)/.test(r.name)).map((r) => r.name);
      }, INTERACTIVE_MARK);
      /** @type {BootScript[]} */
      const scripts = [];
      for (const url of new Set(urls)) {
        if (new URL(url).origin !== origin) continue;
        const { app, file } = locate(new URL(url));
        scripts.push({ url, app, file, brotli: await brotliBytes(file, url) });
      }
      rows.push({ route, scripts, brotli: scripts.reduce((sum, script) => sum + script.brotli, 0) });
    } finally {
      await context.close();
    }
  }
  return rows;
}

/**
 * Brotli bytes per package across a route's boot scripts, each file's bytes shared out by its
 * source map (`jsBreakdown.mjs`).
 * @param {BootRow} row
 * @returns {Array<[string, number]>}
 */
export function bootPackages(row) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const script of row.scripts) {
    const packages = existsSync(script.file) ? bytesPerPackage(script.file) : undefined;
    const minified = packages ? [...packages.values()].reduce((sum, n) => sum + n, 0) : 0;
    if (!packages || minified === 0) {
      totals.set(`(no source map) ${script.app}`, (totals.get(`(no source map) ${script.app}`) ?? 0) + script.brotli);
      continue;
    }
    for (const [name, count] of packages) totals.set(name, (totals.get(name) ?? 0) + (script.brotli * count) / minified);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
