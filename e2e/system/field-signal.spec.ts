import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { ANALYSIS_ACTOR, bucketAtPoint, canarySide, fieldSummary, gatedSwitch, openFileStore, readAudit, readPointer, refusedReports, shellReactVersion } from '@site/gateway';
import { testPorts } from '../support/ports';
import { serverLog } from '../support/serverLog';
import { copyStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test, waitForHydration } from '../support/test';

/** A bucket on `side` of both canaries at 50 % (mfe-blog's and mfe-marketing's: each draws its side from the bucket and its name). */
function bucketOnBoth(side: 'candidate' | 'stable') {
  for (let point = side === 'candidate' ? 0 : 50; ; point += 1) {
    const bucket = bucketAtPoint('mfe-blog', point);
    if (canarySide(bucket, 'mfe-marketing', 50) === side) return bucket;
  }
}
const CANDIDATE_BUCKET = bucketOnBoth('candidate');
const STABLE_BUCKET = bucketOnBoth('stable');

/** A low minimum so a handful of real browser visitors decide: the default is 10 visitors a side. */
const MIN_SESSIONS = 4;
/** 4 of 4 visitors with an error against none is an always-valid p of about 0.004: tested at 0.05 here, 0.01 by default. */
const ALPHA = 0.05;

/**
 * The blog list's outer container in its browser file (`<Container py={{ base: 40, sm: 64 }}>` around
 * the page's Stack): its props are replaced by an expression that throws when the page renders, in the
 * browser only.
 */
