import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { advance, pauseClock, settle } from '../support/clock';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test, type Locator, type Page } from '../support/test';

// Slugs of the seed dataset (cms/dataset/production.ndjson).
const ARTICLE = 'zero-trust-mid-sized-firms';
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const PUBLISHED_COUNT = 10;

const articles = (page: Page) => page.getByRole('main').getByRole('article');
const sidebar = (page: Page) => page.getByTestId('toc-sidebar');
const tocLink = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true });

/** When (on the page's clock, which the test drives) an element first got an attribute. */
async function watchAttributeSince(page: Page, selector: string, attribute: string) {
  await page.evaluate(
    ({ selector, attribute }) => {
      const w = window as unknown as { __attributeSince?: number };
      const el = document.querySelector(selector)!;
      new MutationObserver((_, observer) => {
        if (!el.hasAttribute(attribute)) return;
        w.__attributeSince = performance.now();
        observer.disconnect();
      }).observe(el, { attributes: true, attributeFilter: [attribute] });
    },
    { selector, attribute },
  );
}

/** A heading scrolled to lands just below the fixed navbar (72 px), where nothing above it re-flows it away. */
async function expectJustBelowNavbar(heading: Locator) {
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThan(200);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72);
}

const attributeSince = (page: Page) => page.evaluate(() => (window as unknown as { __attributeSince?: number }).__attributeSince);

async function openArticle(page: Page, slug = ARTICLE) {
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('blog list', () => {
  test('featured, two side articles and a three-column grid, each card complete', async ({ page }) => {
    // The content service has posts: the built-in ones (a chunk of their own) are never asked for.
    const builtIn: string[] = [];
    page.on('request', (request) => {
      if (/\/builtin-posts\.[0-9a-f]+\.js$/.test(request.url())) builtIn.push(request.url());
    });
    await page.goto('/blog');
    await expect(page.getByTestId('featured-post')).toHaveCount(1);
    await expect(page.getByTestId('side-post')).toHaveCount(2);
    await expect(page.getByTestId('grid-post')).toHaveCount(PUBLISHED_COUNT - 3);
    await expect(page.getByText('Loading blog posts...')).toHaveCount(0);

    // Newest first: the featured post is the latest published one; unpublished and drafts never show.
    const featured = page.getByTestId('featured-post');
    await expect(featured.getByRole('heading')).toHaveText('Designing a Board-Level IT Governance Dashboard with COBIT 2019');
    await expect(page.getByText('SOC 2 Type II Readiness')).toHaveCount(0);
    await expect(page.getByText(/DRAFT/)).toHaveCount(0);

    for (const card of await articles(page).all()) {
      await expect(card.getByTestId('post-image')).toHaveAttribute('src', /.+/);
      await expect(card.getByTestId('post-date')).toHaveText(/\w+ \d{1,2}, \d{4}/);
      await expect(card.getByTestId('post-read-time')).toHaveText(/min read/);
      await expect(card.getByRole('heading')).not.toBeEmpty();
      await expect(card.getByTestId('post-excerpt')).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
    }
    await expect(featured.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/cobit-2019-governance-dashboard');

    // Every image really loads (content images and local assets alike).
    const broken = await page.getByTestId('post-image').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
          return img.naturalWidth === 0 ? img.src : null;
        }),
      ),
    );
    expect(broken.filter(Boolean)).toEqual([]);

    // Desktop: the first three grid cards share a row.
    const grid = page.getByTestId('grid-post');
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await grid.nth(i).boundingBox())!));
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[0].x).toBeLessThan(boxes[1].x);
    expect(boxes[1].x).toBeLessThan(boxes[2].x);

    // Below 768 px: one column.
    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await Promise.all([0, 1].map(async (i) => (await grid.nth(i).boundingBox())!));
    expect(Math.round(narrow[0].x)).toBe(Math.round(narrow[1].x));
    expect(narrow[1].y).toBeGreaterThan(narrow[0].y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(builtIn).toEqual([]);
  });

  test('a phone downloads the featured image at its own width, as WebP, first in line', async ({ browser }) => {
    // A mid-range phone as Lighthouse emulates it: 412 CSS px at 1.75x, so about 720 device pixels.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    const images: Array<{ url: string; type: string }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') images.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto('/blog');
    const featured = page.getByTestId('featured-post').getByTestId('post-image');
    await expect(featured).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
    const chosen = new URL(await featured.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(chosen.searchParams.get('w')).toBe('800');
    expect(images.find((image) => image.url === chosen.href)?.type).toBe('image/webp');
    // Nothing fetched the desktop sizes of that image.
    const sameImage = images.filter((image) => new URL(image.url).pathname === chosen.pathname);
    expect(sameImage.map((image) => new URL(image.url).searchParams.get('w'))).toEqual(['800']);
    await context.close();
  });

  test('a search without results shows the empty message, and Clear Filters restores all', async ({ page }) => {
    await page.goto('/blog');
    await expect(articles(page)).toHaveCount(PUBLISHED_COUNT);
    const search = page.getByRole('searchbox', { name: 'Search articles' });

    // Matches title and excerpt, case-insensitively.
    await search.fill('ZERO TRUST');
    await expect(articles(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=ZERO\+TRUST/);

    await search.fill('quantum blockchain');
    await expect(page.getByText('No articles found matching your search criteria.')).toBeVisible();
    await expect(articles(page)).toHaveCount(0);

    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await expect(page.getByText('No articles found matching your search criteria.')).toBeVisible();
    await expect(search).toHaveValue('quantum blockchain');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(articles(page)).toHaveCount(PUBLISHED_COUNT);
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the category filter shows only that category and is kept in the URL', async ({ page }) => {
    await page.goto('/blog');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveValue('All');
    await expect(category.locator('option')).toHaveText(['All', 'Automation', 'Compliance', 'Governance', 'Privacy', 'Quality', 'Security']);

    await category.selectOption('Privacy');
    await expect(page).toHaveURL(/category=Privacy/);
    await expect(articles(page)).toHaveCount(2);
    for (const card of await articles(page).all()) await expect(card.getByText('Privacy', { exact: true })).toBeVisible();

    // Category and search together, from a shared link.
    await page.goto('/blog?category=Security&q=tabletop');
    await expect(articles(page)).toHaveCount(1);
    await expect(category).toHaveValue('Security');

    await category.selectOption('All');
    await expect(page).not.toHaveURL(/category=/);
  });

  test('Subscribe Now sends the address through the form relay', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByTestId('newsletter');
    await expect(box.getByRole('heading', { name: 'Subscribe Now' })).toBeVisible();
    const address = `reader-${Date.now()}@example.com`;
    await box.getByLabel('Email address').fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/Thank you for subscribing!/);
    await expect(box.getByLabel('Email address')).toHaveValue('');

    const outbox = process.env.E2E_OUTBOX_DIR;
    if (outbox) {
      const { readdir, readFile } = await import('node:fs/promises');
      await expect
        .poll(async () => {
          const files = await readdir(outbox).catch(() => [] as string[]);
          const texts = await Promise.all(files.map((file) => readFile(`${outbox}/${file}`, 'utf8')));
          return texts.find((text) => text.includes(address)) ?? '';
        })
        .toContain('Newsletter subscription');
    }
  });
});

