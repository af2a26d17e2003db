import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { startTestGateway } from '../support/testGateway';

/** The seeded dataset's four newest published posts, as the content service serves them. */
const newestPublished = readFileSync(path.resolve(import.meta.dirname, '../../cms/dataset/production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string; isPublished?: boolean; publishedAt?: string; title?: string; slug?: { current?: string } })
  .filter((doc) => doc._type === 'blogPost' && doc.isPublished === true && !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
  .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
  .slice(0, 4);

test.describe('resources hub', () => {
  test('four cards with four item links each and View All', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const cards = page.getByTestId('resource-card');
    await expect(cards).toHaveCount(4);
    const sections = [
      ['Blog', '/blog'],
      ['FAQs', '/faq'],
      ['Policies', '/policies'],
      ['Terms & Conditions', '/terms'],
    ] as const;
    for (const [index, [title, path]] of sections.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(title);
      const items = card.getByRole('listitem').getByRole('link');
      await expect(items).toHaveCount(4);
      for (const href of await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect(href).toMatch(new RegExp(`^${path}/[a-z0-9]+(-[a-z0-9]+)*$`));
      }
      await expect(card.getByRole('link', { name: /View All/ })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('the Blog card lists the four newest published articles, each opening that article', async ({ page }) => {
    await page.goto('/resources');
    const links = page.getByTestId('resource-card').nth(0).getByRole('listitem').getByRole('link');
    await expect(links).toHaveText(newestPublished.map((post) => post.title!));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      newestPublished.map((post) => `/blog/${post.slug!.current}`),
    );
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestPublished[0]!.title!);
  });

  test('View All and item links lead somewhere real', async ({ page }) => {
    await page.goto('/resources');
    const cards = page.getByTestId('resource-card');

    await cards.nth(0).getByRole('link', { name: /View All/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('featured-post')).toBeVisible();

    // A blog item opens an article, never the not-found screen.
    await page.goBack();
    await cards.nth(0).getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Article Not Found')).toHaveCount(0);

    await page.goto('/resources');
    await cards.nth(2).getByRole('link', { name: 'Refund & Cancellation' }).click();
    await expect(page).toHaveURL(/\/policies\/refund-and-cancellation$/);
    const selected = page.locator('[aria-current="true"]');
    await expect(selected.getByRole('heading', { name: 'Refund & Cancellation' })).toBeVisible();
    await selected.getByRole('link', { name: /Read the full Refund & Cancellation/ }).click();
    await expect(page).toHaveURL(/\/refund$/);

    await page.goto('/resources');
    await cards.nth(3).getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/\/terms\/governing-law$/);
    await expect(page.locator('[aria-current="true"]').getByRole('heading', { name: 'Governing Law' })).toBeVisible();
    await page.locator('[aria-current="true"]').getByRole('link', { name: /Read the full Terms of Use/ }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
  });

  test('policies and terms indexes lead to the legal pages; unknown items are no dead end', async ({ page }) => {
    await page.goto('/policies');
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    const hrefs = await page.getByTestId('legal-entry').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/privacy-policy', '/refund', '/disclaimer']));

    await page.goto('/policies/cookie-jar');
    await expect(page.getByRole('status')).toContainText("We couldn't find a policy called");
    await expect(page.getByTestId('legal-entry')).toHaveCount(4);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Refund & Cancellation' }).click();
    await expect(page).toHaveURL(/\/refund$/);
  });
});

// The browser's requests to a service fail, as they do for a visitor when that service is down.
test.describe('with a service down', () => {
  test('without the content service the list shows the six built-in posts, and they open', async ({ page }) => {
    await page.route('**/data/query/**', (route) => route.abort('connectionrefused'));
    const site = await startTestGateway({ down: { content: true } });
    try {
      await page.goto(`${site.url}/blog`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(6, { timeout: 30_000 });
      const category = page.getByRole('combobox', { name: 'Category' });
      await expect(category.locator('option')).toHaveText(['All', 'Automation', 'Compliance', 'Privacy', 'Security']);
      await page.getByTestId('featured-post').getByRole('link', { name: /Read More/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Article Not Found')).toHaveCount(0);
      await expect(page.getByTestId('toc-sidebar')).toBeVisible();
    } finally {
      await site.close();
    }
  });

  test('a failed newsletter subscription says so and keeps the address', async ({ page }) => {
    await page.route('**/submit', (route) => route.abort('connectionrefused'));
    await page.goto('/resources');
    const box = page.getByTestId('newsletter');
    await box.getByLabel('Email address').fill('keep.me@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(/couldn't complete your subscription/);
    await expect(box.getByLabel('Email address')).toHaveValue('keep.me@example.com');
  });
});
