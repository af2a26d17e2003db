import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { ANALYSIS_ACTOR, canaryAnalyses, readAudit, readPointer } from '@site/gateway';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test, waitForHydration } from '../support/test';

/**
 * The canary's analysis on what the browser never reports and on its own progress: a candidate whose
 * server renderer fails is aborted on the server signal alone; a healthy stepped one promotes itself.
 * The canaries start through `npm run canary`, as a release manager would start them.
 */

/** The article page's slug in the server renderer: the line that reads it, to which a test adds a throw. */
const ARTICLE_SLUG = /const \{ slug = '' \} = \(0,[\w$]+\.useParams\)\(\);/;
/** The slug the gate's render check renders each route with (`gateway/release/renderCheck.mjs`). */
const CHECKED_SLUG = 'release-health-check';

/**
 * A new published version of mfe-blog copied from its live one, its server renderer's text changed
 * by `editServer` (its browser files left as they are).
 */
function publishBlogCopy(store: string, suffix: string, editServer: (text: string) => string = (text) => text): string {
  const live = readPointer(store).releases['mfe-blog'].live;
  const version = `${live}.${suffix}`;
  cpSync(path.join(store, 'mfe-blog', live), path.join(store, 'mfe-blog', version), { recursive: true });
  const server = path.join(store, 'mfe-blog', version, 'server', 'index.js');
  writeFileSync(server, editServer(readFileSync(server, 'utf8')));
  return version;
}

/**
 * The blog list's own styles in `version` with `rule` added (its precompressed copies dropped, so the
 * gateway sends this text): a change visitors see and no script notices.
 */
function addBlogListStyle(store: string, version: string, rule: string) {
  const folder = path.join(store, 'mfe-blog', version);
  const file = readdirSync(folder).find((name) => /^BlogListPage\.[\w]+\.css$/.test(name));
  expect(file, 'the blog list has a stylesheet of its own').toBeTruthy();
  appendFileSync(path.join(folder, file!), rule);
  for (const suffix of ['.br', '.gz']) rmSync(path.join(folder, `${file}${suffix}`), { force: true });
}

/**
 * `aborted` once mfe-blog's canary is gone; until then what its last analysis said (what a failed
 * wait shows).
 */
function blogCanaryState(store: string) {
  const canary = readPointer(store).canaries?.['mfe-blog'];
  if (!canary) return 'aborted';
  const last = canaryAnalyses(store, 'mfe-blog', canary.since).at(-1);
  return last ? `${last.status}: ${last.checks.map((check) => check.detail).join('; ')}` : 'not analysed yet';
}