test.describe('article', () => {
  test('shows meta, title, image, body, share, author, newsletter and SEO tags', async ({ page }) => {
    await openArticle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero Trust for Mid-Sized Firms: Where to Start');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const meta = page.getByTestId('article-meta');
    for (const text of ['June 2, 2026', 'min read', 'Security']) await expect(meta).toContainText(text);
    await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
    await expect(page.getByText(/is an experienced security professional with expertise in information security/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our Newsletter' })).toBeVisible();

    await expect(page).toHaveTitle('Zero Trust for Mid-Sized Firms: Where to Start');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.compliancecore.example/blog/${ARTICLE}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Article');

    // The share buttons open the real networks in a new tab.
    const share = page.getByTestId('share-box');
    const encoded = encodeURIComponent(`https://www.compliancecore.example/blog/${ARTICLE}`);
    await expect(share.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    await expect(share.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded.replace(/[.%]/g, '\\$&')}&text=`));
    await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    for (const link of await share.getByRole('link').all()) await expect(link).toHaveAttribute('target', '_blank');
  });

  test('an article with FAQs and faqSchema gets FAQPage structured data', async ({ page }) => {
    await openArticle(page, 'automating-audit-evidence-collection');
    await expect
      .poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)['@type']).sort())
      .toEqual(['Article', 'BreadcrumbList', 'FAQPage', 'ProfessionalService']);
  });

  test('a TOC click scrolls smoothly to the heading and highlights it for 2 s', async ({ page }) => {
    await page.clock.install();
    await openArticle(page);
    await pauseClock(page);
    const heading = page.locator('#segment-what-matters-most');
    await expect(heading).not.toBeInViewport();
    const startY = await page.evaluate(() => window.scrollY);
    await tocLink(sidebar(page), 'Segment What Matters Most').click();
    await expect(heading).toHaveAttribute('data-toc-highlight', 'true');
    await expect(heading).toBeInViewport();
    await expectJustBelowNavbar(heading);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(startY);
    await expect(tocLink(sidebar(page), 'Segment What Matters Most')).toHaveAttribute('aria-current', 'location');

    // On the page's clock, which has not moved since the click: still highlighted at 1.9 s, gone at 2 s.
    await advance(page, 1900);
    await expect(heading).toHaveAttribute('data-toc-highlight', 'true');
    await advance(page, 100);
    await expect(heading).not.toHaveAttribute('data-toc-highlight', /.*/);
  });

  test('the active TOC entry follows the scroll position', async ({ page }) => {
    await openArticle(page);
    const side = sidebar(page);
    await expect(tocLink(side, 'Identity Comes First')).toHaveAttribute('aria-current', 'location');
    for (const [id, name] of [
      ['then-devices', 'Then Devices'],
      ['a-minimum-device-baseline', 'A Minimum Device Baseline'],
      ['segment-what-matters-most', 'Segment What Matters Most'],
      ['identity-comes-first', 'Identity Comes First'],
    ] as const) {
      await page.evaluate((headingId) => {
        const el = document.getElementById(headingId)!;
        window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 110, behavior: 'instant' });
      }, id);
      await expect(tocLink(side, name)).toHaveAttribute('aria-current', 'location');
      await expect(side.locator('[aria-current]')).toHaveCount(1);
    }
    // The sidebar stays in view while the reader scrolls (sticky) and indents level-1 entries.
    await expect(side).toBeInViewport();
    const level0 = (await tocLink(side, 'Then Devices').boundingBox())!;
    const level1 = (await tocLink(side, 'A Minimum Device Baseline').boundingBox())!;
    const padding = (name: string) => tocLink(side, name).evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect(await padding('A Minimum Device Baseline')).toBeGreaterThan(await padding('Then Devices'));
    expect(level1.x).toBe(level0.x);
  });

  test('at 375 px the TOC is a slide-up sheet opened by a button', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 740 });
    await openArticle(page);
    await expect(sidebar(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Table of Contents' });
    await expect(button).toBeVisible();
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Table of Contents' });
    await expect(sheet).toBeVisible();
    // It slides up from the bottom edge.
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.y + (await sheet.boundingBox())!.height)).toBe(740);

    // The chosen heading is scrolled to and highlighted once the sheet has closed.
    await pauseClock(page);
    await watchAttributeSince(page, '#measure-progress', 'data-toc-highlight');
    await tocLink(sheet, 'Measure Progress').click();
    await advance(page, 400);
    await expect(sheet).toBeHidden();
    const heading = page.locator('#measure-progress');
    await expect(heading).toBeInViewport();
    await expectJustBelowNavbar(heading);
    await expect(heading).toHaveAttribute('data-toc-highlight', 'true');
    // For 2 s from when it showed, on the page's clock.
    const shownFor = async () => (await page.evaluate(() => performance.now())) - (await attributeSince(page))!;
    await advance(page, 1900 - (await shownFor()));
    await expect(heading).toHaveAttribute('data-toc-highlight', 'true');
    await advance(page, 100);
    await expect(heading).not.toHaveAttribute('data-toc-highlight', /.*/);
    expect(await shownFor()).toBe(2000);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Growing past 768 px closes an open sheet; the sidebar takes over.
    await button.click();
    await advance(page, 400);
    await expect(sheet).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await advance(page, 400);
    await expect(sheet).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
  });

  test('Copied! appears after copying the link and disappears after 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await openArticle(page);
    await pauseClock(page);
    const share = page.getByTestId('share-box');
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://www.compliancecore.example/blog/${ARTICLE}`);
    // Its 2 s start in an effect after the render that shows it; let that run before time moves.
    await settle(page);
    // On the page's clock, which has not moved since the click: still there at 1.9 s, gone at 2 s.
    await advance(page, 1900);
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await advance(page, 100);
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeHidden();
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test('related articles share the category and never include the article itself', async ({ page }) => {
    await openArticle(page);
    const related = page.getByTestId('related-articles');
    await expect(related.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    const cards = related.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const hrefs = await related.getByRole('link', { name: /Read More/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(`/blog/${ARTICLE}`);
    for (const card of await cards.all()) {
      await expect(card.getByText('Security', { exact: true })).toBeVisible();
      await expect(card.getByTestId('post-date')).not.toBeEmpty();
      await expect(card.getByTestId('post-read-time')).not.toBeEmpty();
      await expect(card.getByTestId('post-excerpt')).not.toBeEmpty();
    }
  });

  test('an unknown slug shows Article Not Found; an id link opens the article', async ({ page }) => {
    await page.goto('/blog/no-such-article-anywhere');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    // Unpublished posts are not reachable either (drafts: see the queries' unit test).
    await page.goto('/blog/soc-2-type-ii-readiness-timeline');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();

    await openArticle(page, ARTICLE_ID);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero Trust for Mid-Sized Firms: Where to Start');
  });

  test('a legacy HTML article reads cleanly: headings, links, no broken image', async ({ page }) => {
    await openArticle(page, 'incident-response-tabletop-exercises');
    const body = page.getByTestId('article-body');
    await expect(body.getByRole('heading', { name: 'Questions That Reveal Gaps' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'cyber security team' })).toHaveAttribute('href', '/cyber-security');
    await expect(body.locator('img')).toHaveCount(0);
  });

  test('only an HTML article loads the sanitizer\'s file; it hydrates with no warning and its contents list works', async ({ page }) => {
    const sanitizer: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (/\/html-body\.[0-9a-f]+\.js$/.test(request.url())) sanitizer.push(request.url());
    });
    // React's reports (a hydration mismatch, an error thrown), not a resource this sandbox cannot reach.
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|react/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // Each load is waited for until hydrated (`support/test.ts`), so React's warnings are in by then.
    await page.goto(`/blog/${ARTICLE}`);
    await expect(page.getByTestId('article-body')).toBeVisible();
    expect(sanitizer).toEqual([]);

    await page.goto('/blog/incident-response-tabletop-exercises');
    await expect.poll(() => sanitizer.length).toBe(1);
    const heading = page.getByTestId('article-body').getByRole('heading', { name: 'Questions That Reveal Gaps' });
    await page.getByRole('complementary').getByRole('link', { name: 'Questions That Reveal Gaps' }).click();
    await expect(heading).toBeInViewport();
    expect(errors).toEqual([]);
  });
});

test.describe('article with hostile HTML (a test fixture, never in the seed)', () => {
  const HOSTILE = 'hostile-html-fixture';
  let site: TestGateway;
  let closeContent: () => Promise<unknown>;

  // The seed plus one post whose HTML body carries a script, an event handler and an image with no
  // usable source, served by a content service of this test's own.
  test.beforeAll(async () => {
    const root = path.resolve(import.meta.dirname, '../../cms/dataset');
    const seed = readFileSync(path.join(root, 'production.ndjson'), 'utf8').trimEnd();
    const hostile = {
      _id: `post-${HOSTILE}`,
      _type: 'blogPost',
      title: 'Hostile HTML Fixture',
      slug: { _type: 'slug', current: HOSTILE },
      excerpt: 'Sanitizer fixture.',
      author: 'Test',
      publishedAt: '2020-01-01T00:00:00Z',
      category: 'Security',
      readTime: '1 min read',
      isPublished: true,
      contentHtml: [
        '<p>Intro.</p>',
        '<h2>Before the Exercise</h2>',
        '<img src=x onerror="window.__xss=1">',
        '<h3>Questions That Reveal Gaps</h3>',
        '<script>window.__xss=2</script>',
        '<h2>After the Exercise</h2>',
        `<p>${'Findings become owned actions. '.repeat(60)}</p>`,
      ].join('\n'),
      tableOfContents: [
        { heading: 'Before the Exercise', anchor: 'before-the-exercise', level: 0 },
        { heading: 'Questions That Reveal Gaps', anchor: 'questions-that-reveal-gaps', level: 1 },
        { heading: 'After the Exercise', anchor: 'after-the-exercise', level: 0 },
      ],
    };
    const datasetPath = path.join(mkdtempSync(path.join(tmpdir(), 'hostile-dataset-')), 'production.ndjson');
    writeFileSync(datasetPath, `${seed}\n${JSON.stringify(hostile)}\n`);
    const content = await createContentService({ datasetPath, imagesDir: path.join(root, 'images') });
    await content.listen({ host: '127.0.0.1', port: 0 });
    closeContent = () => content.close();
    const { port } = content.server.address() as import('node:net').AddressInfo;
    site = await startTestGateway({ services: { content: port } });
  });
  test.afterAll(async () => {
    await site?.close();
    await closeContent?.();
  });

  test('hostile HTML in an article runs nothing and leaves no broken image', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${site.url}/blog/${HOSTILE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile HTML Fixture');
    const body = page.getByTestId('article-body');
    await expect(body.getByRole('heading', { name: 'Before the Exercise' })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Questions That Reveal Gaps' })).toBeVisible();
    // Give a broken image's error event time to fire, were its handler still there.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    await expect(body.locator('img')).toHaveCount(0);
    // Its TOC works against the sanitized headings.
    await tocLink(sidebar(page), 'After the Exercise').click();
    await expect(page.locator('#after-the-exercise')).toBeInViewport();
  });
});
