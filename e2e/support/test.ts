import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long a page of the site may take to hydrate after it has loaded, on a busy test machine. */
export const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Waits until React has hydrated the server's HTML (`<html data-hydrated>`, set by the shell once the
 * app is interactive), and fails the test, naming the page, when it does not in time: a page that
 * never hydrates is a broken page, whatever its server HTML shows.
 */
export async function waitForHydration(page: Page, timeout = HYDRATION_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout });
  } catch (error) {
    // The page or its browser closed under the wait (the test ended): not a page that failed to hydrate.
    if (page.isClosed()) throw error;
    throw new Error(
      `${page.url()} did not hydrate within ${timeout / 1000} s (no <html data-hydrated>). A test that shows a page ` +
        'which is not meant to hydrate says so with test.use({ expectHydration: false }).',
      { cause: error },
    );
  }
}

/** Pages no site code runs in (a blank tab), and answers that are no page (a JSON file shown as text). */
function canHydrate(page: Page, contentType: string | undefined): boolean {
  if (!/^https?:/.test(page.url())) return false;
  return contentType === undefined || contentType.includes('text/html');
}

type HydrationOptions = {
  /**
   * Whether every page the test loads with `goto`, `reload` or `goBack` must hydrate (it fails after
   * `HYDRATION_TIMEOUT_MS` if not). Set false with `test.use({ expectHydration: false })`, with the
   * reason, only in tests that show a page on purpose that does not hydrate (its remote down, a broken
   * release). A navigation with `waitUntil: 'commit'` and a context with JavaScript off never wait.
   */
  expectHydration: boolean;
  /** How long that wait is (`HYDRATION_TIMEOUT_MS`); only the test of the wait itself shortens it. */
  hydrationTimeout: number;
};

/**
 * Playwright's `test` with a page that, after loading one of the site's pages, waits until React has
 * hydrated the server's HTML (`<html data-hydrated>`), as a visitor's first click needs it to be.
 */
export const test = base.extend<HydrationOptions>({
  expectHydration: [true, { option: true }],
  hydrationTimeout: [HYDRATION_TIMEOUT_MS, { option: true }],
  page: async ({ page, javaScriptEnabled, expectHydration, hydrationTimeout }, use) => {
    const hydrated = async <R extends { headers(): Record<string, string> } | null>(response: R, options?: { waitUntil?: string }) => {
      // A test that stops at the first byte (to look at the page before its code runs) gets it as is,
      // and so does one with JavaScript off (nothing will hydrate).
      if (!expectHydration || options?.waitUntil === 'commit' || javaScriptEnabled === false) return response;
      if (canHydrate(page, response?.headers()['content-type'])) await waitForHydration(page, hydrationTimeout);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options);
    page.reload = async (options) => hydrated(await reload(options), options);
    page.goBack = async (options) => hydrated(await goBack(options), options);
    await use(page);
  },
});
