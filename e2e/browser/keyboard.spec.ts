import { startUsing } from '../support/chatWidget';
import { expect, test, type Page } from '../support/test';

/**
 * Keyboard and screen-reader paths not covered elsewhere (the services submenu, the mobile menu, the
 * team dialog, the TOC sheet and the hero's reduced motion have their own tests beside their pages).
 */

const focusedIsInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.querySelector(sel)?.contains(document.activeElement)), selector);

test('the skip link is the first stop, shows on focus and moves focus to the page content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab goes into the page, not back to the navbar.
  await page.keyboard.press('Tab');
  expect(await focusedIsInside(page, 'main')).toBe(true);
});

test('the Resources dropdown works by keyboard: Enter opens, arrows move, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByTestId('navbar').getByRole('button', { name: 'Resources' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const blog = page.getByTestId('navbar').getByRole('link', { name: 'Blog' });
  const faq = page.getByTestId('navbar').getByRole('link', { name: 'FAQ' });
  await expect(blog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(blog).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(faq).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(blog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Space opens too, and Enter on an item follows it.
  await page.keyboard.press('Space');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(blog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(blog).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
});

test('FAQ accordions open and close by keyboard, one at a time', async ({ page }) => {
  await page.goto('/faq');
  const items = page.getByTestId('faq-page').locator('details');
  const questions = items.locator('summary');
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toHaveAttribute('open', '');
  await questions.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.first()).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).not.toHaveAttribute('open');
});

test('a service page accordion opens by keyboard and shows the answer under its question', async ({ page }) => {
  await page.goto('/audit');
  const item = page.getByRole('main').locator('details').first();
  const answer = item.locator('summary + *');
  await expect(answer).toBeHidden();
  await item.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
});

test('accordions open without animation under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/faq');
  const item = page.getByTestId('faq-page').locator('details').first();
  await item.locator('summary').click();
  // Open at once: its full height on the next frame, with no height transition running.
  const state = await item.evaluate(async (el) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const answer = el.querySelector('summary + *')!;
    return { height: answer.getBoundingClientRect().height, transition: getComputedStyle(el, '::details-content').transitionDuration };
  });
  expect(state.height).toBeGreaterThan(20);
  expect(state.transition.split(',').every((duration) => parseFloat(duration) === 0)).toBe(true);
});

test('the chat contact dialog traps focus, closes on Escape and returns focus to its button', async ({ page }) => {
  await page.goto('/about');
  await startUsing(page);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const input = page.getByRole('textbox', { name: 'Type your message' });
  await input.fill('We have detailed requirements for a CMMI Level 3 rollout');
  await input.press('Enter');
  const share = page.getByRole('button', { name: 'Share Your Requirements' });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Our Team' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test('the quote wizard moves focus to each step heading and announces the step', async ({ page }) => {
  await page.goto('/get-quote');
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByLabel('Email').fill('it@example.org');
  await form.getByLabel(/Organization Name/).fill('Example Org');
  await form.getByLabel(/Contact Number/).fill('+91 98480 12345');
  await form.getByLabel(/Address/).fill('1 Main Road, Hyderabad');
  await form.getByLabel(/Decision Maker/).fill('Asha Rao, CTO, asha@example.org');
  await form.getByRole('button', { name: 'Next' }).click();
  const heading = form.getByRole('heading', { level: 2, name: 'Organization Details' });
  await expect(heading).toBeFocused();
  // The step's text is read with the heading: "Step 2 of 4".
  await expect(form.getByText('Step 2 of 4')).toBeVisible();
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'Contact Info' })).toBeFocused();
});

test('focus rings are visible on links and buttons in both themes', async ({ page }) => {
  await page.goto('/about');
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    for (const target of [page.getByTestId('theme-toggle'), page.getByTestId('footer').getByRole('link').first()]) {
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      const outline = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
      });
      expect(outline.style, theme).not.toBe('none');
      expect(outline.width, theme).toBeGreaterThanOrEqual(1);
    }
  }
});
