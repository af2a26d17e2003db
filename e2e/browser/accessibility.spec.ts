import { axeFindings } from '../support/axe';
import { expect, test, type Page } from '../support/test';

/*
 * WCAG 2.1 A/AA as axe-core checks it on what only shows once a visitor opens it: the navbar's menus.
 * Every route's page, in both themes at both widths, is checked in pages.spec.ts.
 */

async function switchTheme(page: Page, theme: 'light' | 'dark') {
  if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) === theme) return;
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

test.describe('open menus (axe-core, WCAG 2.1 A/AA)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the CSS dropdown before hydration, open on a category, has no violation', async ({ page }) => {
    // The shell's entry never arrives: the page stays as the server sent it.
    await page.route(/\/main\.[0-9a-f]+\.js$/, () => {});
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByTestId('navbar').getByRole('button', { name: 'Services' }).hover();
    await page.getByTestId('navbar').getByRole('link', { name: 'Governance & Advisory' }).hover();
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Audit Services' })).toBeVisible();
    const found = await axeFindings(page);
    expect(found, found.join('\n')).toEqual([]);
  });

  test('the mobile menu, open with its sections open, has no violation in either theme', async ({ page }) => {
    // Two full axe runs: CPU-bound, as above.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Services', 'Governance & Advisory', 'Resources']) {
      await page.locator('#mobile-menu summary').filter({ hasText: new RegExp(`^${name}$`) }).click();
    }
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Audit Services' })).toBeVisible();
    const found = await axeFindings(page);
    await page.keyboard.press('Escape');
    await switchTheme(page, 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    found.push(...(await axeFindings(page)).map((line) => `[dark] ${line}`));
    expect(found, found.join('\n')).toEqual([]);
  });
});
