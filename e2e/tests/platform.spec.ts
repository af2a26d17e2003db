import { expect, test } from '@playwright/test';

test('home renders inside the shell chrome', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
});