/** The articles the site lists in its sitemap, as paths. */
async function articlePaths(site: TestGateway) {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** A crawler's request of `pathname` on one side of the canary (its bucket cookie): the HTML, no script run. */
async function crawl(site: TestGateway, pathname: string, bucket: number) {
  const response = await fetch(`${site.url}${pathname}`, { headers: { accept: 'text/html', cookie: `site_bucket=${bucket}` } });
  await response.text();
  return response.status;
}

/**
 * One visitor's tab on the blog on one side (bucket cookie): the page hydrated, a click on its heading
 * (an interaction, for INP), the field vitals observed, then away, so the page's beacons leave.
 */
async function visit(browser: Browser, site: TestGateway, bucket: number, { click = true } = {}) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/blog`);
  await waitForHydration(page);
  await page.waitForSelector('html[data-field-vitals]', { state: 'attached', timeout: 15_000 });
  // Shown, as a visitor would wait for it: its paint is the page's largest.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  if (click) {
    await page.getByRole('heading', { level: 1 }).click();
    // The click's timing entry, which INP is read from, comes after the next paint: left before it,
    // the tab reports no INP (on a fast machine, 2 runs of 5 had no stable INP, and nothing stepped).
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  }
  // A frame more, for the page's own observer to have been handed the entries.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.goto('about:blank');
  return () => context.close();
}

test.describe('a canary analysed on server renders, speed and errors', () => {
  let site: TestGateway | undefined;
  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  test('a candidate whose server render fails on its articles is aborted on the server signal alone, with the figures', async () => {
    test.setTimeout(120_000);
    const store = copyTestStore('canary-server');
    const liveBlog = readPointer(store).releases['mfe-blog'].live;
    // Every article but the one the gate renders throws on the server; in the browser it renders as ever.
    const failing = publishBlogCopy(store, 'server-throws', (text) => {
      expect(text, 'the server renderer still reads the slug as the test expects').toMatch(ARTICLE_SLUG);
      return text.replace(ARTICLE_SLUG, (line) => `${line}\n    if (slug !== '${CHECKED_SLUG}') throw new Error('the candidate article throws on the server');`);
    });
    const started = releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', failing, '--percent', '50', '--reason', 'e2e: server failures']);
    expect(started.out).toContain(`canary ${failing} for 50 % of visitors`);
    expect(started.code).toBe(0);

    site = await startTestGateway({ storeDir: store, field: { checkMs: 300, flushMs: 200, threshold: 1, checks: { serverFailures: { minSamples: 6, margin: 0.05 } } as never } });
    const articles = await articlePaths(site);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    // Crawlers on the candidate's side: the blog list, then each article once. The pages are answered
    // (the browser would render the articles), so nothing but the server signal says anything is wrong.
    for (const pathname of ['/blog', ...articles]) expect(await crawl(site, pathname, 10)).toBe(200);
    for (const pathname of ['/blog', ...articles]) expect(await crawl(site, pathname, 90)).toBe(200);

    await expect.poll(() => blogCanaryState(store), { timeout: 30_000 }).toBe('aborted');
    const abort = readAudit(store, 'mfe-blog').find((entry) => entry.action === 'abort');
    expect(abort).toMatchObject({ actor: ANALYSIS_ACTOR, result: 'switched', from: failing, to: liveBlog });
    expect(abort?.reason).toMatch(/^failed 1 interval in a row: server render failures: candidate exceeds stable by/);
    expect(abort?.reason).toContain(`${failing}: `);
    expect(abort?.reason).toMatch(/\(\d+ of \d+ answers\)/);
    // The browsers reported nothing: the error check had no sessions to judge.
    expect(abort?.reason).toContain('browser errors: not enough sessions yet');
  });

  test('a candidate whose page paints later, with no error anywhere, is aborted on the LCP check', async ({ browser }) => {
    test.setTimeout(240_000);
    const store = copyTestStore('canary-slow');
    const liveBlog = readPointer(store).releases['mfe-blog'].live;
    // The page's main content is kept from painting for its first 4 s: its largest paint comes then.
    const slow = publishBlogCopy(store, 'paints-late');
    addBlogListStyle(store, slow, 'main{animation:e2e-paints-late 0s 4s both}@keyframes e2e-paints-late{from{visibility:hidden}to{visibility:visible}}');
    expect(releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', slow, '--percent', '50', '--reason', 'e2e: slower paint']).code).toBe(0);

    // LCP is judged on three visitors a side with its default bounds, the error rates on their three
    // sessions and answers; the server's render time is not judged here (a version's first render
    // loads its code: one render a side is noise).
    const checks = { serverFailures: { minSamples: 3, margin: 0.05 }, lcp: { minSamples: 3, ratio: 0.2, ms: 200 }, renderP95: { minSamples: 1_000_000, ratio: 0.5, ms: 100 } };
    site = await startTestGateway({ storeDir: store, field: { checkMs: 300, flushMs: 200, minSessions: 3, threshold: 1, checks: checks as never } });
    const closing = [];
    // Four visitors a side for a judgement on three: a tab's last beacon, sent as it is left, is now
    // and then lost on a loaded machine (as in the field), and the check must not wait for it forever.
    for (let i = 0; i < 4; i += 1) {
      closing.push(await visit(browser, site, 90, { click: false }));
      closing.push(await visit(browser, site, 10, { click: false }));
    }
    await expect.poll(() => blogCanaryState(store), { timeout: 60_000 }).toBe('aborted');
    await Promise.all(closing.map((close) => close()));
    const abort = readAudit(store, 'mfe-blog').find((entry) => entry.action === 'abort');
    expect(abort).toMatchObject({ actor: ANALYSIS_ACTOR, result: 'switched', from: slow, to: liveBlog });
    expect(abort?.reason).toMatch(/^failed 1 interval in a row: LCP p75: candidate slower by \d+ ms: candidate \d+ ms \([34]\) vs stable \d+ ms \([34]\)/);
    expect(abort?.reason).toContain('browser errors: within the margin');
    expect(abort?.reason).toContain('server render failures: within the margin');
  });

  test('a healthy candidate with steps 10,50 steps itself up and promotes itself, each step once in the audit log', async ({ browser }) => {
    test.setTimeout(180_000);
    const store = copyTestStore('canary-steps');
    const healthy = publishBlogCopy(store, 'healthy');
    // A plan that makes no sense is refused with its reason: canarySteps.test.mjs.

    const started = releaseCommand(store, 'release-manager', ['canary', '--', 'mfe-blog', healthy, '--steps', '10,50', '--interval', '1s', '--reason', 'e2e: steps']);
    expect(started.out).toContain(`canary ${healthy} for 10 % of visitors, then 50 %, then everyone`);
    expect(readPointer(store).canaries?.['mfe-blog']).toMatchObject({ version: healthy, percent: 10, steps: [10, 50], intervalMs: 1000 });

    // One visitor a side: every check judges on one sample, so each still needs its sample on both
    // sides before anything steps. One sample is noise for speed (a version's first render loads its
    // code), so the speed checks allow any slowness here; what they fail on is their unit tests'.
    const one = { minSamples: 1 };
    const anySpeed = { ...one, ratio: 100, ms: 600_000 };
    const checks = { serverFailures: { ...one, margin: 0.05 }, lcp: anySpeed, inp: anySpeed, renderP95: anySpeed };
    site = await startTestGateway({ storeDir: store, field: { checkMs: 300, flushMs: 200, minSessions: 1, threshold: 1, checks: checks as never } });
    const closeCandidate = await visit(browser, site, 5);
    const closeStable = await visit(browser, site, 90);

    await expect.poll(() => readPointer(store).releases['mfe-blog'].live, { timeout: 60_000 }).toBe(healthy);
    await Promise.all([closeCandidate(), closeStable()]);
    expect(readPointer(store).canaries?.['mfe-blog']).toBeUndefined();
    const lines = readAudit(store, 'mfe-blog').filter((entry) => entry.result === 'switched' && entry.to === healthy);
    expect(lines.map((entry) => [entry.action, entry.actor, entry.detail ?? null])).toEqual([
      ['canary', 'release-manager', expect.stringContaining('10 % of visitors, then 50 %')],
      ['step', ANALYSIS_ACTOR, 'from 10 % to 50 % of visitors'],
      ['promote', ANALYSIS_ACTOR, null],
    ]);
    expect(lines[1].reason).toMatch(/^every check passed: browser errors: within the margin/);
  });
});
