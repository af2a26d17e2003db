import { expect, test } from '../support/test';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: import('@playwright/test').Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  // Every route's own load, in both themes, is watched for violations in pages.spec.ts.
  test('client-side navigation and the contact page\'s map frame cause no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    // Client-side navigation loads remotes and queries content from the browser.
    await page.goto('/');
    await page.getByTestId('footer').getByRole('link', { name: 'Refund & Cancellation' }).click();
    await expect(page).toHaveURL(/\/refund$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The contact page frames the office map.
    await page.goto('/contact');
    const map = page.locator('iframe').first();
    await map.scrollIntoViewIfNeeded();
    // The frame was requested (and, had the policy blocked it, the violation reported) once it has loaded.
    await (await (await map.elementHandle())!.contentFrame())!.waitForLoadState('load');
    expect(violations).toEqual([]);
  });
});
