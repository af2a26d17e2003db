import { startUsing } from '../support/chatWidget';
import { scrollIntoRenderedView } from '../support/inView';
import { expect, test, type Page } from '../support/test';

/**
 * Layout defects once seen at 1280 and 375 px, each held by what the DOM measures (sizes, positions,
 * overflow, stacking), so they stay fixed without screenshot baselines.
 */

const widths = [1280, 375] as const;

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 740 });
  await page.goto(path);
}

test.describe('footer', () => {
  for (const width of widths) {
    test(`at ${width} px the seal is whole, the footer lines up with the page and the e-mail stays on one line`, async ({ page }) => {
      await at(page, width, '/services');
      const seal = page.getByTestId('footer-seal');
      await scrollIntoRenderedView(seal);
      await expect.poll(() => seal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The box has the picture's own proportions: nothing of it is cropped or squeezed.
      const seen = await seal.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return { natural: img.naturalWidth / img.naturalHeight, shown: box.width / box.height, height: box.height };
      });
      expect(Math.abs(seen.shown - seen.natural)).toBeLessThan(0.05);
      // And the image service sent the whole seal, not a strip cut out of it: the picture has the
      // proportions of the stored asset (its size is in its name, `…-320x320.png`).
      const stored = /-(\d+)x(\d+)\.\w+(?:\?|$)/.exec((await seal.getAttribute('src')) ?? '');
      expect(stored, 'the seed seal comes from the image service').not.toBeNull();
      expect(Math.abs(seen.natural - Number(stored![1]) / Number(stored![2]))).toBeLessThan(0.05);
      expect(seen.height).toBeGreaterThanOrEqual(64);

      // The footer's first column starts where the page's content does.
      const footerX = await page.getByTestId('footer').locator('h2').first().evaluate((el) => el.getBoundingClientRect().x);
      // The widest content column of the page: where its sections start.
      const pageX = await page.locator('main .mantine-Container-root').evaluateAll((containers) =>
        Math.min(...containers.map((el) => el.getBoundingClientRect().x + parseFloat(getComputedStyle(el).paddingLeft))),
      );
      expect(Math.abs(footerX - pageX)).toBeLessThanOrEqual(2);

      const email = page.getByTestId('footer-email');
      const lines = await email.evaluate((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        return Math.round(el.getBoundingClientRect().height / lineHeight);
      });
      expect(lines).toBe(1);
      const fits = await email.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth);
      expect(fits).toBe(true);
    });
  }
});

test.describe('header', () => {
  test('in the dark theme the header shows the themed wordmark, not the wordmark drawn for light', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('brand-logo')).toBeVisible();
    await page.getByTestId('theme-toggle').click();
    await expect(page.getByTestId('brand-logo')).toBeHidden();
    const wordmark = page.getByTestId('brand-wordmark-dark');
    await expect(wordmark).toBeVisible();
    await expect(wordmark).toContainText('ComplianceCore');
  });
});

test.describe('floating buttons', () => {
  // By selector, not role: a button hidden on purpose has no role to find.
  const chatToggle = (page: Page) => page.locator('button[aria-controls="chat-assistant-panel"]');
  const floating = (page: Page) => [page.getByTestId('whatsapp-button'), chatToggle(page)];

  for (const path of ['/', '/get-quote']) {
    test(`at 375 px they leave ${path}'s first screen to its content and appear after a scroll`, async ({ page }) => {
      await at(page, 375, path);
      await startUsing(page);
      await expect(chatToggle(page)).toBeAttached();
      for (const button of floating(page)) await expect(button).toBeHidden();
      await page.mouse.wheel(0, 400);
      for (const button of floating(page)) await expect(button).toBeVisible();
    });
  }

  test('at 1280 px they show at once', async ({ page }) => {
    await at(page, 1280, '/');
    await startUsing(page);
    for (const button of floating(page)) await expect(button).toBeVisible();
  });

  test('a modal covers them: the team dialog and the chat contact dialog', async ({ page }) => {
    await page.goto('/about');
    const covered = () =>
      page.evaluate(() =>
        ['[data-testid="whatsapp-button"]', 'button[aria-controls="chat-assistant-panel"]'].map((selector) => {
          const button = document.querySelector(selector)!;
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return Boolean(top) && !button.contains(top);
        }),
      );
    await startUsing(page);
    await expect(chatToggle(page)).toBeVisible();
    await page.getByRole('button', { name: /^Read More about/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await covered()).toEqual([true, true]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const input = page.getByRole('textbox', { name: 'Type your message' });
    await input.fill('We have detailed requirements for an ISO 27001 programme');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Share Your Requirements' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Our Team' })).toBeVisible();
    // The chat toggle is open (Close chat) under the dialog; the WhatsApp button too.
    const underDialog = await page.evaluate(() =>
      ['[data-testid="whatsapp-button"]', 'button[aria-controls="chat-assistant-panel"]'].map((selector) => {
        const button = document.querySelector(selector)!;
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(top) && !button.contains(top);
      }),
    );
    expect(underDialog).toEqual([true, true]);
  });
});

