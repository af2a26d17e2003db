import type { Browser } from '@playwright/test';
import { expect, waitForHydration } from './test';

/**
 * One visitor's tab on the blog list on one side of a canary (its bucket cookie): the page hydrated,
 * the field vitals observed, with `click` a click on its heading (an interaction, for INP), then away,
 * so the page's beacons leave as they do when a visitor closes the tab. Returns the closing of the
 * visitor's browser, for once its beacons have arrived (closing at once could cancel them on the way).
 */
export async function visitBlog(browser: Browser, siteUrl: string, bucket: number, { click = true } = {}) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: siteUrl }]);
  const page = await context.newPage();
  await page.goto(`${siteUrl}/blog`);
  await waitForHydration(page);
  await page.waitForSelector('html[data-field-vitals]', { state: 'attached', timeout: 15_000 });
  if (click) {
    // Shown, as a visitor would wait for it: its paint is the page's largest.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).click();
    // The click's timing entry, which INP is read from, comes after the next paint: left before it,
    // the tab reports no INP.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  }
  // A frame more, for the page's own observer to have been handed the entries.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.goto('about:blank');
  return () => context.close();
}
