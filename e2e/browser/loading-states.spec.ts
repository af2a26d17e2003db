import { emulatedConnection } from '../support/connection';
import { expect, test, type Page, type Route } from '../support/test';

/**
 * Holds the browser's content queries whose GROQ text matches `pattern` until `release()` is
 * called, as a slow content service would, so the page's loading state can be seen; then lets them
 * through, so the page goes on as it would.
 */
async function holdContentQueries(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/data\/query\//, async (route: Route) => {
    const url = new URL(route.request().url());
    const groq = url.searchParams.get('query') ?? route.request().postData() ?? '';
    if (!pattern.test(groq)) return route.continue();
    held += 1;
    await released;
    // The client may have given up on this request meanwhile (its time limit); then there is nothing to continue.
    await route.continue().catch(() => {});
  });
  return { release, held: () => held };
}

// GROQ of the blog list (published posts, newest first) and of one article (by slug).
const BLOG_LIST_QUERY = /_type == "blogPost"[\s\S]*order\(publishedAt desc\) \{/;
const ARTICLE_QUERY = /slug\.current == \$slug/;

test.describe('loading states on client navigation', () => {
  // A visitor whose next page was not prefetched on intent (hovering a link fetches its content ahead,
  // and the page then has nothing to wait for): on a connection that saves data nothing is prefetched.
  test.beforeEach(async ({ page }) => {
    await (await emulatedConnection(page)).saveData(true);
  });

  test('the blog list says "Loading blog posts..." while its posts load, then shows them', async ({ page }) => {
    await page.goto('/about');
    const posts = await holdContentQueries(page, BLOG_LIST_QUERY);

    await page.getByTestId('navbar').getByRole('button', { name: 'Resources' }).hover();
    await page.getByTestId('navbar').getByRole('link', { name: 'Blog' }).click();

    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading blog posts...' });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights & Articles' })).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    expect(posts.held()).toBeGreaterThan(0);

    posts.release();
    await expect(page.getByTestId('featured-post')).toBeVisible();
    await expect(page.getByText('Loading blog posts...')).toHaveCount(0);
  });

  test('an article shows a spinner with "Loading article..." while it loads, then the article', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByTestId('featured-post');
    const title = (await featured.getByRole('heading').first().textContent())?.trim() ?? '';
    const article = await holdContentQueries(page, ARTICLE_QUERY);

    await featured.getByRole('link', { name: /Read More/ }).click();

    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading article...' });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-live', 'polite');
    await expect(loading.locator('.mantine-Loader-root')).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    expect(article.held()).toBeGreaterThan(0);

    article.release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Loading article...')).toHaveCount(0);
  });
});

// The served HTML alone, as a crawler or a phone before any script gets it: no browser needed.
