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

/**
 * Opens `path` with the shell's entry held back until `release()`, watching for hydration errors
 * from the start (`errors`).
 */
async function openBeforeHydration(page: Page, path: string) {
  const errors = hydrationErrors(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { errors, release };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });

/**
 * Until the first paint: what a visitor first sees. An element can be laid out (and "visible" to
 * Playwright) before the stylesheets have arrived, in a layout no one ever sees painted.
 */
const painted = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test('the theme toggle works before hydration, and React keeps the choice', async ({ page }) => {
  const { errors, release } = await openBeforeHydration(page, '/about');
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

test('a visitor who scrolled down before hydration stays there when React takes over', async ({ page }) => {
  const { errors, release } = await openBeforeHydration(page, '/services/audit');
  await painted(page);
  await page.getByTestId('service-cta').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  release();
  await hydrated(page);
  // What the visitor was looking at is still on screen (the offset itself may move a little as the
  // sections above are laid out: the browser keeps the view anchored).
  await expect(page.getByTestId('service-cta')).toBeInViewport();
  // A route change still starts at the top of the new page.
  await page.getByTestId('navbar').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('nothing in the navbar moves when React takes over', async ({ page }) => {
  const { release } = await openBeforeHydration(page, '/about');
  await expect(page.locator('main h1')).toBeVisible();
  await painted(page);
  const navbar = page.getByTestId('navbar');
  const controls = [page.getByTestId('theme-toggle'), navbar.getByRole('button', { name: 'Services' }), navbar.getByRole('button', { name: 'Resources' })];
  const boxes = async () => Promise.all(controls.map((control) => control.boundingBox()));
  const before = await boxes();
  expect(before.every(Boolean)).toBe(true);
  release();
  await hydrated(page);
  expect(await boxes()).toEqual(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the mobile menu and its sections open before hydration, and stay open when React takes over', async ({ page }) => {
    const { errors, release } = await openBeforeHydration(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    const mobileMenu = page.locator('#mobile-menu');
    const toggle = (name: string) => mobileMenu.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
    const faq = mobileMenu.getByRole('link', { name: 'FAQ' });
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeHidden();
    // A native popover and `<details>`: no script needed.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await toggle('Resources').click();
    await expect(faq).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    release();
    await hydrated(page);
    await expect(faq).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // React closes it, and a link in it is a client navigation that closes it.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(faq).toBeVisible();
    // A mark on the window survives a client navigation only.
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(mobileMenu.getByRole('link', { name: 'Contact' })).toBeHidden();
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('the Services dropdown opens on hover before hydration, and stays open as React takes over', async ({ page }) => {
  const { errors, release } = await openBeforeHydration(page, '/about');
  await expect(page.locator('main h1')).toBeVisible();
  const navbar = page.getByTestId('navbar');
  await navbar.getByRole('button', { name: 'Services' }).hover();
  await navbar.getByRole('link', { name: 'Governance & Advisory' }).hover();
  await expect(navbar.getByRole('link', { name: 'Audit Services' })).toBeVisible();

  release();
  await hydrated(page);
  // The same dropdown, now opened by React's state: still open under the pointer, and its links
  // navigate client-side (a mark on the window survives a client navigation only).
  await expect(navbar.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar.getByRole('link', { name: 'Audit Services' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  await navbar.getByRole('link', { name: 'Audit Services' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  await expect(navbar.getByRole('link', { name: 'Audit Services' })).toBeHidden();
  expect(errors).toEqual([]);
});

test('the Resources dropdown opens on keyboard focus before hydration, and Enter follows a link', async ({ page }) => {
  await openBeforeHydration(page, '/about');
  await expect(page.locator('main h1')).toBeVisible();
  const navbar = page.getByTestId('navbar');
  await navbar.getByRole('button', { name: 'Resources' }).focus();
  await expect(navbar.getByRole('link', { name: 'Blog' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(navbar.getByRole('link', { name: 'Blog' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
});

test('after hydration the dropdowns are React\'s again: a click opens the menu in place', async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByTestId('navbar').getByRole('button', { name: 'Services' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/about$/);
});
test('text typed into the blog search before hydration loads the filtered list on Enter', async ({ page }) => {
  await openBeforeHydration(page, '/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('no article says this');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=no\+article\+says\+this/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('a blog category chosen before hydration loads the filtered list', async ({ page }) => {
  await openBeforeHydration(page, '/blog');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toBeVisible();
  // No Apply button where scripts run: the choice itself applies.
  await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Security');
  await expect(page).toHaveURL(/\/blog\?q=&category=Security$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Security');
});

test('an FAQ opened before hydration stays open when React takes over, and the group stays one-open', async ({ page }) => {
  const { errors, release } = await openBeforeHydration(page, '/faq');
  const items = page.getByTestId('faq-page').locator('details');
  await items.first().locator('summary').click();
  await expect(items.first()).toHaveAttribute('open', '');
  release();
  await hydrated(page);
  await expect(items.first()).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.first()).not.toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(page.getByTestId('faq-page').locator('details[open]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// A form re-renders from its state on the next change (the Email typed after hydration): text it did
// not keep would vanish then.
for (const { form, path, field, text } of [
  { form: 'the contact form', path: '/contact', field: 'Name', text: 'Ada Lovelace' },
  { form: 'the quote wizard', path: '/get-quote', field: 'Organization Name', text: 'Analytical Engines Ltd' },
]) {
  test(`text typed into ${form} before hydration survives hydration`, async ({ page }) => {
    const { errors, release } = await openBeforeHydration(page, path);
    const typed = page.getByRole('textbox', { name: field });
    await typed.fill(text);
    release();
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await expect(typed).toHaveValue(text);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(errors).toEqual([]);
  });
}

test('the blog list\'s card images wait for hydration (the featured one does not), then load with no hydration warning', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/images\//.test(request.url())) images.push(new URL(request.url()).pathname);
  });
  const { errors, release } = await openBeforeHydration(page, '/blog');
  const cards = page.getByTestId('grid-post');
  await expect(cards.first()).toBeVisible();
  const featured = page.getByTestId('featured-post').getByTestId('post-image');
  await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
  // The page has loaded whole: no card below the featured one has asked for its image.
  const cardImage = cards.first().getByTestId('post-image');
  const cardFile = await cards.first().locator('noscript').evaluate((noscript) => new URL(noscript.textContent!.match(/src="([^"]+)"/)![1].replaceAll('&amp;', '&')).pathname);
  expect(images).not.toContain(cardFile);
  expect(images.length).toBeGreaterThan(0);

  release();
  await hydrated(page);
  await cardImage.scrollIntoViewIfNeeded();
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
  expect(images).toContain(cardFile);
  expect(errors).toEqual([]);
});

test('the contact map is framed only once the page has hydrated, in a box that keeps its size', async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' });
  });
  const { errors, release } = await openBeforeHydration(page, '/contact');
  // Parsed and painted: a frame in the HTML would have been asked for by now.
  await page.waitForLoadState('domcontentloaded');
  await painted(page);
  const map = page.locator('iframe[title]');
  await expect(map).toHaveCount(0);
  const before = await page.getByTestId('contact-map').boundingBox();
  expect(before?.height).toBeGreaterThan(200);
  expect(mapRequests).toEqual([]);

  release();
  await hydrated(page);
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => mapRequests.length).toBe(1);
  expect((await page.getByTestId('contact-map').boundingBox())?.height).toBe(before!.height);
  expect(errors).toEqual([]);
});
