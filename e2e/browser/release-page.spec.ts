import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { waitForHydration } from '../support/test';
import { parseAccounts } from '../../releases/server/accounts.mjs';
import { candidateHeading, liveHeading, publishCandidate, visitorBlogHeading } from '../support/candidateVersion';
import { copyTestStore } from '../support/siteVariant';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { bucketAtPoint } from '@site/gateway';

// Playwright's own `test`: the release page is not one of the site's server-rendered pages (no
// `html[data-hydrated]` to wait for); the site's pages here are waited for by hand.

const password = 'correct horse battery staple';
const releasePage = { accounts: parseAccounts(`asha:${password}`), secret: 'a-release-page-secret-for-the-e2e-tests-only' };
/** The gate's health check renders the remote's pages on a loaded machine: a switch can take a while. */
const switched = { timeout: 60_000 };

/** The live version, the canaries and the audit log lines of the copy under test, from disk. */
function storeState(store: string) {
  const pointer = JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8'));
  const audit = readFileSync(path.join(store, 'audit.log'), 'utf8').trim().split('\n').length;
  return { live: pointer.releases['mfe-blog'].live as string, canaries: pointer.canaries ?? {}, audit };
}

/** A visitor's blog heading in its own browser, with `cookies` as if they had them already. */
async function logIn(page: Page, site: TestGateway, secret = password) {
  await page.goto(`${site.url}/_releases/`);
  await page.getByRole('textbox', { name: 'Name' }).fill('asha');
  await page.getByRole('textbox', { name: 'Password' }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The card of mfe-blog on the page. */
const blogCard = (page: Page) => page.getByRole('region', { name: 'mfe-blog', exact: true });

test.describe('the release page', () => {
  test.describe.configure({ mode: 'serial' });
  let store: string;
  let site: TestGateway;
  let candidate: string;
  let live: string;

  test.beforeAll(async () => {
    store = copyTestStore('release-page-e2e');
    live = storeState(store).live;
    candidate = publishCandidate(store);
    // The canary judge analyses every half second: a canary's first analysis is on the page at once.
    site = await startTestGateway({ storeDir: store, releasePage, field: { checkMs: 500 } });
  });
  test.afterAll(async () => site?.close());

  test('a release manager logs in, previews, canaries, promotes and rolls back, and the public site follows', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const response = await page.goto(`${site.url}/_releases/`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // A wrong password: a clear message, no session.
    await logIn(page, site, 'not the password');
    await expect(page.getByRole('alert')).toHaveText(/Wrong name or password\./);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const card = blogCard(page);
    await expect(card).toContainText(`Live: ${live}`);
    await expect(card.getByRole('row', { name: new RegExp(candidate.replaceAll('.', '\\.').replaceAll('+', '\\+')) })).toContainText('healthy');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'release_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/_releases' });

    // Open a preview: this browser sees the candidate on the public site, a visitor does not.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: `Preview mfe-blog ${candidate}` }).click()]);
    await waitForHydration(preview);
    expect(new URL(preview.url()).pathname).toBe('/blog');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(candidateHeading);
    await preview.close();
    expect(await visitorBlogHeading(browser, site.url)).toBe(liveHeading);

    // Bad input: the reason on the page, and nothing changed.
    const before = storeState(store);
    await card.getByLabel('Version').selectOption(candidate);
    for (const share of ['0', '100']) {
      await card.getByLabel('Canary share (%)').fill(share);
      await card.getByRole('button', { name: 'Start canary' }).click();
      await expect(page.getByRole('alert')).toContainText(`the canary share must be a whole number from 1 to 99 (got ${share})`);
    }
    await card.getByRole('button', { name: 'Promote canary' }).click();
    await expect(page.getByRole('alert')).toContainText('mfe-blog has no canary to promote');
    const { csrf } = await (await page.request.get(`${site.url}/_releases/api/session`)).json();
    const unknownVersion = await page.request.post(`${site.url}/_releases/api/canary`, { data: { remote: 'mfe-blog', version: '9.9.9+nowhere', percent: 50 }, headers: { 'x-csrf-token': csrf } });
    expect(unknownVersion.status()).toBe(409);
    expect((await unknownVersion.json()).error).toContain('mfe-blog 9.9.9+nowhere was never published');
    const unknownRemote = await page.request.post(`${site.url}/_releases/api/canary`, { data: { remote: 'mfe-nope', version: candidate, percent: 50 }, headers: { 'x-csrf-token': csrf } });
    expect(unknownRemote.status()).toBe(400);
    expect((await unknownRemote.json()).error).toContain('Unknown remote "mfe-nope"');
    expect(storeState(store)).toMatchObject({ live: before.live, canaries: {} });

    // A canary at 50 %: a visitor in bucket 10 gets the candidate, one in bucket 75 the live version.
    await card.getByLabel('Canary share (%)').fill('50');
    await card.getByLabel('Reason').fill('new heading');
    await card.getByRole('button', { name: 'Start canary' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Working' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `mfe-blog: canary ${candidate} for 50 % of visitors.` })).toBeVisible(switched);
    await expect(card).toContainText(`Canary: ${candidate} for 50 % of visitors`);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 10) })).toBe(candidateHeading);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 75) })).toBe(liveHeading);
    // Its analysis: the plan at once, then each check with the figures of both sides and their samples.
    await expect(card.getByRole('region', { name: 'Canary analysis of mfe-blog' })).toContainText('Plan: 50 % of visitors until promoted or aborted');
    await expect
      .poll(async () => {
        const state = await (await page.request.get(`${site.url}/_releases/api/state`)).json();
        return state.remotes.find((remote: { name: string }) => remote.name === 'mfe-blog').analysis?.checks.map((check: { name: string }) => check.name);
      })
      .toEqual(['status', 'server render failures', 'degraded answers', 'browser errors', 'LCP', 'INP', 'server render cost', 'server render time', 'server render time tail', 'TTFB', 'TTFB tail', 'LCP tail']);
    // The page opened again (another tab of the same session) shows them.
    const again = await page.context().newPage();
    await again.goto(page.url());
    const analysis = blogCard(again).getByRole('region', { name: 'Canary analysis of mfe-blog' });
    await expect(analysis.getByRole('row', { name: /server render failures/ })).toContainText('needs samples');
    // Waiting for samples, or starved once it has waited three intervals (the release page says which).
    await expect(analysis).toContainText(/Last analysis: (waiting for samples|starved: .* have not reached their samples in \d+ intervals; held where it is)/);
    await again.close();

    // A second canary is refused while one runs.
    await card.getByRole('button', { name: 'Start canary' }).click();
    await expect(page.getByRole('alert')).toContainText('mfe-blog already has a canary');
    expect(storeState(store).canaries['mfe-blog'].percent).toBe(50);

    // Promote: everyone gets the candidate.
    await card.getByRole('button', { name: 'Promote canary' }).click();
    await expect(page.getByRole('status').filter({ hasText: `mfe-blog: ${candidate} is live for everyone` })).toBeVisible(switched);
    await expect(card).toContainText(`Live: ${candidate}`);
    await expect(card).toContainText('Canary: none');
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 75) })).toBe(candidateHeading);

    // Roll back: a reason is required, then the previous version is live again.
    await card.getByLabel('Version').selectOption('');
    await card.getByLabel('Reason').fill('');
    await card.getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByRole('alert')).toContainText('A rollback needs a reason for the audit log');
    expect(storeState(store).live).toBe(candidate);
    await card.getByLabel('Reason').fill('heading too long');
    await card.getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByRole('status').filter({ hasText: `mfe-blog: ${candidate} → ${live} is live.` })).toBeVisible(switched);
    expect(await visitorBlogHeading(browser, site.url, { site_bucket: bucketAtPoint('mfe-blog', 75) })).toBe(liveHeading);

    // The audit log on the page names the logged-in release manager for each action.
    const audit = page.getByRole('region', { name: 'Audit log' });
    await expect(audit.getByRole('row').nth(1)).toContainText(`asharollbackmfe-blog${candidate} → ${live}passedswitchedheading too long`);
    const rows = audit.getByRole('row').filter({ hasText: 'asha' });
    await expect(rows.filter({ hasText: 'promote' }).filter({ hasText: 'switched' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'preview' })).toHaveCount(1);
    // The attempts the gate refused before any check are there too, under the same name.
    await expect(rows.filter({ hasText: 'promote' }).filter({ hasText: 'not run' }).first()).toContainText('refused');
    await expect(rows.filter({ hasText: 'canary' }).filter({ hasText: 'not run' }).first()).toContainText('refused');
  });

  test('an action from a page whose CSRF token went stale (a login since) is refused and changes nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, site);
    const card = blogCard(page);
    await expect(card).toContainText(`Live: ${live}`);
    // In another tab of the same browser: log out and in again, so the first tab's token is stale.
    const other = await page.context().newPage();
    await other.goto(`${site.url}/_releases/`);
    await other.getByRole('button', { name: 'Log out asha' }).click();
    await logIn(other, site);
    await expect(blogCard(other)).toBeVisible();
    const before = storeState(store);
    await card.getByLabel('Version').selectOption(candidate);
    await card.getByLabel('Canary share (%)').fill('20');
    await card.getByRole('button', { name: 'Start canary' }).click();
    await expect(page.getByRole('alert')).toContainText("This page's security token is stale");
    expect(storeState(store)).toEqual(before);
  });

  test('a logout ends the session on the server: the old cookie, replayed, gets 401 and changes nothing', async ({ page }) => {
    await logIn(page, site);
    await expect(blogCard(page)).toBeVisible();
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'release_session');
    expect(kept).toBeTruthy();
    const { csrf } = await (await page.request.get(`${site.url}/_releases/api/session`)).json();
    await page.getByRole('button', { name: 'Log out asha' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // Someone who copied the cookie (and the token) before the logout, in a client of their own.
    const before = storeState(store);
    const headers = { cookie: `release_session=${kept!.value}`, 'x-csrf-token': csrf };
    const replayed = await page.context().request.fetch(`${site.url}/_releases/api/state`, { headers });
    expect(replayed.status()).toBe(401);
    expect((await page.context().request.fetch(`${site.url}/_releases/api/session`, { headers })).status()).toBe(401);
    const action = await page.context().request.post(`${site.url}/_releases/api/canary`, { headers, data: { remote: 'mfe-blog', version: candidate, percent: 20 } });
    expect(action.status()).toBe(401);
    expect(await action.json()).toMatchObject({ error: expect.stringContaining('Your session has ended') });
    expect(storeState(store)).toEqual(before);
    const audit = readFileSync(path.join(store, 'audit.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(audit.slice(-2).map(({ actor, action: what }) => `${actor} ${what}`)).toEqual(['asha login', 'asha logout']);
  });

  test('passes axe (WCAG 2.1 A/AA) in both themes, logged out and logged in', async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/_releases/`);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.reload();
    const check = async (where: string) => {
      for (const theme of ['light', 'dark'] as const) {
        const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
        if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== theme) await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        const found = await axeFindings(page);
        expect(found, `${where}, ${theme}: ${found.join('\n')}`).toEqual([]);
      }
    };
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await check('login');
    await page.getByRole('textbox', { name: 'Name' }).fill('asha');
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(blogCard(page)).toBeVisible();
    // With a refusal on show too: its message must be as readable as the rest.
    await blogCard(page).getByRole('button', { name: 'Promote canary' }).click();
    await expect(page.getByRole('alert')).toContainText('has no canary to promote');
    await check('board, a refusal');
    // And with a success on show (a preview opens in a tab of its own, closed here).
    const [preview] = await Promise.all([page.context().waitForEvent('page'), blogCard(page).getByRole('button', { name: `Preview mfe-blog ${live}`, exact: true }).click()]);
    await preview.close();
    await expect(page.getByRole('status').filter({ hasText: `Previewing mfe-blog ${live}` })).toBeVisible();
    await check('board, a success');
  });
});
