import { type APIRequestContext, expect, test, waitForHydration } from '../support/test';
import { sampleRoutes } from '../support/routes';
import { storeCopyWith } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

const html = { Accept: 'text/html' };

/** What a crawler or a link preview sees: the HTML as served, no script run (no browser: a plain HTTP client). */
async function fetchHtml(request: APIRequestContext, url: string, headers: Record<string, string> = html) {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

const titleOf = (body: string) => body.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
const h1Of = (body: string) => body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '').trim();

test.describe('server-rendered HTML', () => {
  for (const { path: route, owner } of sampleRoutes) {
    test(`${route} (${owner}) arrives with its heading, title, description, canonical and Open Graph tags`, async ({ request }) => {
      const { status, body, headers } = await fetchHtml(request, route);
      expect(status).toBe(200);
      expect(headers['cache-control']).toContain('s-maxage=');
      expect(h1Of(body), 'an <h1> with text').toBeTruthy();
      expect(titleOf(body)).toBeTruthy();
      expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
      // The site's own origin, or the canonical URL an editor set in the content.
      expect(body).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(body).toContain('<meta property="og:title"');
      expect(body).toContain('"@type":"ProfessionalService"');
      // The chrome is there too: navbar and footer.
      expect(body).toContain('Skip to content');
      expect(body).toContain('<footer');
      // Painted as it arrives: no part of the page held in a hidden segment for a script to reveal.
      expect(body).not.toContain('hidden id="S:');
    });
  }

  test('each route has its own title, and an article carries its whole body and its structured data', async ({ request }) => {
    const titles = new Set<string | undefined>();
    for (const { path: route } of sampleRoutes) titles.add(titleOf((await fetchHtml(request, route)).body));
    expect(titles.size).toBeGreaterThan(sampleRoutes.length - 3);

    const article = (await fetchHtml(request, '/blog/cmmi-3-level-3-appraisal-readiness')).body;
    expect(h1Of(article)).toContain('CMMI V3.0 Maturity Level 3');
    expect((article.match(/<h2[^>]*>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(article).toMatch(/"@type":"(Article|BlogPosting)"/);
  });

  test('pages answer curl and bots that send */* or no Accept header', async ({ request }) => {
    for (const accept of ['*/*', '']) {
      const { status, body } = await fetchHtml(request, '/about', accept ? { Accept: accept } : {});
      expect(status).toBe(200);
      expect(h1Of(body)).toBe('About Us');
    }
    expect((await fetchHtml(request, '/missing-file.js', { Accept: '*/*' })).status).toBe(404);
  });

  test('status codes: unknown paths and articles are 404 with the not-found page, the old refund link is a permanent redirect', async ({ request }) => {
    const unknownArticle = await fetchHtml(request, '/blog/no-such-article');
    expect(unknownArticle.status).toBe(404);
    expect(h1Of(unknownArticle.body)).toBe('Article Not Found');
    const unknownPath = await fetchHtml(request, '/no/such/page');
    expect(unknownPath.status).toBe(404);
    expect(h1Of(unknownPath.body)).toBe('Page not found');
    const unknownService = await fetchHtml(request, '/no-such-service');
    expect(unknownService.status).toBe(404);
    expect(h1Of(unknownService.body)).toBe('Service not found');

    const redirect = await fetchHtml(request, '/refund-cancellation');
    expect([301, 308]).toContain(redirect.status);
    expect(redirect.headers.location).toBe('/refund');
  });

  test('one canonical URL for a service reachable at two paths', async ({ request }) => {
    const canonical = (body: string) => body.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const short = canonical((await fetchHtml(request, '/advisory')).body);
    const long = canonical((await fetchHtml(request, '/services/advisory')).body);
    expect(short).toBe(long);
    expect(long).toMatch(/\/advisory$/);
    expect(long).not.toContain('/services/');
  });

  test('robots.txt points at a sitemap that lists the routes, every service at its canonical path and every published article', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const route of ['/', '/about', '/blog', '/faq', '/contact', '/get-quote', '/advisory', '/audit']) {
      expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${route.replace(/\//g, '\\/')}</loc>`));
    }
    expect(xml).toMatch(/<loc>[^<]+\/blog\/cmmi-3-level-3-appraisal-readiness<\/loc><lastmod>\d{4}-/);
    expect(xml).not.toContain(':slug');
  });

  test('a query parameter no page reads costs no render; the blog filters its HTML by the ones it reads', async ({ request }) => {
    // Fresh first (an earlier test may have left it stale, re-rendering in the background).
    await expect.poll(async () => (await fetchHtml(request, '/about')).headers['x-render-cache']).toBe('fresh');
    expect((await fetchHtml(request, '/about?utm_source=newsletter')).headers['x-render-cache']).toBe('fresh');
    const filtered = await fetchHtml(request, '/blog?category=Security&utm_source=newsletter');
    expect(filtered.body).toContain('<option value="Security" selected');
    expect((await fetchHtml(request, '/blog?category=Security')).headers['x-render-cache']).toBe('fresh');
  });

  test('a content webhook with the secret purges the rendered pages; without it, nothing happens', async ({ request }) => {
    // An earlier test may have left /faq older than its 30 s: it is answered stale while it renders
    // again in the background, and is fresh once that render is in.
    await expect.poll(async () => (await fetchHtml(request, '/faq')).headers['x-render-cache']).toBe('fresh');
    expect((await request.post('/api/revalidate', { headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
    expect((await fetchHtml(request, '/faq')).headers['x-render-cache']).toBe('fresh');
    const purge = await request.post('/api/revalidate', { headers: { Authorization: 'Bearer e2e-revalidate-secret' } });
    expect(purge.status()).toBe(200);
    expect((await fetchHtml(request, '/faq')).headers['x-render-cache']).toBe('miss');
  });
});

test.describe('hydration', () => {
  const mainRoutes = ['/', '/about', '/services', '/blog', '/blog/cmmi-3-level-3-appraisal-readiness', '/resources', '/faq', '/services/audit', '/contact', '/get-quote'];
  for (const theme of ['light', 'dark'] as const) {
    test(`main routes hydrate without errors or repeated content requests (${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#419|#422|#423|#425/i.test(message.text())) problems.push(message.text());
      });
      // The contact page's map is a third-party frame whose own storage errors are not the site's.
      page.on('pageerror', (error) => !/localStorage/.test(error.message) && problems.push(error.message));
      const contentRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/data/query/')) contentRequests.push(request.url());
      });
      for (const route of mainRoutes) {
        await page.goto(route, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme');
      }
      expect(problems).toEqual([]);
      expect(contentRequests).toEqual([]);
    });
  }

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
    await page.goto('/services/audit');
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
    const boot = scripts.filter((script) => /^\/(main|bootstrap|react|packages)\.|^\/remotes\/mfe-services\//.test(script.path));
    // The shell's three boot files and its entry, and the routed remote's entry and page file.
    expect(boot.map((script) => script.path.replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/^\/remotes\/mfe-services\/[^/]+\//, 'mfe-services/')).sort()).toEqual(
      ['/bootstrap.js', '/main.js', '/packages.js', '/react.js', 'mfe-services/ServicePage.js', 'mfe-services/remoteEntry.js'].sort(),
    );
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
      // The page area's elements when the loader runs the shell, against those at <html data-hydrated>:
      // each of the first still in the page, none added. What changes after that (a deferred image
      // arriving) is not hydration.
      await page.addInitScript(() => {
        const watch = { started: false, removed: [] as string[], added: [] as string[] };
        (window as unknown as { __hydrationWatch: typeof watch }).__hydrationWatch = watch;
        const pageArea = () => new Set(document.querySelectorAll('main, main *'));
        const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
        let before = new Set<Element>();
        new MutationObserver((records, observer) => {
          for (const record of records) {
            if (record.type === 'childList' && !watch.started) {
              if ([...record.addedNodes].some((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))) {
                watch.started = true;
                before = pageArea();
              }
            } else if (record.type === 'attributes' && watch.started) {
              const after = pageArea();
              watch.removed = [...before].filter((element) => !element.isConnected).map(name);
              watch.added = [...after].filter((element) => !before.has(element)).map(name);
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

  test('a blog renderer that throws still serves the page with its chrome, the page area left for the browser', async ({ request }) => {
    const site = await startTestGateway({ storeDir: storeWithBlogRenderer("module.exports = { default: { pages: { BlogListPage: () => { throw new Error('renderer broke'); } } } };") });
    try {
      const { status, body, headers } = await fetchHtml(request, `${site.url}/blog`);
      expect(status).toBe(200);
      expect(body).toContain('Skip to content');
      expect(body).toContain('<footer');
      expect(body).toContain('data-testid="page-skeleton"');
      // Neither the gateway nor a CDN in front of it keeps a page with a part missing.
      expect(headers['cache-control']).toBe('no-store');
      expect(h1Of((await fetchHtml(request, `${site.url}/about`)).body)).toBe('About Us');
    } finally {
      await site.close();
    }
  });

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
        const { status, body } = await fetchHtml(page.request, `${site.url}/blog`);
        expect(status).toBe(200);
        expect(body).toContain('Skip to content');
        expect(body).toContain('<footer');
        expect(body).toContain('data-testid="page-skeleton"');

        await page.goto(`${site.url}/blog`);
        await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles' })).toBeVisible();
        // Other remotes' routes are untouched.
        expect(h1Of((await fetchHtml(page.request, `${site.url}/about`)).body)).toBe('About Us');
      } finally {
        await site.close();
      }
    });
  }

  test('with the content service down, the HTML carries the built-in copy', async ({ request }) => {
    const site = await startTestGateway({ down: { content: true } });
    try {
      const home = await fetchHtml(request, `${site.url}/`);
      expect(home.status).toBe(200);
      expect(h1Of(home.body)).toContain('Govern');
      const blog = await fetchHtml(request, `${site.url}/blog`);
      expect(h1Of(blog.body)).toBe('Insights &amp; Articles');
      // The built-in posts' pictures ship with the remote: their URLs point into its versioned folder.
      expect(blog.body).toMatch(/<img[^>]+src="\/remotes\/mfe-blog\/[^/"]+\/assets\/[^"]+\.svg"/);
      const service = await fetchHtml(request, `${site.url}/services/audit`);
      expect(h1Of(service.body)).toBeTruthy();
      // Built-in copy is answered, never kept: the service's content is back on the next request it answers.
      const again = await fetchHtml(request, `${site.url}/services/audit`);
      expect(again.headers['x-render-cache']).toBe('miss');
      expect(again.headers['cache-control']).toBe('no-store');
    } finally {
      await site.close();
    }
  });
});
