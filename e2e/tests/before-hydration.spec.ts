import { expect, test, type Page } from '../support/test';

/**
 * The navbar's controls answer from first paint, before the page's scripts have run (issue 27): the
 * shell's entry is held back until after the interaction, then released, and React takes over
 * without undoing what the visitor did and without hydration warnings.
 */

/** Holds every request for the shell's entry until `release()`: the page paints, nothing hydrates. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors that name hydration (React's mismatch reports). */
function hydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });

test('the theme toggle works before hydration, and React keeps the choice', async ({ page }) => {
  const errors = hydrationErrors(page);
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  const toggle = page.getByTestId('theme-toggle');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme');
  // From now on React answers the toggle, once per click.
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button opens the mobile menu before hydration, and it stays open when React takes over', async ({ page }) => {
    const errors = hydrationErrors(page);
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const mobileMenu = page.locator('#mobile-menu');
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await menuButton.click();
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    release();
    await hydrated(page);
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // React closes it, and a link in it is a client navigation as usual.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(errors).toEqual([]);
  });
});

test('a navbar dropdown opens its overview page when clicked before hydration', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByTestId('navbar').getByRole('button', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('after hydration the dropdowns are React\'s again: a click opens the menu in place', async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByTestId('navbar').getByRole('button', { name: 'Services' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog list\'s search is a form the server answers', async ({ page }) => {
    await page.goto('/blog');
    const articles = page.getByRole('main').getByRole('article');
    const all = await articles.count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('CMMI');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=CMMI/);
    await expect(articles.first()).toContainText(/CMMI/);
    expect(await articles.count()).toBeLessThan(all);
  });
});

test('text typed into the blog search before hydration loads the filtered list on Enter', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('no article says this');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=no\+article\+says\+this/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test.describe('the FAQ search with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('is a form the server answers with the matching questions', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('payment');
    await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
    await expect(page).toHaveURL(/\/faq\?q=payment$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('payment');
  });
});

test('text typed into the contact form before hydration survives hydration', async ({ page }) => {
  const errors = hydrationErrors(page);
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Ada Lovelace');
  release();
  await hydrated(page);
  // The form re-renders from its state on the next change: a name it did not keep would vanish.
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  expect(errors).toEqual([]);
});

test('text typed into the quote wizard before hydration survives hydration', async ({ page }) => {
  const errors = hydrationErrors(page);
  const release = await holdScripts(page);
  await page.goto('/get-quote', { waitUntil: 'commit' });
  const organization = page.getByRole('textbox', { name: 'Organization Name' });
  await organization.fill('Analytical Engines Ltd');
  release();
  await hydrated(page);
  // The wizard re-renders from its state on the next change: text it did not keep would vanish.
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await expect(organization).toHaveValue('Analytical Engines Ltd');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  expect(errors).toEqual([]);
});
