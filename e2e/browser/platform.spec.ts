import { expect, test } from '../support/test';
import { advance, pauseClock } from '../support/clock';
import { storeCopyWith } from '../support/siteVariant';
import { startTestGateway } from '../support/testGateway';

test.describe('composition', () => {
  test('an unknown path shows the generic page\'s "Service not found", never a blank screen', async ({ page }) => {
    await page.goto('/no-such-page-xyz');
    await expect(page.getByText('Service not found')).toBeVisible();
    await expect(page.getByTestId('navbar')).toBeVisible();
  });

  test("React's code is fetched once on each page", async ({ page }) => {
    const reactDomBodies: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // The react-dom client registers itself with this renderer name; share tables only name the package.
      if (body.includes('rendererPackageName:"react-dom"') || body.includes("rendererPackageName: 'react-dom'")) reactDomBodies.push(response.url());
    });
    for (const path of ['/', '/blog', '/faq', '/contact']) {
      reactDomBodies.length = 0;
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(reactDomBodies, `react-dom responses on ${path}`).toHaveLength(1);
    }
  });
});

test.describe('theme', () => {
  test('the toggle flips the dark class and the stored value, and a reload keeps it without a light flash', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Hold back the app's code: what paints before it must already be dark.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[a-f0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('body');
    const beforeApp = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(beforeApp.dark).toBe(true);
    expect(beforeApp.background).toBe('rgb(26, 27, 30)');
    release();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(html).toHaveAttribute('data-hydrated', 'true');
    await expect(html).toHaveClass(/dark/);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.getByTestId('theme-toggle').click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('navbar', () => {
  test('turns opaque after scrolling 51 px and not at 0', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    const navbar = page.getByTestId('navbar');
    await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(navbar).toHaveAttribute('data-scrolled', 'true');
    const background = () => navbar.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Opaque: an rgb() colour, once the 0.3 s transition has run.
    await expect.poll(background).toMatch(/^rgb\(/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(background).toMatch(/^rgba\(\d+, \d+, \d+, 0\)$/);
  });

  test('a dropdown opens on hover, is still open 99 ms after the pointer leaves and closed at 100 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.hover();
    const blog = page.getByTestId('navbar').getByRole('link', { name: 'Blog' });
    await expect(blog).toBeVisible();

    // From here the page's time moves only when the test says.
    await pauseClock(page);
    await page.mouse.move(5, 600);
    await advance(page, 50);
    await expect(blog).toBeVisible();
    await advance(page, 49);
    await expect(blog).toBeVisible();
    await advance(page, 1);
    await expect(blog).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a services submenu stays open while the pointer crosses to it and closes 100 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    const navbar = page.getByTestId('navbar');
    await navbar.getByRole('button', { name: 'Services' }).hover();
    await navbar.getByRole('link', { name: 'Governance & Advisory' }).hover();
    const audit = navbar.getByRole('link', { name: 'Audit Services' });
    await expect(audit).toBeVisible();

    // The crossing, on a stopped clock: the pointer leaves the category for its submenu, lingers
    // there well past the close delay, and the submenu stays.
    await pauseClock(page);
    await audit.hover();
    await advance(page, 500);
    await expect(audit).toBeVisible();

    // Back onto the main menu's "All services": the submenu goes 100 ms later, the main menu stays.
    const all = navbar.getByRole('link', { name: 'All services' });
    const box = (await all.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await advance(page, 99);
    await expect(audit).toBeVisible();
    await advance(page, 1);
    await expect(audit).toBeHidden();
    await expect(all).toBeVisible();
  });

  test('services is a two-level menu that works by keyboard and closes on navigation', async ({ page }) => {
    await page.goto('/faq');
    const navbar = page.getByTestId('navbar');
    const services = navbar.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const governance = navbar.getByRole('link', { name: 'Governance & Advisory' });
    await expect(governance).toBeVisible();
    // Down to the category, right into its services, Enter on the first (Advisory Services).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(governance).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const advisory = navbar.getByRole('link', { name: 'Advisory Services' });
    await expect(advisory).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(governance).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/advisory$/);
    await expect(advisory).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu toggles at 375 px, its sections open and close, and it closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Each section is a toggle of its own (a `<details>`): it opens, and closes again.
    const toggle = (name: string) => menu.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
    const section = (name: string) => toggle(name).locator('xpath=..');
    await toggle('Resources').click();
    await expect(section('Resources')).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await toggle('Resources').click();
    await expect(section('Resources')).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await toggle('Services').click();
    await expect(section('Services')).toHaveAttribute('open', '');
    await toggle('Technology & Security').click();
    await menu.getByRole('link', { name: 'Cyber Security' }).click();
    await expect(page).toHaveURL(/\/cyber-security$/);
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('failure isolation', () => {
  test('a dead remote shows the fallback panel on its routes only, and Retry recovers once it is back', async ({ page }) => {
    // The blog's browser code is unreachable (its server renderer still answers on the server).
    let blogDown = true;
    await page.route('**/remotes/mfe-blog/**', (route) => (blogDown ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/blog');
    const panel = page.getByTestId('remote-fallback');
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();

    // Other routes keep working.
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(panel).toHaveCount(0);

    await page.goBack();
    await expect(panel).toBeVisible({ timeout: 15_000 });
    blogDown = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('a remote built against another major React is refused with the fallback panel, not a broken page', async ({ page }) => {
    // A release of mfe-services whose manifest declares React 18: the page carries that manifest,
    // and a client navigation would fetch it; either way the shell's guard reads it.
    const store = storeCopyWith('mfe-services', 'mf-manifest.json', (text) => {
      const manifest = JSON.parse(text);
      for (const shared of manifest.shared) if (shared.name.startsWith('react')) shared.version = '18.3.1';
      return JSON.stringify(manifest);
    });
    const site = await startTestGateway({ storeDir: store });
    try {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${site.url}/faq`);
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
      expect(errors.join('\n')).toContain('was built against React 18.3.1');
      await page.getByRole('link', { name: 'About', exact: true }).first().click();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    } finally {
      await site.close();
    }
  });

  test('a dead chat remote hides the widget and leaves the page alone', async ({ page }) => {
    await page.route('**/remotes/mfe-chat/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  });
});