const BLOG_LIST_PROPS = /py:\{base:40,sm:64\}(?=,children:\(0,\w+\.jsxs\)\(\w+\.Stack,\{gap:"xl")/;
const THROWS = '(()=>{throw new Error("the candidate blog list throws")})()';

/**
 * A new published version of `remote`, copied from its live one; `edit` may change the text of each of
 * its browser files (the server renderer is left as it is, so the release gate passes it, as it would
 * a page that only fails in visitors' browsers). Precompressed copies of a changed file are dropped.
 */
function publishCopy(store: string, remote: string, suffix: string, edit: (text: string, name: string) => string = (text) => text): string {
  const live = readPointer(store).releases[remote].live;
  const version = `${live}.${suffix}`;
  const folder = path.join(store, remote, version);
  cpSync(path.join(store, remote, live), folder, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      // A precompressed copy dropped a moment ago, with the file it was of.
      if (!existsSync(file)) continue;
      if (statSync(file).isDirectory()) {
        if (name !== 'server') walk(file);
      } else if (name.endsWith('.js')) {
        const text = readFileSync(file, 'utf8');
        const changed = edit(text, name);
        if (changed === text) continue;
        writeFileSync(file, changed);
        rmSync(`${file}.br`, { force: true });
        rmSync(`${file}.gz`, { force: true });
      }
    }
  };
  walk(folder);
  return version;
}

/**
 * One visitor's tab: a bucket cookie under 50 (the canaries' side) or above it (stable), the blog list
 * and the about page as page loads, then away, so the page's beacons leave as they do for a visitor
 * closing the tab.
 */
let visitors = 0;
async function visit(browser: Browser, site: TestGateway, bucket: string) {
  // Behind the proxy the gateway trusts (the loopback), each visitor its own address (TEST-NET-3).
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${++visitors}` } });
  await context.addCookies([{ name: 'site_bucket', value: bucket, url: site.url }]);
  const page = await context.newPage();
  for (const route of ['/blog', '/about']) {
    await page.goto(`${site.url}${route}`);
    await waitForHydration(page);
    // web-vitals loads after hydration: the page is left once it observes, and its buffered
    // entries (first paint, the navigation's timing) have been delivered to it, a frame later.
    await page.waitForSelector('html[data-field-vitals]', { state: 'attached', timeout: 15_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  await page.goto('about:blank');
  // Closed once its beacons have arrived: closing the browser at once could cancel them on the way.
  return () => context.close();
}

/**
 * A beacon sent as `curl` would, from loopback address number `n` (127.0.x.y: each a different
 * address to the gateway), with the cookies given: no page was loaded for it.
 */
function forgedBeacon(site: TestGateway, n: number, report: Record<string, unknown>, cookie?: string): Promise<number> {
  const url = new URL('/api/beacon', site.url);
  const body = JSON.stringify({ session: randomBytes(16).toString('base64url'), reports: [report] });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: `127.0.${Math.floor(n / 200)}.${2 + (n % 200)}`, headers: { 'content-type': 'text/plain', ...(cookie ? { cookie } : {}) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The field pass the visitor's pointer hands out on the stable side of every canary, as a cookie header. */
async function stableSidePass(site: TestGateway) {
  // Not a page without the canaried remote: that page is everyone's, and carries no visitor's cookie.
  const response = await fetch(`${site.url}/remotes.json`, { headers: { cookie: `site_bucket=${STABLE_BUCKET}` } });
  await response.arrayBuffer();
  const pass = response.headers.getSetCookie().find((cookie) => cookie.startsWith('site_field='));
  expect(pass).toBeTruthy();
  return `site_bucket=${STABLE_BUCKET}; ${pass!.split(';')[0]}`;
}

/** Sessions the gateway has stored for a remote's version (it writes every 200 ms here). */
const sessionsOf = (store: string, remote: string, version: string) =>
  fieldSummary(store).find((row) => row.remote === remote && row.version === version)?.sessions ?? 0;

/**
 * Resolves once the gateway's canary check has run at least one whole round that started after this
 * call: each round takes the judge's lead, a lock folder in the store (`lead-canary-judge.lock`),
 * and lets it go. Four appearances or removals of that folder hold one whole round, whenever in a
 * round the watch starts.
 */
function canaryRoundFrom(store: string, timeout = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const watcher = watch(store, (event, name) => {
      if (event !== 'rename' || name !== 'lead-canary-judge.lock') return;
      seen += 1;
      if (seen < 4) return;
      clearTimeout(timer);
      watcher.close();
      resolve();
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`no whole canary check round within ${timeout / 1000} s (its lead lock was taken or let go ${seen} times)`));
    }, timeout);
  });
}

test.describe('the field signal of real visitors', () => {
  test.describe.configure({ mode: 'serial' });
  let store: string;
  let site: TestGateway;
  let throwing: string;
  let healthy: string;

  test.beforeAll(async () => {
    store = path.join(mkdtempSync(path.join(tmpdir(), 'field-e2e-')), 'store');
    copyStore(process.env.E2E_STORE_DIR!, store);
    throwing = publishCopy(store, 'mfe-blog', 'throws', (text, name) => (name.startsWith('BlogListPage.') ? text.replace(BLOG_LIST_PROPS, `py:${THROWS}`) : text));
    healthy = publishCopy(store, 'mfe-marketing', 'healthy');
    const hostReactVersion = shellReactVersion();
    // The gate's render check reads the test site's content, as a gateway's would (not the default address, where nothing answers).
    const content = { siteConfig: siteConfigFromEnv({ ...process.env, CMS_PORT: String(testPorts.cms) }), token: process.env.E2E_CONTENT_TOKEN, log: serverLog };
    const releaseStore = openFileStore({ storeDir: store });
    // Both canaries at 50 %: a visitor under bucket 50 gets both candidates, one above both stable versions.
    await gatedSwitch({ storeDir: store, store: releaseStore, remote: 'mfe-blog', action: 'canary', version: throwing, percent: 50, reason: 'e2e: a candidate whose page throws', hostReactVersion, content });
    await gatedSwitch({ storeDir: store, store: releaseStore, remote: 'mfe-marketing', action: 'canary', version: healthy, percent: 50, reason: 'e2e: a healthy candidate', hostReactVersion, content });
    site = await startTestGateway({ storeDir: store, trustedProxies: ['127.0.0.1'], field: { checks: { browserErrors: { minSamples: MIN_SESSIONS, alpha: ALPHA } } as never, checkMs: 300, flushMs: 200 } });
  });
  test.afterAll(async () => site?.close());

  test('the throwing candidate is aborted on its own after the configured sessions; the healthy one under the same traffic is not', async ({ browser }) => {
    test.setTimeout(240_000);
    // The test really throws in the browser: the canary's file was changed.
    expect(readdirSync(path.join(store, 'mfe-blog', throwing)).some((name) => name.endsWith('.js') && readFileSync(path.join(store, 'mfe-blog', throwing, name), 'utf8').includes(THROWS))).toBe(true);

    const liveBlog = readPointer(store).releases['mfe-blog'].live;
    const liveMarketing = readPointer(store).releases['mfe-marketing'].live;

    // Forgers, each from an address of its own, none served the candidates: error reports that
    // would abort the healthy candidate, and healthy reports that would mask the throwing one's
    // failures (4 of 104 sessions is no significant excess). A visitor of the stable side brings the
    // field pass of that side. The gateway refuses them all (202), and stores no session.
    const stablePass = await stableSidePass(site);
    const forgedError = { type: 'error', route: '/', remote: 'mfe-marketing', version: healthy, bucket: 'candidate', error: 'render' };
    const forgedHealthy = { type: 'vital', route: '/blog', remote: 'mfe-blog', version: throwing, bucket: 'candidate', name: 'FCP', value: 400 };
    const statuses = await Promise.all([
      ...Array.from({ length: 30 }, (_, n) => forgedBeacon(site, n, forgedError, n % 2 ? stablePass : undefined)),
      ...Array.from({ length: 100 }, (_, n) => forgedBeacon(site, 30 + n, forgedHealthy, n % 2 ? stablePass : undefined)),
    ]);
    expect(new Set(statuses)).toEqual(new Set([202]));
    // Every beacon was answered, so each was refused or held by then: the flush that writes the last
    // refusal writes whatever else they brought, and a check after it judges on it.
    await expect.poll(() => refusedReports(store), { timeout: 15_000 }).toEqual({ 'mfe-blog': { 'not served': 100 }, 'mfe-marketing': { 'not served': 30 } });
    await canaryRoundFrom(store);
    expect(sessionsOf(store, 'mfe-blog', throwing)).toBe(0);
    expect(sessionsOf(store, 'mfe-marketing', healthy)).toBe(0);
    expect(readPointer(store).canaries?.['mfe-marketing']?.version).toBe(healthy);

    for (let i = 1; i <= MIN_SESSIONS; i += 1) {
      // The stable side's visitor first: once the candidate has its last session the judge may abort
      // at once, and a blog without a canary counts no stable session.
      const closeStable = await visit(browser, site, STABLE_BUCKET);
      await expect.poll(() => sessionsOf(store, 'mfe-blog', liveBlog), { timeout: 15_000 }).toBe(i);
      await expect.poll(() => sessionsOf(store, 'mfe-marketing', liveMarketing), { timeout: 15_000 }).toBe(i);
      await closeStable();
      const closeCandidate = await visit(browser, site, CANDIDATE_BUCKET);
      // The tab's beacons arrived: one session more on each candidate, with the blog's error.
      await expect.poll(() => sessionsOf(store, 'mfe-blog', throwing), { timeout: 15_000 }).toBe(i);
      await expect.poll(() => sessionsOf(store, 'mfe-marketing', healthy), { timeout: 15_000 }).toBe(i);
      await closeCandidate();
      // Until the candidate has its sessions, nothing is decided, however bad it looks.
      if (i < MIN_SESSIONS) expect(readPointer(store).canaries?.['mfe-blog']?.version, `aborted after ${i} of ${MIN_SESSIONS} sessions`).toBe(throwing);
    }

    // The gateway's periodic check sees the candidate's sessions and aborts it through the gate.
    await expect.poll(() => readPointer(store).canaries?.['mfe-blog'], { timeout: 60_000 }).toBeUndefined();
    const abort = readAudit(store, 'mfe-blog').find((entry) => entry.action === 'abort');
    expect(abort).toMatchObject({ actor: ANALYSIS_ACTOR, result: 'switched', from: throwing, to: liveBlog });
    expect(abort?.reason).toContain(`candidate ${throwing}: 100.0 % per visitor (${MIN_SESSIONS} visitors; ${MIN_SESSIONS} of ${MIN_SESSIONS} sessions)`);
    expect(abort?.reason).toMatch(new RegExp(`stable ${liveBlog.replace(/[.+]/g, '\\$&')}: 0\\.0 % per visitor \\(\\d+ visitors; 0 of \\d+ sessions\\)`));
    expect(abort?.reason).toContain(`from ${MIN_SESSIONS} visitors a side`);
    expect(abort?.reason).toContain('100 reports refused');

    // The healthy candidate had the same traffic, was judged, and runs on.
    const figures = fieldSummary(store);
    const marketing = figures.find((row) => row.remote === 'mfe-marketing' && row.version === healthy);
    expect(marketing?.sessions).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(marketing?.errorRate).toBe(0);
    expect(marketing?.p75.FCP).toBeGreaterThan(0);
    expect(figures.find((row) => row.remote === 'mfe-marketing' && row.version === liveMarketing)?.sessions).toBeGreaterThanOrEqual(MIN_SESSIONS);
    // Judged again on these figures (a whole check round after they were read), it runs on.
    await canaryRoundFrom(store);
    expect(readPointer(store).canaries?.['mfe-marketing']?.version).toBe(healthy);
    expect(readAudit(store, 'mfe-marketing').filter((entry) => entry.action === 'abort')).toEqual([]);

    // A visitor of the candidate's side gets the stable blog again.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'site_bucket', value: CANDIDATE_BUCKET, url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
    await context.close();
  });
});
