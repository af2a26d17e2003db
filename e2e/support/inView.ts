import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The sections below a page's first screen are skipped (`content-visibility: auto`) until they near
 * the viewport: every section of the page after its first, and the footer (the shell's
 * `Layout.module.css` and `Footer.module.css`). A test that measures one of them scrolls to it with
 * `scrollIntoRenderedView`; a check of the whole page renders them all with `renderEverySection`.
 */

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
 * The browser unskips a section a frame or more after the scroll. A box inside a skipped section can
 * measure 0 × 0 (Chromium lays the section out for the script, but can give the first
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

/**
 * Renders every section of the page at once, as each is once the visitor scrolls to it, for a check
 * of the whole page (axe). Axe scrolls to each element it checks; skipped sections take their real
 * height as it goes, and it reports the text it then finds moved as "obscured" (incomplete) instead
 * of judging its contrast.
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'main section, footer { content-visibility: visible !important; }' });
  // Should the shell skip other elements one day, the check must not go blind to them unnoticed.
  const stillSkipping = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).contentVisibility === 'auto').map((element) => element.tagName),
  );
  expect(stillSkipping, 'elements still skipped below the first screen').toEqual([]);
}
