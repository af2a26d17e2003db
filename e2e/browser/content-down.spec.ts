import { expect, test, waitForHydration } from '../support/test';
import { sampleRoutes } from '../support/routes';
import { testGatewayForTheseTests } from '../support/testGateway';

// The content service stopped: every page still shows its complete built-in copy.
const site = testGatewayForTheseTests({ down: { content: true } });

test.describe('with the content service down, every route renders its default copy', () => {
  // One test per route, shared out between the workers (each starts its own gateway above).
  test.describe.configure({ mode: 'parallel' });
  // Articles live only in the content service: without it an article answers its last good render,
  // or 503 with Retry-After (render-resilience.spec.ts), never "Article Not Found".
  for (const { path } of sampleRoutes.filter((route) => !route.path.startsWith('/blog/'))) {
    test(path, async ({ page }) => {
      await page.goto(site.url + path);
      const heading = page.locator('main h1').first();
      await expect(heading, path).toBeVisible();
      await expect(heading, path).not.toHaveText('');
      await expect(page.getByTestId('remote-fallback'), path).toHaveCount(0);
      expect((await page.locator('main').innerText()).length, `copy on ${path}`).toBeGreaterThan(200);
    });
  }
});

test('with the content service down, the FAQ page shows its built-in questions', async ({ page }) => {
  await page.goto(site.url + '/faq');
  for (const category of ['Services', 'Pricing', 'Process', 'Support']) {
    await expect(page.getByRole('region', { name: category }).locator('details > summary')).toHaveCount(3);
  }
  // The built-in list, not the seed's wording.
  await expect(page.locator('summary', { hasText: 'How is pricing determined?' })).toBeVisible();
});

test('with the content service down, the FAQ page hydrates with its built-in questions and searches them', async ({ page }) => {
  // Its page file carries no built-in copy: the page asks for the FAQ's chunk, and searches it once hydrated.
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/copy-faq\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(site.url + '/faq');
  const results = page.getByRole('heading', { name: /^Search Results \(\d+\)$/ });
  // Typed until the page's part has taken over the field (the search follows it as typed only then).
  await expect(async () => {
    await page.getByPlaceholder('Search FAQs...').fill('pricing');
    await expect(results).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(results).toHaveText(/^Search Results \([1-9]\d*\)$/);
  await expect(page.locator('summary', { hasText: 'How is pricing determined?' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(chunks).toHaveLength(1);
});

test('with the content service down, the blog list hydrates with its built-in posts and filters them', async ({ page }) => {
  // Its page file carries no built-in posts: the page asks for their chunk, and filters them once hydrated.
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/builtin-posts\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(site.url + '/blog');
  await waitForHydration(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Security');
  await expect(page).toHaveURL(/category=Security/);
  await expect(cards.getByRole('heading')).toHaveText(['Zero Trust Without the Hype: A Practical Starting Point', 'ISO 27001 Controls Auditors Check First']);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(chunks).toHaveLength(1);
});

test('with the content service down, the navbar keeps its Services dropdown', async ({ page }) => {
  await page.goto(site.url + '/about');
  await page.getByRole('button', { name: 'Services' }).hover();
  for (const category of ['Governance & Advisory', 'Process & Operations', 'Technology & Security', 'Training & Recruitment']) {
    await expect(page.getByTestId('navbar').getByRole('link', { name: category })).toBeVisible();
  }
  await expect(page.getByTestId('footer')).toContainText('Hyderabad');
});
