import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with a page that, after loading one of the site's pages, waits until React has
 * hydrated the server's HTML (`<html data-hydrated>`), as a visitor's first click needs it to be.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async <R>(response: R, options?: { waitUntil?: string }) => {
      // A test that stops at the first byte (to look at the page before its code runs) gets it as is,
      // and so does one with JavaScript off (nothing will hydrate).
      if (options?.waitUntil === 'commit' || javaScriptEnabled === false) return response;
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => {});
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
