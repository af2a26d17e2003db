import type { ServiceDefaults } from '@site/shared/contracts';
import { expect, test, type Page } from '../support/test';
import { startTestGateway } from '../support/testGateway';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { faqs as seedFaqs } from '../../cms/dataset/seed/faqs.mjs';


// The remote's built-in copy, read as data: the expectations follow the copy rather than repeat it.
const defaults = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../mfe-services/src/content/defaults/service-defaults.json'), 'utf8'),
) as ServiceDefaults;

/** Service slugs the seed dataset has a servicePage document for: they show the generic page. */
const cmsBacked = new Set(['advisory', 'cyber-security']);

const expectations = [
  ...defaults.services.map((service) => ({
    slug: service.slug,
    title: cmsBacked.has(service.slug) ? undefined : service.title,
    label: cmsBacked.has(service.slug) ? 'Get Started' : service.ctaLabel,
  })),
  ...defaults.placeholders.map((service) => ({ slug: service.slug, title: service.title, label: 'Get Started Today' })),
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('there are 15 service slugs', () => {
  expect(expectations).toHaveLength(15);
});

test.describe('every service slug', () => {
  // One test per slug, shared out between the workers: thirty page loads in one test outran its time on a busy machine.
  test.describe.configure({ mode: 'parallel' });
  for (const { slug, title, label } of expectations) {
    test(`/${slug} and /services/${slug} render with the call-to-action label "${label}"`, async ({ page }) => {
      for (const url of [`/${slug}`, `/services/${slug}`]) {
        await page.goto(url);
        await expect(heading(page), url).toBeVisible();
        if (title) await expect(heading(page), url).toHaveText(title);
        else await expect(heading(page), url).not.toBeEmpty();
        await expect(page.getByRole('main').getByRole('link', { name: label, exact: true }), url).toBeVisible();
      }
    });
  }
});

test('a service with a content document shows the generic page', async ({ page }) => {
  await page.goto('/iso-42001-readiness');
  const generic = page.getByTestId('generic-service-page');
  await expect(generic).toBeVisible();
  await expect(heading(page)).toContainText('42001');
  const cta = page.getByTestId('service-cta');
  await expect(cta.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Get Quote', exact: true })).toHaveAttribute('href', '/get-quote');

  await page.goto('/services/advisory');
  await expect(page.getByTestId('generic-service-page')).toBeVisible();
  await expect(page.getByTestId('static-service-page')).toHaveCount(0);
});

test('a page asks for built-in copy only when its content does not carry it: the built-in service its own chunk and the illustrations, a complete document none', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/(copy-[a-z0-9-]+|service-images)\.[0-9a-f]+\.js$/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  await page.goto('/advisory');
  await expect(page.getByTestId('generic-service-page')).toBeVisible();
  await page.goto('/audit');
  await expect(page.getByTestId('static-service-page')).toBeVisible();
  // Asked for as its part of the page hydrates, which may come after the shell's mark.
  await expect.poll(() => chunks.slice().sort()).toEqual(['copy-audit', 'service-images']);
  // The illustrations are the ones the server rendered, each of them.
  const html = await (await page.request.get('/audit', { headers: { accept: 'text/html' } })).text();
  const served = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*data-service-image=""/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  expect(served.length).toBeGreaterThan(1);
  const shown = await page.getByTestId('static-service-page').locator('img[data-service-image]').evaluateAll((all) => all.map((img) => img.getAttribute('src')));
  expect(shown).toEqual(served);
});

test('a built-in service falls back to its static page when the content service is down', async ({ page }) => {
  // Every content query fails at the network level, as with the service stopped. (Matched by the
  // API path rather than the port: the served site-config decides where the service lives.)
  await page.route(/\/data\/query\//, (route) => route.abort('connectionrefused'));
  const site = await startTestGateway({ down: { content: true } });
  try {
    await page.goto(`${site.url}/advisory`);
    await expect(heading(page)).toHaveText('Advisory Services');
    await expect(page.getByTestId('static-service-page')).toBeVisible();
    await expect(page.getByTestId('service-cta').getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Need Advisory Services?' })).toBeVisible();
  } finally {
    await site.close();
  }
});

test('an unknown slug shows Service not found', async ({ page }) => {
  await page.goto('/no-such-service-here');
  await expect(heading(page)).toHaveText('Service not found');
});

test('the appraisals floating card shows between 700 px of scroll and the Key Components block', async ({ page }) => {
  await page.goto('/appraisals');
  await expect(heading(page)).toHaveText('CMMI Appraisals');
  const card = page.getByTestId('appraisals-floating-card');
  await expect(card).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(card).toBeVisible();

  await page.getByRole('heading', { name: 'Key Components' }).scrollIntoViewIfNeeded();
  await expect(card).toBeHidden();
});

test.describe('FAQ page', () => {
  // The page shows the content service's active FAQs, in the seed's order.
  const all = seedFaqs
    .filter((faq) => faq.isActive)
    .sort((a, b) => a.order - b.order)
    .map((faq) => ({ question: faq.question, answer: faq.answer, category: 'category' in faq ? faq.category : '' }));

  test('shows the active FAQ documents grouped by category, in order, without the inactive one', async ({ page }) => {
    await page.goto('/faq');
    const categories = Array.from(new Set(all.map((item) => item.category)));
    const headings = page.getByTestId('faq-page').locator('section[aria-labelledby^="faq-category-"] > h2');
    await expect(headings).toHaveText(categories);
    for (const category of categories) {
      const region = page.getByRole('region', { name: category });
      await expect(region.locator('details > summary')).toHaveText(all.filter((item) => item.category === category).map((item) => item.question));
    }
    const inactive = seedFaqs.find((faq) => !faq.isActive)!;
    await expect(page.getByText(inactive.question)).toHaveCount(0);
  });

  test('search for pricing counts the matching questions', async ({ page }) => {
    await page.goto('/faq');
    const expected = all.filter((item) =>
      [item.question, item.answer, item.category].some((text) => text.toLowerCase().includes('pricing')),
    ).length;
    await page.getByPlaceholder('Search FAQs...').fill('pricing');
    await expect(page.getByRole('heading', { name: `Search Results (${expected})` })).toBeVisible();
    await expect(page.getByTestId('faq-page').locator('details')).toHaveCount(expected);
  });

  test('a nonsense query shows the empty message', async ({ page }) => {
    await page.goto('/faq');
    await page.getByPlaceholder('Search FAQs...').fill('qwxzv nonsense');
    await expect(page.getByText('No FAQs found matching your search.')).toBeVisible();
  });

  test('only one FAQ is open at a time, across categories, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/faq');
    const item = (question: string) => page.getByTestId('faq-page').locator('details', { has: page.locator('summary', { hasText: question }) });
    const first = item(all[0]!.question);
    const other = item(all[all.length - 1]!.question);
    const opened = page.getByTestId('faq-page').locator('details[open]');
    await expect(opened).toHaveCount(0);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await other.locator('summary').click();
    await expect(other).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(opened).toHaveCount(1);
    await other.locator('summary').click();
    await expect(opened).toHaveCount(0);
  });
});
