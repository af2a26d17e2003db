// @ts-check
// What a canary trial is made of, for the zoo of bad releases (e2e/system/bad-releases.spec.ts) and the
// A/A runs of the bench (`npm run bench -- --canary`): a candidate of mfe-blog made from the live
// version by changing its built files, and the traffic both sides get, crawlers and visitors' tabs.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bucketAtPoint, readPointer } from '@site/gateway';

/** The buckets the trial's traffic carries: under a 5 % canary's share of mfe-blog, and well above its last step (decision 0010). */
export const TRIAL_BUCKETS = Object.freeze({ candidate: bucketAtPoint('mfe-blog', 1), stable: bucketAtPoint('mfe-blog', 90) });

/**
 * A new published version of mfe-blog copied from its live one: `server` edits its server renderer,
 * `browser` each of its browser scripts (a changed file's precompressed copies dropped, so the
 * gateway sends the new text). Returns the version and how many files each edit changed.
 * @param {string} store @param {string} suffix
 * @param {{ server?: (text: string) => string, browser?: (text: string) => string }} edits
 */
export function publishBlogVariant(store, suffix, { server, browser }) {
  const live = readPointer(store).releases['mfe-blog'].live;
  const version = `${live}.${suffix}`;
  const folder = path.join(store, 'mfe-blog', version);
  cpSync(path.join(store, 'mfe-blog', live), folder, { recursive: true });
  /** @param {string} file @param {(text: string) => string} edit */
  const change = (file, edit) => {
    const text = readFileSync(file, 'utf8');
    const changed = edit(text);
    if (changed === text) return 0;
    writeFileSync(file, changed);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return 1;
  };
  const changed = { server: server ? change(path.join(folder, 'server', 'index.js'), server) : 0, browser: 0 };
  /** @param {string} dir @param {(text: string) => string} edit */
  const walk = (dir, edit) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      if (statSync(file).isDirectory()) {
        if (name !== 'server') walk(file, edit);
      } else if (name.endsWith('.js')) changed.browser += change(file, edit);
    }
  };
  if (browser) walk(folder, browser);
  return { version, changed };
}

/** The A/A candidate: the live build with one comment changed, nothing else. @param {string} store */
export const publishAaCandidate = (store) => publishBlogVariant(store, 'a-a', { server: (text) => `${text}\n// A/A: the same sources, one comment changed.\n` }).version;

/** The blog's pages a site lists: its list and every article in its sitemap. @param {string} origin */
export async function blogPages(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return ['/blog', ...[...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1])];
}

/**
 * Crawlers on both sides: each page `passes` times, a request of each side at once (the HTML, no
 * script run).
 * @param {{ origin: string, pages: string[], passes: number }} input
 */
export async function crawlBothSides({ origin, pages, passes }) {
  for (let pass = 0; pass < passes; pass += 1) {
    for (const pathname of pages) {
      await Promise.all(
        Object.values(TRIAL_BUCKETS).map(async (bucket) => (await fetch(`${origin}${pathname}`, { headers: { accept: 'text/html', cookie: `site_bucket=${bucket}` } })).arrayBuffer()),
      );
    }
  }
}

/**
 * One visitor's tab on the blog list on one side (its bucket cookie): the page hydrated, the field
 * vitals observed, with `click` a click on its heading (an interaction, for INP), then away, so the
 * page's beacons leave as they do when a visitor closes the tab. Returns the closing of the visitor's
 * browser, for once its beacons have arrived (closing at once could cancel them on the way).
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string | number} bucket
 * @param {{ click?: boolean }} [options]
 */
export async function visitBlog(browser, origin, bucket, { click = true } = {}) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/blog`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
  await page.waitForSelector('html[data-field-vitals]', { state: 'attached', timeout: 15_000 });
  // Shown, as a visitor would wait for it: its paint is the page's largest (LCP is read then).
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  if (click) {
    await heading.click();
    // The click's timing entry, which INP is read from, comes after the next paint: left before it,
    // the tab reports no INP.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  }
  // A frame more, for the page's own observer to have been handed the entries.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.goto('about:blank');
  return () => context.close();
}

/**
 * Visitors on both sides, `each` a side, one after the other, their browsers closed once all are done.
 * @param {{ browser: import('@playwright/test').Browser, origin: string, each: number, click?: boolean }} input
 */
export async function visitBothSides({ browser, origin, each, click = false }) {
  const closing = [];
  for (let i = 0; i < each; i += 1) for (const bucket of [TRIAL_BUCKETS.stable, TRIAL_BUCKETS.candidate]) closing.push(await visitBlog(browser, origin, bucket, { click }));
  await Promise.all(closing.map((close) => close()));
}

/**
 * @typedef {{ status: 'pass' | 'fail' | 'wait', action?: string, reason: string, checks: Array<{ name: string, status: string, detail: string }> }} Verdict
 *   the judge's analysis of the canary in one interval, and what it did (`canaryWatch.mjs`)
 */

/**
 * A trial run to its end: `first`'s traffic and the judge's analysis, then an interval after another
 * until the canary is promoted or aborted, each with `more` traffic while a check waits for samples
 * (a tab's last beacons are now and then lost, as in the field) and none once every check has them.
 * `nextVerdict` sends a round's traffic and returns the judge's next analysis. Ends after `rounds`
 * intervals with the last verdict, stuck.
 * @param {{ nextVerdict: (traffic: () => Promise<void>) => Promise<Verdict>, first: () => Promise<void>, more: () => Promise<void>, rounds?: number }} input
 * @returns {Promise<{ verdict: Verdict, verdicts: Verdict[] }>}
 */
export async function runTrial({ nextVerdict, first, more, rounds = 20 }) {
  const verdicts = [await nextVerdict(first)];
  const last = () => /** @type {Verdict} */ (verdicts.at(-1));
  while (last().action !== 'promote' && last().action !== 'abort' && verdicts.length < rounds) {
    verdicts.push(await nextVerdict(last().status === 'wait' ? more : async () => {}));
  }
  return { verdict: last(), verdicts };
}
