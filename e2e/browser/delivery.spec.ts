import type { Browser, Page } from '@playwright/test';
import { bucketAtPoint, previewSecret, signPreviewPass } from '@site/gateway';
import { candidateHeading, liveHeading, publishCandidate } from '../support/candidateVersion';
import { releaseCommand } from '../support/releaseCommand';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test, waitForHydration } from '../support/test';

/** Runs a release manager's command against the given deploy store. */
function npmRun(store: string, siteUrl: string, ...args: string[]) {
  return releaseCommand(store, 'e2e release manager', args, { SITE_URL: siteUrl });
}

/**
 * A visitor's own browser; with `cookies`, as if they had them already; with `headers` on every
 * request, as the edge in front adds them (the site trusts loopback as its proxy).
 */
async function visitor(browser: Browser, site: TestGateway, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.url })));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#419|#422|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

async function blogHeading(page: Page, site: TestGateway, visit = `${site.url}/blog`) {
  const response = await page.goto(visit);
  await waitForHydration(page);
  return { response, heading: page.getByRole('heading', { level: 1 }) };
}

/** Home as a fresh page load, then the blog by client-side navigation (React Router follows history). */
async function navigateAwayAndBack(page: Page) {
  await page.goto(new URL('/', page.url()).href);
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

test.describe('safe delivery of one remote', () => {
  test.describe.configure({ mode: 'serial' });
  let store: string;
  let site: TestGateway;
  let candidate: string;

  test.beforeAll(async () => {
    store = copyTestStore('delivery-e2e');
    candidate = publishCandidate(store);
    // Loopback is the proxy in front, as the cluster's edge is: its `x-canary-<remote>` is believed.
    site = await startTestGateway({ storeDir: store, trustedProxies: ['127.0.0.1'] });
  });
  test.afterAll(async () => site?.close());

  test('only the holder of a preview link sees the previewed version, in HTML, scripts and client navigation; a tampered cookie is ignored', async ({ browser }) => {
    test.setTimeout(120_000);
    const link = npmRun(store, site.url, 'preview-link', '--', 'mfe-blog', candidate, '--path', '/blog');
    expect(link.code, link.out).toBe(0);
    const url = link.out.match(/https?:\/\/\S+\/_preview\?pass=\S+/)?.[0];
    expect(url, link.out).toBeTruthy();

    const editor = await visitor(browser, site);
    const scripts: string[] = [];
    editor.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const { response, heading } = await blogHeading(editor.page, site, url!);
    expect(new URL(editor.page.url()).pathname).toBe('/blog');
    await expect(heading).toHaveText(candidateHeading);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(editor.page.getByRole('complementary', { name: 'Preview' })).toContainText(`Preview: mfe-blog ${candidate}`);
    expect(scripts.some((file) => file.startsWith(`/remotes/mfe-blog/${candidate}/`))).toBe(true);

    await navigateAwayAndBack(editor.page);
    await expect(editor.page.getByRole('heading', { level: 1 })).toHaveText(candidateHeading);
    expect(editor.problems).toEqual([]);

    // Everyone else: the live version, and the live page was not replaced in the shared cache.
    const other = await visitor(browser, site);
    const live = await blogHeading(other.page, site);
    await expect(live.heading).toHaveText(liveHeading);
    await expect(other.page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect(live.response?.headers()['cache-control']).not.toContain('private');

    const token = decodeURIComponent(url!.split('pass=')[1]);
    const forger = await visitor(browser, site, { site_preview: `${token.slice(0, -3)}abc` });
    const forged = await blogHeading(forger.page, site);
    expect(forged.response?.status()).toBe(200);
    await expect(forged.heading).toHaveText(liveHeading);

    // Exit preview: the cookie goes, the live site comes back.
    await editor.page.getByRole('link', { name: 'Exit preview' }).click();
    await editor.page.waitForURL(`${site.url}/`);
    const after = await blogHeading(editor.page, site);
    await expect(after.heading).toHaveText(liveHeading);
    await Promise.all([editor.close(), other.close(), forger.close()]);
  });

  test('a preview link whose path would open another site is refused when it is made and when it is opened', async ({ browser }) => {
    for (const given of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example']) {
      const link = npmRun(store, site.url, 'preview-link', '--', 'mfe-blog', candidate, '--path', given);
      expect(link.code, link.out).not.toBe(0);
      expect(link.out).toContain('would open another site');
      expect(link.out).not.toContain('/_preview?pass=');
    }
    // A pass signed with such a path anyway (an older link, a hand-made one): the live site's home, no preview.
    const token = signPreviewPass({ remotes: { 'mfe-blog': candidate }, path: '/\\evil.example', exp: Date.now() + 3600_000 }, previewSecret());
    const { page, close } = await visitor(browser, site);
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && !request.url().startsWith(site.url)) offSite.push(request.url());
    });
    const answer = await page.request.get(`${site.url}/_preview?pass=${encodeURIComponent(token)}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/');
    await page.goto(`${site.url}/_preview?pass=${encodeURIComponent(token)}`);
    await waitForHydration(page);
    expect(page.url()).toBe(`${site.url}/`);
    expect(offSite).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('site_preview');
    await close();
  });

  test('a canary splits visitors by a sticky bucket, both sides hydrate what they were served, then abort and promote', async ({ browser }) => {
    test.setTimeout(180_000);
    // The gate's refusals (a share outside 1–99 %, a second canary, a promotion with none) are gate.test.mjs's.
    const started = npmRun(store, site.url, 'canary', '--', 'mfe-blog', candidate, '--percent', '30', '--reason', 'new heading');
    expect(started.code, started.out).toBe(0);

    const inCanary = await visitor(browser, site, { site_bucket: bucketAtPoint('mfe-blog', 12) });
    const onStable = await visitor(browser, site, { site_bucket: bucketAtPoint('mfe-blog', 75) });
    const a = await blogHeading(inCanary.page, site);
    const b = await blogHeading(onStable.page, site);
    await expect(a.heading).toHaveText(candidateHeading);
    await expect(b.heading).toHaveText(liveHeading);
    // With no edge naming the side, the gateway decides it from the bucket: that page is the visitor's own.
    expect(a.response?.headers()['cache-control']).toBe('private, no-cache');
    await navigateAwayAndBack(inCanary.page);
    await expect(inCanary.page.getByRole('heading', { level: 1 })).toHaveText(candidateHeading);
    await navigateAwayAndBack(onStable.page);
    await expect(onStable.page.getByRole('heading', { level: 1 })).toHaveText(liveHeading);
    expect(inCanary.problems).toEqual([]);
    expect(onStable.problems).toEqual([]);

    // Behind the edge, which names the candidate side in a header: the blog is a page any cache may
    // keep, once per side; the candidate is in its HTML, its hydration, and after a page of another
    // remote (kept once for everyone, carrying nothing of the canary) a client navigation to the blog.
    const behindEdge = await visitor(browser, site, {}, { 'x-canary-mfe-blog': 'candidate' });
    const c = await blogHeading(behindEdge.page, site);
    await expect(c.heading).toHaveText(candidateHeading);
    expect(c.response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(c.response?.headers().vary).toContain('x-canary-mfe-blog');
    expect(c.response?.headers()['set-cookie']).toBeUndefined();
    const home = await behindEdge.page.goto(`${site.url}/`);
    expect(home?.headers().vary ?? '').not.toContain('x-canary-mfe-blog');
    await waitForHydration(behindEdge.page);
    await behindEdge.page.evaluate(() => {
      window.history.pushState({}, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(behindEdge.page.getByRole('heading', { level: 1 })).toHaveText(candidateHeading);
    expect(behindEdge.problems).toEqual([]);
    await behindEdge.close();

    // A new visitor is given a bucket and keeps it.
    const newcomer = await visitor(browser, site);
    await blogHeading(newcomer.page, site);
    const bucket = (await newcomer.page.context().cookies()).find((cookie) => cookie.name === 'site_bucket');
    expect(bucket?.value).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(bucket?.httpOnly).toBe(true);

    const abortWithoutReason = npmRun(store, site.url, 'abort', '--', 'mfe-blog');
    expect(abortWithoutReason.code).toBe(1);
    const aborted = npmRun(store, site.url, 'abort', '--', 'mfe-blog', '--reason', 'heading too long');
    expect(aborted.code, aborted.out).toBe(0);
    await expect((await blogHeading(inCanary.page, site)).heading).toHaveText(liveHeading);

    expect(npmRun(store, site.url, 'canary', '--', 'mfe-blog', candidate, '--percent', '30').code).toBe(0);
    const promoted = npmRun(store, site.url, 'promote', '--', 'mfe-blog', '--reason', 'healthy');
    expect(promoted.code, promoted.out).toBe(0);
    await expect((await blogHeading(onStable.page, site)).heading).toHaveText(candidateHeading);

    const history = npmRun(store, site.url, 'remotes', '--', '--history', 'mfe-blog');
    expect(history.out).toContain(`e2e release manager  canary`);
    expect(history.out).toContain(`abort  ${candidate} →`);
    expect(history.out).toContain(`promote`);
    expect(history.out).toContain('"heading too long"');
    await Promise.all([inCanary.close(), onStable.close(), newcomer.close()]);
  });
});
