import { expect, test, type Page } from '../support/test';

/**
 * What a visitor does on a page whose remote's code is still on its way (issue 57): the shell has
 * hydrated, the routed page is still the server's HTML. The page's file is held back until the
 * test lets it through; the page must not say it has hydrated meanwhile (`data-hydrated`, which
 * the tests wait for before they click), and what the visitor changed in between keeps its value
 * and takes its effect.
 */

/** The shell gives up waiting for the routed page before hydrating after this (`REMOTE_LOAD_TIMEOUT_MS`). */
const ROUTED_PAGE_WAIT_MS = 5_000;

/**
 * Opens `path` with the page file of `remote` (`file`) held back until `release()`, then lets the
 * shell hydrate without it: once the remote's entry has run (the shell's wait for the routed page,
 * which asked for it, has begun), the page's clock jumps past that wait; the shell hydrates around
 * the server's HTML of the page and loads the page again itself (the same held file).
 */
async function openWithPageHeldBack(page: Page, path: string, remote: string, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(path, { waitUntil: 'commit' });
  // The entry defines the remote's container (a global named after it) when it runs.
  await page.waitForFunction((container) => container in window, remote.replaceAll('-', '_'));
  await page.clock.fastForward(ROUTED_PAGE_WAIT_MS);
  // The navbar has hydrated (it takes its controls over from the early script).
  await expect(page.locator('html')).toHaveAttribute('data-controls', 'react', { timeout: 15_000 });
  // The routed page has not: the page does not say it is hydrated.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });

const BLOG_PAGE = /\/BlogListPage\.[0-9a-f]+\.js$/;
const FAQ_PAGE = /\/FaqPage\.[0-9a-f]+\.js$/;
const articles = (page: Page) => page.getByRole('main').getByRole('article');

test('text typed into the blog search while the page\'s code loads filters the list once it hydrates, and goes into the URL', async ({ page }) => {
  const release = await openWithPageHeldBack(page, '/blog', 'mfe-blog', BLOG_PAGE);
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('tabletop');

  release();
  await hydrated(page);
  await expect(search).toHaveValue('tabletop');
  await expect(page).toHaveURL(/\/blog\?q=tabletop$/);
  await expect(articles(page)).toHaveCount(1);
  // The field is React's now: the next keystroke filters from the kept text.
  await search.press('Backspace');
  await expect(page).toHaveURL(/\/blog\?q=tableto$/);
});

test('a blog category picked while the page\'s code loads is kept, and filters the list', async ({ page }) => {
  const release = await openWithPageHeldBack(page, '/blog', 'mfe-blog', BLOG_PAGE);
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.selectOption('Privacy');
  // The early script answers it as it does before any hydration: the server filters the list.
  await expect(page).toHaveURL(/\/blog\?q=&category=Privacy$/);

  release();
  await hydrated(page);
  await expect(category).toHaveValue('Privacy');
  await expect(articles(page)).toHaveCount(2);
  for (const card of await articles(page).all()) await expect(card.getByText('Privacy', { exact: true })).toBeVisible();
  // React's from now on: a pick filters in place.
  await category.selectOption('All');
  await expect(page).toHaveURL(/\/blog\?q=$/);
  await expect(category).toHaveValue('All');
});

test('text typed into the FAQ search while the page\'s code loads shows its results once it hydrates', async ({ page }) => {
  const release = await openWithPageHeldBack(page, '/faq', 'mfe-services', FAQ_PAGE);
  const search = page.getByRole('searchbox', { name: 'Search FAQs' });
  await search.fill('qwxzv nonsense');

  release();
  await hydrated(page);
  await expect(search).toHaveValue('qwxzv nonsense');
  await expect(page.getByText('No FAQs found matching your search.')).toBeVisible();
  await expect(page.getByTestId('faq-page').locator('details')).toHaveCount(0);
});
