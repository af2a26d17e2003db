import { axeFindings, themeRules } from '../support/axe';
import { startUsing } from '../support/chatWidget';
import { renderEverySection } from '../support/inView';
import { sampleRoutes } from '../support/routes';
import { expect, test, type Page } from '../support/test';

/*
 * Every route of the route table (plus one more seeded article and a generic CMS service page), each
 * loaded once in the light theme and once in the dark (a reload, as a visitor who chose dark comes
 * back), and on those two loads everything a page owes a visitor wherever it is:
 * - composition: its owner's remote is loaded, no fallback panel shows, and the chat widget comes;
 * - the Content-Security-Policy: the header, and no violation while it loads and hydrates;
 * - hydration: no React hydration error, no page error, no content query from the browser (the
 *   server's data is used), and the stored theme is the one the page hydrates with (that it paints
 *   before any script runs, with no light flash, is platform.spec.ts's);
 * - axe-core (WCAG 2.1 A/AA): every rule at 1280 and 375 px in the light theme, and the rules a theme
 *   can change (`themeRules`) in the dark one. `E2E_AXE_DARK=full` runs every rule in dark as well and
 *   fails unless the extra rules find exactly what they find in light: the proof that the colour
 *   rules are all the dark theme needs (docs/testing.md).
 */
const darkFull = process.env.E2E_AXE_DARK === 'full';

/**
 * Routes that render the same template as another of the list are covered once: `/audit` is
 * `/services/audit` under its short path, and the legal pages share one layout (`/privacy-policy`
 * stands for them). The server tier still checks each one's HTML (server/pages.spec.ts).
 */
const sameTemplateAs: Record<string, string> = {
  '/audit': '/services/audit',
  '/terms-of-use': '/privacy-policy',
  '/disclaimer': '/privacy-policy',
  '/refund': '/privacy-policy',
};

const routes = [
  ...sampleRoutes.filter((route) => !(route.path in sameTemplateAs)),
  // A seeded article besides the route table's sample, and a slug only the content service knows.
  { path: '/blog/zero-trust-mid-sized-firms', owner: 'mfe-blog' },
  { path: '/iso-42001-readiness', owner: 'mfe-services' },
];

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

type Theme = 'light' | 'dark';

/** What goes wrong while the page loads and hydrates: CSP violations, hydration errors, page errors, content queries. */
async function watchLoad(page: Page) {
  const found = { csp: [] as string[], hydration: [] as string[], contentQueries: [] as string[], remotes: new Set<string>() };
  await page.exposeFunction('__reportCspViolation', (line: string) => found.csp.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content Security Policy/i.test(message.text())) found.csp.push(message.text());
    if (/hydrat|#418|#419|#422|#423|#425/i.test(message.text())) found.hydration.push(message.text());
  });
  // The contact page's map is a third-party frame whose own storage errors are not the site's.
  page.on('pageerror', (error) => !/localStorage/.test(error.message) && found.hydration.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/data/query/')) found.contentQueries.push(request.url());
  });
  page.on('response', (response) => {
    const remote = new URL(response.url()).pathname.match(/^\/remotes\/([^/]+)\/[^/]+\/.+\.js$/)?.[1];
    if (remote) found.remotes.add(remote);
  });
  return found;
}

const isThemeRule = (line: string) => themeRules.some((rule) => line.startsWith(`${rule} `));

// The costliest file (axe on every route): its tests share nothing, so both workers take them.
test.describe.configure({ mode: 'parallel' });

test.describe('every route, in both themes', () => {
  // Colour contrast is judged on the settled page: entrance animations are off, as many visitors ask.
  test.use({ reducedMotion: 'reduce' });

  for (const { path, owner } of routes) {
    test(`${path}: the page of ${owner}, no CSP violation, no hydration error, no axe violation in light and dark at 1280 and 375 px`, async ({ page }) => {
      // Up to eight axe runs on one page: CPU-bound, so a machine busy with other work needs the room.
      test.setTimeout(120_000);
      const load = await watchLoad(page);
      const found: string[] = [];
      const lightOnly: Record<number, string[]> = {};
      for (const theme of ['light', 'dark'] as Theme[]) {
        await page.setViewportSize(widths[0]);
        const response = theme === 'light' ? await page.goto(path) : (await page.evaluate(() => localStorage.setItem('theme', 'dark')), await page.reload());
        expect(response?.headers()['content-security-policy'], 'the page carries its policy').toMatch(/script-src 'self' 'sha256-/);
        // The stored theme is the one painted and the one React took over with.
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme');
        await expect(page.locator('main h1').first()).toBeVisible();
        await renderEverySection(page);
        for (const width of widths) {
          await page.setViewportSize(width);
          const all = theme === 'light' || darkFull;
          const lines = await axeFindings(page, { rules: all ? undefined : themeRules });
          if (theme === 'light') lightOnly[width.width] = lines.filter((line) => !isThemeRule(line));
          else if (darkFull) {
            // The proof: what the other rules find in dark is what they found in light.
            expect(lines.filter((line) => !isThemeRule(line)), `rules beyond ${themeRules.join(', ')} in dark at ${width.width} px`).toEqual(lightOnly[width.width]);
          }
          found.push(...lines.map((line) => `[${theme} ${width.width}px] ${line}`));
        }
      }
      expect(found, found.join('\n')).toEqual([]);
      // The chat widget is on every page (at the first interaction here; its wait without one is chat.spec.ts's).
      // A phone's first screen keeps it hidden until a scroll (visual.spec.ts): looked for at 1280 px.
      await page.setViewportSize(widths[0]);
      await startUsing(page);
      await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
      expect([...load.remotes], 'the remotes whose code the page loaded').toContain(owner);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(load.csp, 'CSP violations').toEqual([]);
      expect(load.hydration, 'hydration and page errors').toEqual([]);
      expect(load.contentQueries, 'content queried from the browser on a server-rendered page').toEqual([]);
    });
  }
});
