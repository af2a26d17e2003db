import AxeBuilder from '@axe-core/playwright';
import { renderEverySection } from '../support/inView';
import { sampleRoutes } from '../support/routes';
import { expect, test, type Page } from '../support/test';

/**
 * WCAG 2.1 A/AA as axe-core checks it, on every route of the route table plus one seeded article and
 * one generic CMS service page, in both themes at desktop and phone widths. One browser page per
 * route: the theme toggle and the viewport change in place, as a visitor would change them.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const paths = Array.from(
  new Set([
    ...sampleRoutes.map((route) => route.path),
    // A seeded article besides the route table's sample, and a slug only the content service knows.
    '/blog/zero-trust-mid-sized-firms',
    '/iso-42001-readiness',
  ]),
);

const viewports = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 740 },
] as const;

type Theme = 'light' | 'dark';

async function currentTheme(page: Page): Promise<Theme> {
  return page.evaluate(() => (document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light'));
}

async function switchTheme(page: Page, theme: Theme) {
  if ((await currentTheme(page)) === theme) return;
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** One line per violated rule with the elements it names, so a failure says what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 6).map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
    return `${violation.id} ×${violation.nodes.length}: ${targets.join(' | ')}`;
  });
}

// The slowest file (four axe runs per route): its tests share nothing, so both workers take them.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  // Colour contrast is judged on the settled page: entrance animations are off, as many visitors ask.
  test.use({ reducedMotion: 'reduce' });

  for (const path of paths) {
    test(`${path} has no violation in light and dark at 1280 and 375 px`, async ({ page }) => {
      // Four full axe runs on one page: CPU-bound, so a machine busy with other work needs the room.
      test.setTimeout(120_000);
      await page.goto(path);
      await renderEverySection(page);
      const found: string[] = [];
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // Light then dark at 1280, dark then light at 375: one toggle per step.
        const themes: Theme[] = viewport.name === '1280' ? ['light', 'dark'] : ['dark', 'light'];
        for (const theme of themes) {
          await switchTheme(page, theme);
          const results = await new AxeBuilder({ page })
            .withTags(wcagTags)
            // The embedded map is a third-party document the site cannot change.
            .exclude('iframe[src*="maps"]')
            .analyze();
          for (const line of describe(results.violations)) found.push(`[${theme} ${viewport.name}px] ${line}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('open menus (axe-core, WCAG 2.1 A/AA)', () => {
  test.use({ reducedMotion: 'reduce' });

  const violations = async (page: Page) => describe((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations);

  test('the CSS dropdown before hydration, open on a category, has no violation', async ({ page }) => {
    // The shell's entry never arrives: the page stays as the server sent it.
    await page.route(/\/main\.[0-9a-f]+\.js$/, () => {});
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByTestId('navbar').getByRole('button', { name: 'Services' }).hover();
    await page.getByTestId('navbar').getByRole('link', { name: 'Governance & Advisory' }).hover();
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Audit Services' })).toBeVisible();
    const found = await violations(page);
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
    const found = await violations(page);
    await page.keyboard.press('Escape');
    await switchTheme(page, 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    found.push(...(await violations(page)).map((line) => `[dark] ${line}`));
    expect(found, found.join('\n')).toEqual([]);
  });
});
