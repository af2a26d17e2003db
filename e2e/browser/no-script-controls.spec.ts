import { expect, test, type Page } from '../support/test';

/**
 * With JavaScript off, every control visible at first paint still does something (issue 27): the
 * dropdowns open by CSS, the mobile menu is a native popover with `<details>` sections, the FAQ
 * accordion is `<details name>`, the filters are GET forms the server answers, and the theme
 * toggle (which needs scripts) is not shown at all. before-hydration.spec.ts does the same with
 * scripts on but held back until after the interaction.
 */
test.use({ javaScriptEnabled: false });

const navbar = (page: Page) => page.getByTestId('navbar');

/** The blog list unfiltered: its articles, and how many (more than one, so a filter can show fewer). */
async function openBlogList(page: Page) {
  await page.goto('/blog');
  const articles = page.getByRole('main').getByRole('article');
  const all = await articles.count();
  expect(all).toBeGreaterThan(1);
  return { articles, all };
}

test.describe('the navbar on a desktop', () => {
  test('Services opens on hover; a category opens its services beside it, and one loads its page', async ({ page }) => {
    await page.goto('/about');
    const allServices = navbar(page).getByRole('link', { name: 'All services' });
    await expect(allServices).toBeHidden();
    await navbar(page).getByRole('button', { name: 'Services' }).hover();
    await expect(allServices).toBeVisible();
    const audit = navbar(page).getByRole('link', { name: 'Audit Services' });
    await expect(audit).toBeHidden();
    await navbar(page).getByRole('link', { name: 'Governance & Advisory' }).hover();
    await expect(audit).toBeVisible();
    await audit.click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.locator('main h1')).toHaveText('Audit Services');
  });

  test('Services opens on keyboard focus: Tab reaches a service under a category, Enter loads it', async ({ page }) => {
    await page.goto('/about');
    await navbar(page).getByRole('link', { name: 'About', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('button', { name: 'Services' })).toBeFocused();
    await expect(navbar(page).getByRole('link', { name: 'All services' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('link', { name: 'All services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('link', { name: 'Governance & Advisory' })).toBeFocused();
    await expect(navbar(page).getByRole('link', { name: 'Audit Services' })).toBeVisible();
    await page.keyboard.press('Tab');
    const advisory = navbar(page).getByRole('link', { name: 'Advisory Services' });
    await expect(advisory).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/advisory$/);
  });

  test('a category of Services links to its section of the services overview', async ({ page }) => {
    await page.goto('/about');
    await navbar(page).getByRole('button', { name: 'Services' }).hover();
    await navbar(page).getByRole('link', { name: 'Technology & Security' }).click();
    await expect(page).toHaveURL(/\/services#category-[\w-]+$/);
    const id = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toHaveText('Technology & Security');
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('Resources opens on hover, closes once the pointer has left, and its links load their pages', async ({ page }) => {
    await page.goto('/about');
    const blog = navbar(page).getByRole('link', { name: 'Blog' });
    await navbar(page).getByRole('button', { name: 'Resources' }).hover();
    await expect(blog).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(blog).toBeHidden();
    await navbar(page).getByRole('button', { name: 'Resources' }).hover();
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the theme toggle, which needs scripts, is not shown: no control does nothing', async ({ page }) => {
    await page.goto('/about');
    await expect(navbar(page).getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(page.getByTestId('theme-toggle')).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button opens the mobile menu, its sections open and close, and a link loads its page', async ({ page }) => {
    await page.goto('/about');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    const toggle = (name: string) => menu.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
    const cyber = menu.getByRole('link', { name: 'Cyber Security' });
    await toggle('Services').click();
    await toggle('Technology & Security').click();
    await expect(cyber).toBeVisible();
    await toggle('Services').click();
    await expect(cyber).toBeHidden();
    await toggle('Services').click();
    await cyber.click();
    await expect(page).toHaveURL(/\/cyber-security$/);
  });

  test('the menu button closes it again', async ({ page }) => {
    await page.goto('/about');
    const contact = page.locator('#mobile-menu').getByRole('link', { name: 'Contact' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(contact).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(contact).toBeHidden();
  });
});

test('the FAQ accordion opens one question at a time, and clicking the open one closes it', async ({ page }) => {
  await page.goto('/faq');
  const items = page.getByTestId('faq-page').locator('details');
  const opened = page.getByTestId('faq-page').locator('details[open]');
  const last = items.last();
  await expect(opened).toHaveCount(0);
  await items.first().locator('summary').click();
  await expect(items.first()).toHaveAttribute('open', '');
  await expect(items.first().locator('summary + *')).toBeVisible();
  // The last question is in another category: still one open across the page.
  await last.locator('summary').click();
  await expect(last).toHaveAttribute('open', '');
  await expect(opened).toHaveCount(1);
  await last.locator('summary').click();
  await expect(opened).toHaveCount(0);
});

test('a service page\'s FAQ accordion opens and closes', async ({ page }) => {
  await page.goto('/audit');
  const item = page.getByRole('main').locator('details').first();
  await item.locator('summary').click();
  await expect(item.locator('summary + *')).toBeVisible();
  await item.locator('summary').click();
  await expect(item.locator('summary + *')).toBeHidden();
});

test('the blog list\'s category applies with the Apply button, shown only without scripts', async ({ page }) => {
  const { articles, all } = await openBlogList(page);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Security');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/blog\?q=&category=Security$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Security');
  expect(await articles.count()).toBeLessThan(all);
  expect(await articles.count()).toBeGreaterThan(0);
});

test('the blog list\'s search is a form the server answers', async ({ page }) => {
  const { articles, all } = await openBlogList(page);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('CMMI');
  await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=CMMI/);
  await expect(articles.first()).toContainText(/CMMI/);
  expect(await articles.count()).toBeLessThan(all);
});

test('the FAQ search is a form the server answers with the matching questions', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('payment');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=payment$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Search Results \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('payment');
});

test('every image of the blog list shows, the cards\' from their <noscript> copy', async ({ page }) => {
  await page.goto('/blog');
  const articles = page.getByRole('main').getByRole('article');
  // The card's picture is a decoration of its link (its title says the same), so not in the accessibility tree.
  const images = page.locator('main article img').filter({ visible: true });
  expect(await images.count()).toBeGreaterThan(3);
  expect(await images.count()).toBe(await articles.count());
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
  }
});

test('the contact page frames the office map from its <noscript> copy', async ({ page }) => {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }));
  await page.goto('/contact');
  const map = page.locator('iframe[title]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
});
