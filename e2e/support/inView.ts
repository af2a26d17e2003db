import { expect, type Locator } from '@playwright/test';

/**
 * Whether the browser renders an element and what it holds. A section that is itself
 * `content-visibility: auto` counts as visible while only its contents are skipped: its children say.
 */
function rendered(element: Element): boolean {
  const options = { contentVisibilityAuto: true };
  if (!element.checkVisibility(options)) return false;
  return element.children.length === 0 || [...element.children].some((child) => child.checkVisibility(options));
}

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
    .poll(() => locator.evaluate(rendered), {
      message: 'the element scrolled into view is rendered, not skipped by content-visibility',
    })
    .toBe(true);
}