test.describe('chat contact cards', () => {
  for (const width of widths) {
    test(`at ${width} px show the whole phone number and e-mail`, async ({ page }) => {
      await at(page, width, '/about');
      await startUsing(page);
      if (width === 375) await page.mouse.wheel(0, 400);
      await page.getByRole('button', { name: 'Open chat assistant' }).click();
      const input = page.getByRole('textbox', { name: 'Type your message' });
      await input.fill('I would like to contact you to discuss pricing');
      await input.press('Enter');
      const phone = page.getByTestId('chat-card-phone').last();
      await expect(phone).toBeVisible();
      for (const card of [phone, page.getByTestId('chat-card-email').last()]) {
        const clipped = await card.evaluate((el) =>
          Array.from(el.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1 || span.getBoundingClientRect().right > el.getBoundingClientRect().right + 1),
        );
        expect(clipped).toBe(false);
      }
    });
  }
});

test.describe('page details', () => {
  for (const width of widths) {
    test(`at ${width} px the about page's statistics line up in each row`, async ({ page }) => {
      await at(page, width, '/about');
      await scrollIntoRenderedView(page.getByTestId('partner-stat').first());
      const tops = await page.getByTestId('partner-stat').evaluateAll((stats) =>
        stats.map((stat) => ({ row: Math.round(stat.getBoundingClientRect().top), value: Math.round(stat.querySelector('dd')!.getBoundingClientRect().top) })),
      );
      const rows = new Map<number, number[]>();
      for (const { row, value } of tops) rows.set(row, [...(rows.get(row) ?? []), value]);
      for (const values of rows.values()) expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
    });

    test(`at ${width} px service CTA labels sit in the middle of their buttons`, async ({ page }) => {
      await at(page, width, '/services/audit');
      const cta = page.getByTestId('service-cta');
      await scrollIntoRenderedView(cta);
      const offsets = await cta.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          const label = link.querySelector('.mantine-Button-label')!.getBoundingClientRect();
          return label.top + label.height / 2 - (box.top + box.height / 2);
        }),
      );
      expect(offsets.length).toBeGreaterThan(0);
      for (const offset of offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    });
  }

  test('at 375 px the article contents sheet is as tall as its entries', async ({ page }) => {
    await at(page, 375, '/blog/cmmi-3-level-3-appraisal-readiness');
    await page.getByRole('button', { name: /contents/i }).first().click();
    const sheet = page.getByTestId('toc-sheet');
    await expect(sheet).toBeVisible();
    const sizes = await sheet.evaluate((nav) => ({
      sheet: nav.closest('dialog')!.getBoundingClientRect().height,
      entries: nav.getBoundingClientRect().height,
    }));
    // The entries plus the sheet's title bar and padding, no empty band below them.
    expect(sizes.sheet - sizes.entries).toBeLessThan(120);
  });

  test('the legacy HTML article shows no broken image', async ({ page }) => {
    await page.goto('/blog/incident-response-tabletop-exercises');
    const images = page.getByTestId('article-body').locator('img');
    for (const image of await images.all()) {
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
});
