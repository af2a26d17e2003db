import { expect, test } from '../support/test';
import path from 'node:path';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { sampleRoutes } from '../support/routes';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: import('@playwright/test').Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('every route loads, hydrates and navigates with no CSP violation', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    for (const { path } of sampleRoutes) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect(violations, path).toEqual([]);
    }
    // Client-side navigation loads remotes and queries content from the browser.
    await page.goto('/');
    await page.getByTestId('footer').getByRole('link', { name: 'Refund & Cancellation' }).click();
    await expect(page).toHaveURL(/\/refund$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The contact page frames the office map.
    await page.goto('/contact');
    const map = page.locator('iframe').first();
    await map.scrollIntoViewIfNeeded();
    // The frame was requested (and, had the policy blocked it, the violation reported) once it has loaded.
    await (await (await map.elementHandle())!.contentFrame())!.waitForLoadState('load');
    expect(violations).toEqual([]);
  });

  test('the dark theme script runs under the policy (its hash matches)', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });
});

test.describe('nothing private served', () => {
  test('source maps, stats, dev pages, server renderers and release history stay off the site', async ({ request }) => {
    const pointer = await (await request.get('/remotes.json')).json();
    expect(Object.keys(pointer)).toEqual(['remotes']);
    const manifest = pointer.remotes['mfe-blog'] as string;
    const folder = manifest.replace(/mf-manifest\.json$/, '');
    expect((await request.get(manifest)).status()).toBe(200);
    const entry = await (await request.get(manifest)).json();
    const remoteEntry = `${folder}${entry.metaData.remoteEntry.path ? `${entry.metaData.remoteEntry.path}/` : ''}${entry.metaData.remoteEntry.name}`;
    expect((await request.get(remoteEntry)).status()).toBe(200);
    for (const url of [`${remoteEntry}.map`, `${folder}mf-manifest-stats.json`, `${folder}mf-stats.json`, `${folder}index.html`, `${folder}server/index.js`, '/remotes/remotes.json', '/server/index.js']) {
      expect((await request.get(url, { headers: { Accept: '*/*' } })).status(), url).toBe(404);
    }
  });
});

test.describe('bounded work', () => {
  test('the gateway answers /remotes.json while a content service on the same machine grinds through hostile queries', async ({ request }) => {
    // A content service of its own: filling the shared one's workers would fail other tests' pages.
    // Its time limit is raised so that the hostile queries grind for their full ~8 s of CPU: the
    // gateway must answer in the middle of that, which is an order of events, not a number of ms.
    const cms = path.resolve(import.meta.dirname, '../../cms');
    const received: string[] = [];
    const content = await createContentService({
      datasetPath: path.join(cms, 'dataset/production.ndjson'),
      imagesDir: path.join(cms, 'dataset/images'),
      queryTimeoutMs: 60_000,
      logger: { level: 'info', stream: { write: (line: string) => void received.push(line) } },
    });
    await content.listen({ host: '127.0.0.1', port: 0 });
    const { port } = content.server.address() as import('node:net').AddressInfo;
    const hangUp = new AbortController();
    try {
      // ~100 bytes that ran for 8 s before queries had a time limit; four at once fill every worker.
      const hostile = `http://127.0.0.1:${port}/v2023-05-03/data/query/production?query=${encodeURIComponent('count(*[]{"a":*[]{"b":*[0...3]{"c":*[]._id}}})')}`;
      let hostileAnswered = 0;
      for (let i = 0; i < 4; i += 1) {
        void fetch(hostile, { signal: hangUp.signal }).then(
          () => (hostileAnswered += 1),
          () => {},
        );
      }
      await expect.poll(() => received.filter((line) => line.includes('"incoming request"')).length).toBe(4);
      for (let i = 0; i < 5; i += 1) expect((await request.get('/remotes.json')).status()).toBe(200);
      expect(hostileAnswered, 'a hostile query was answered before the gateway had answered five times').toBe(0);
    } finally {
      // Hanging up stops the queries (their workers are replaced), so the service closes at once.
      hangUp.abort();
      await content.close();
    }
  });
});
