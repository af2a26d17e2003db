import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls an element into view and waits until the browser renders it, as a visitor sees it.
 *
 * The sections below a page's first screen are skipped (`content-visibility: auto`) until they near
 * the viewport, and the browser decides that a frame or more after the scroll. A box inside a skipped
 * section can measure 0 × 0 (Chromium lays the section out for the script, but can give the first
 * element it is asked about no box), so a test that measures waits for this first.
 */
export async function scrollIntoRenderedView(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })), {
      message: 'the element scrolled into view is rendered, not skipped by content-visibility',
    })
    .toBe(true);
}
