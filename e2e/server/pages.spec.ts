import { brotliDecompressSync } from 'node:zlib';
import { packPage } from '@site/gateway';
import { sampleRoutes } from '../support/routes';
import { ask, expect, h1Of, test, titleOf, untilKept } from '../support/serverTest';
import { storeCopyWith } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

/*
 * The HTML the gateway serves, as a crawler or a link preview gets it: the production builds' server
 * renderers and the real content service, asked in process (`app.inject`), no browser.
 */
test.describe('server-rendered HTML', () => {
  for (const { path: route, owner } of sampleRoutes) {
    test(`${route} (${owner}) arrives with its heading, title, description, canonical and Open Graph tags`, async ({ site }) => {
      const { status, body, headers } = await ask(site, route);
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
      // Rendered with its content: never a loading state.
      expect(body).not.toMatch(/Loading (blog posts|article)\.\.\./);
    });
  }

  test('each route has its own title, and an article carries its whole body and its structured data', async ({ site }) => {
    const titles = new Set<string | undefined>();
    for (const { path: route } of sampleRoutes) titles.add(titleOf((await ask(site, route)).body));
    expect(titles.size).toBeGreaterThan(sampleRoutes.length - 3);

    const article = (await ask(site, '/blog/cmmi-3-level-3-appraisal-readiness')).body;
    expect(h1Of(article)).toContain('CMMI V3.0 Maturity Level 3');
    expect((article.match(/<h2[^>]*>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(article).toMatch(/"@type":"(Article|BlogPosting)"/);
    expect((await ask(site, '/blog/zero-trust-mid-sized-firms')).body).not.toContain('Loading article...');
  });

  test('pages answer curl and bots that send */* or no Accept header', async ({ site }) => {
    for (const accept of ['*/*', '']) {
      const { status, body } = await ask(site, '/about', { headers: accept ? { accept } : {} });
      expect(status).toBe(200);
      expect(h1Of(body)).toBe('About Us');
    }
    expect((await ask(site, '/missing-file.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  test('status codes: unknown paths and articles are 404 with the not-found page, the old refund link is a permanent redirect', async ({ site }) => {
    const unknownArticle = await ask(site, '/blog/no-such-article');
    expect(unknownArticle.status).toBe(404);
    expect(h1Of(unknownArticle.body)).toBe('Article Not Found');
    const unknownPath = await ask(site, '/no/such/page');
    expect(unknownPath.status).toBe(404);
    expect(h1Of(unknownPath.body)).toBe('Page not found');
    const unknownService = await ask(site, '/no-such-service');
    expect(unknownService.status).toBe(404);
    expect(h1Of(unknownService.body)).toBe('Service not found');

    const redirect = await ask(site, '/refund-cancellation');
    expect([301, 308]).toContain(redirect.status);
    expect(redirect.headers.location).toBe('/refund');
  });

  test('one canonical URL for a service reachable at two paths', async ({ site }) => {
    const canonical = (body: string) => body.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const short = canonical((await ask(site, '/advisory')).body);
    const long = canonical((await ask(site, '/services/advisory')).body);
    expect(short).toBe(long);
    expect(long).toMatch(/\/advisory$/);
    expect(long).not.toContain('/services/');
  });

  test('the sitemap lists every service at its canonical path and every published article, with its date', async ({ site }) => {
    // Its shape and robots.txt are sitemap.test.mjs's; here, what the real content puts in it.
    const sitemap = await ask(site, '/sitemap.xml', { headers: {} });
    expect(sitemap.status).toBe(200);
    for (const route of ['/advisory', '/audit']) expect(sitemap.body).toContain(`${route}</loc>`);
    expect(sitemap.body).not.toContain('/services/audit</loc>');
    expect(sitemap.body).toMatch(/<loc>[^<]+\/blog\/cmmi-3-level-3-appraisal-readiness<\/loc><lastmod>\d{4}-/);
  });

  test('each legal page is titled by its heading', async ({ site }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-use', 'Terms of Use'],
      ['/disclaimer', 'Disclaimer'],
      ['/refund', 'Refund &amp; Cancellation'],
    ]) {
      const { body } = await ask(site, path);
      expect(h1Of(body), path).toBe(title);
      expect(titleOf(body), path).toMatch(new RegExp(`^${title} \\| `));
    }
  });

  test('a query parameter no page reads costs no render; the blog filters its HTML by the ones it reads', async ({ site }) => {
    await untilKept(site, '/about');
    expect((await ask(site, '/about?utm_source=newsletter')).headers['x-render-cache']).toBe('fresh');
    const filtered = await untilKept(site, '/blog?category=Security&utm_source=newsletter');
    expect(filtered.body).toContain('<option value="Security" selected');
    expect((await ask(site, '/blog?category=Security')).headers['x-render-cache']).toBe('fresh');
  });
});

test.describe('kept once rendered', () => {
  test('an unknown nested path answers 404 and its repeat comes from the cache (no new render)', async ({ site }) => {
    expect((await ask(site, '/no/such/nested-path')).status).toBe(404);
    const again = await ask(site, '/no/such/nested-path');
    expect(again.status).toBe(404);
    expect(again.headers['x-render-cache']).toBe('fresh');
  });

  test('a cache hit as browsers ask for it is the brotli bytes made at render, with the policy made at render', async ({ site }) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    const first = await untilKept(site, '/about', { headers });
    const second = await ask(site, '/about', { headers });
    expect(second.headers['x-render-cache']).toBe('fresh');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(second.headers['content-security-policy']).toMatch(/script-src/);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // The same bytes on every hit, and those packed at render (compression per request makes others).
    expect(second.raw.equals(first.raw)).toBe(true);
    const html = brotliDecompressSync(second.raw).toString();
    expect(html).toContain('About Us');
    expect(second.raw.equals((await packPage({ html }, () => '')).br as Buffer)).toBe(true);
  });
});

test.describe('faults stay isolated', () => {
  test('a blog renderer that throws still serves the page with its chrome, the page area left for the browser', async () => {
    const broken = "module.exports = { default: { pages: { BlogListPage: () => { throw new Error('renderer broke'); } } } };";
    const site = await startTestGateway({ storeDir: storeCopyWith('mfe-blog', 'server/index.js', () => broken) });
    try {
      const { status, body, headers } = await ask(site, '/blog');
      expect(status).toBe(200);
      expect(body).toContain('Skip to content');
      expect(body).toContain('<footer');
      expect(body).toContain('data-testid="page-skeleton"');
      // Neither the gateway nor a CDN in front of it keeps a page with a part missing.
      expect(headers['cache-control']).toBe('no-store');
      expect(h1Of((await ask(site, '/about')).body)).toBe('About Us');
    } finally {
      await site.close();
    }
  });

  test('with the content service down, the HTML carries the built-in copy', async () => {
    const site = await startTestGateway({ down: { content: true } });
    try {
      const home = await ask(site, '/');
      expect(home.status).toBe(200);
      expect(h1Of(home.body)).toContain('Govern');
      const blog = await ask(site, '/blog');
      expect(h1Of(blog.body)).toBe('Insights &amp; Articles');
      // The built-in posts' pictures ship with the remote: their URLs point into its versioned folder.
      expect(blog.body).toMatch(/<img[^>]+src="\/remotes\/mfe-blog\/[^/"]+\/assets\/[^"]+\.svg"/);
      const service = await ask(site, '/services/audit');
      expect(h1Of(service.body)).toBeTruthy();
      // Built-in copy is answered, never kept: the service's content is back on the next request it answers.
      const again = await ask(site, '/services/audit');
      expect(again.headers['x-render-cache']).toBe('miss');
      expect(again.headers['cache-control']).toBe('no-store');
    } finally {
      await site.close();
    }
  });
});
