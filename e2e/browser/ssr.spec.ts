import { ask, h1Of } from '../support/ask';
import { expect, test, waitForHydration } from '../support/test';
import { storeCopyWith } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

test.describe('hydration', () => {
  test('every script the boot needs is asked for in the head at low priority, is on its way before first paint, and the shell runs only after it', async ({ page }) => {
    // When the loader puts the shell's entry on the page as a script to run.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) (window as unknown as { __entryRunAt: number }).__entryRunAt = performance.now();
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A service page whose content carries its copy: a built-in one (`/services/audit`) asks for its
    // copy's chunk once its page file runs, one round trip later (services.spec.ts holds which).
    await page.goto('/services/advisory');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { firstContentfulPaint, entryRunAt, scripts, lowPriorityPreloads } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        entryRunAt: (window as unknown as { __entryRunAt?: number }).__entryRunAt,
        scripts: resources
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        lowPriorityPreloads: [...document.head.querySelectorAll('link[rel="preload"][as="script"][fetchpriority="low"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      };
    });
    expect(firstContentfulPaint).toBeGreaterThan(0);
    const boot = scripts.filter((script) => /^\/(main|bootstrap|react|packages|portableText)\.|^\/remotes\/mfe-services\//.test(script.path));
    // The shell's three boot files and its entry, the routed remote's entry and page file, and the
    // shell's kit of rich text, which only pages with rich text load (their own files' round trip).
    expect(boot.map((script) => script.path.replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/^\/remotes\/mfe-services\/[^/]+\//, 'mfe-services/')).sort()).toEqual(
      ['/bootstrap.js', '/main.js', '/packages.js', '/react.js', '/portableText.js', 'mfe-services/ServicePage.js', 'mfe-services/remoteEntry.js'].sort(),
    );
    // Nothing else: a file the shell asks for itself later or on some pages only (the field reporter,
    // the preview banner) is no preload of every page.
    expect(lowPriorityPreloads.slice().sort()).toEqual(boot.map((script) => script.path).sort());
    for (const script of boot) {
      // Asked for by the head's preload scanner, at low priority so the stylesheets go first…
      expect(lowPriorityPreloads, script.path).toContain(script.path);
      // …so each download starts while the page is parsed, not after it has painted…
      expect(script.start, script.path).toBeLessThan(firstContentfulPaint);
    }
    // …and the shell runs only once the page has painted.
    expect(entryRunAt).toBeGreaterThanOrEqual(firstContentfulPaint!);
  });

  for (const route of ['/', '/blog/cmmi-3-level-3-appraisal-readiness', '/contact']) {
    test(`on a slow phone's CPU, hydration keeps the server's HTML of ${route}: nothing in the page is replaced, no skeleton or fallback shows`, async ({ page }) => {
      // The page area's elements when the loader runs the shell, against those at <html data-hydrated>
      // (the routed page's part hydrated too): each of the first still in the page, none added. What
      // `AfterHydration` swaps in as the page hydrates (a frame, an image for its `<noscript>` copy,
      // in the box that held the copy) is not hydration replacing the server's HTML.
      await page.addInitScript(() => {
        const watch = { started: false, removed: [] as string[], added: [] as string[] };
        (window as unknown as { __hydrationWatch: typeof watch }).__hydrationWatch = watch;
        const pageArea = () => new Set(document.querySelectorAll('main, main *'));
        const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
        let before = new Set<Element>();
        // The boxes of AfterHydration's `<noscript>` copies, as they were.
        let boxes = new Set<Element | null>();
        new MutationObserver((records, observer) => {
          for (const record of records) {
            if (record.type === 'childList' && !watch.started) {
              if ([...record.addedNodes].some((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))) {
                watch.started = true;
                before = pageArea();
                boxes = new Set([...before].filter((element) => element.tagName === 'NOSCRIPT').map((copy) => copy.parentElement));
              }
            } else if (record.type === 'attributes' && watch.started) {
              const after = pageArea();
              watch.removed = [...before].filter((element) => !element.isConnected && element.tagName !== 'NOSCRIPT').map(name);
              watch.added = [...after].filter((element) => !before.has(element) && !boxes.has(element.parentElement)).map(name);
              observer.disconnect();
              return;
            }
          }
        }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const watch = await page.evaluate(() => (window as unknown as { __hydrationWatch: { started: boolean; removed: string[]; added: string[] } }).__hydrationWatch);
      expect(watch).toEqual({ started: true, removed: [], added: [] });
    });
  }

  test('the routed remote starts from the manifest the page carries; a remote reached later is asked for its own', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\/[^/]+\/mf-manifest\.json$/);
      if (match) manifests.push(match[1]);
    });
    await page.goto('/services/audit');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(manifests).not.toContain('mfe-services');

    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(manifests).toContain('mfe-marketing');
    expect(manifests).not.toContain('mfe-services');
  });

  test('after hydration the site navigates on the client and pages work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('no article says this');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('CMMI');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/CMMI/);
  });
});

test.describe("the tests' hydration wait", () => {
  // The wait every `page.goto` of these tests does, shortened: it fails here on purpose.
  test.use({ hydrationTimeout: 3_000 });

  test('a page whose code never loads fails the wait, which names it; the same page with its code passes', async ({ page }) => {
    // The shell's entry blocked: the server's HTML paints, and nothing ever hydrates it.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    const failed = await page.goto('/about').then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failed?.message).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/about did not hydrate within 3 s/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // Unblocked, the same page hydrates (waited for with the wait's usual time: this machine may be busy).
    await page.unrouteAll();
    await page.goto('/about', { waitUntil: 'commit' });
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});

test.describe('faults stay isolated', () => {
  /** A copy of the test store with mfe-blog's live server renderer replaced (or removed). */
  const storeWithBlogRenderer = (code: string | null) => storeCopyWith('mfe-blog', 'server/index.js', () => code);

  const cases = {
    missing: null,
    'never finishes': 'module.exports = { default: { pages: { BlogListPage: () => { throw new Promise(() => {}); } } } };',
  };

  for (const [fault, code] of Object.entries(cases)) {
    test(`a blog renderer that ${fault} still serves the page with its chrome, and the browser renders the blog`, async ({ page }) => {
      const site = await startTestGateway({ storeDir: storeWithBlogRenderer(code) });
      try {
        // Answered, never a hung page: a renderer that never finishes is cut off by the render budget
        // (4 s in the tests; without it this request would outlast the test), and its part of the
        // page is left to the browser.
        const { status, body } = await ask(site, '/blog');
        expect(status).toBe(200);
        expect(body).toContain('Skip to content');
        expect(body).toContain('<footer');
        expect(body).toContain('data-testid="page-skeleton"');

        await page.goto(`${site.url}/blog`);
        await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles' })).toBeVisible();
        // Other remotes' routes are untouched.
        expect(h1Of((await ask(site, '/about')).body)).toBe('About Us');
      } finally {
        await site.close();
      }
    });
  }
});
