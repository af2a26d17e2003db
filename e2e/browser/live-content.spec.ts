import { h1Of } from '../support/ask';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startEditableContent, type EditableContent } from '../support/editableContent';
import { getPage } from '../support/ownSite';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const READ_TOKEN = 'e2e-live-read-token-4c1d8e2a9f';
const WRITE_TOKEN = 'e2e-live-write-token-7a3f5b9c0d';
const PREVIEW_SECRET = 'e2e-live-preview-secret-of-32-chars-or-more';

const ARTICLE_ID = 'post-incident-response-tabletop-exercises';
const ARTICLE = '/blog/incident-response-tabletop-exercises';
const LIVE_EVENTS = '/_live/events';

/** Opens `url` and waits until the tab listens for content changes (its stream answered), or was sent away. */
async function openListening(page: Page, url: string) {
  const listening = page.waitForResponse((response) => response.url().includes(LIVE_EVENTS));
  await page.goto(url);
  await listening;
}

/** The last content change a tab has caught up with (`<html data-live-event>`). */
const caughtUp = (page: Page) => page.evaluate(() => document.documentElement.dataset.liveEvent);

// Open pages follow the content: a content service and gateways of the test's own, over a copy of the
// dataset. The gateway hears each change from the content service's Live Content API, expires the
// pages made with it, and only then tells the open tabs, which ask again for what changed alone.
test.describe('live content: a change shows on the open pages', () => {
  test.describe.configure({ mode: 'serial' });
  let cms: EditableContent;
  let site: TestGateway;
  let polling: TestGateway;

  test.beforeAll(async () => {
    cms = await startEditableContent({ name: 'live', readToken: READ_TOKEN, writeToken: WRITE_TOKEN });
    const options = {
      services: { content: cms.port },
      contentToken: READ_TOKEN,
      previewSecret: PREVIEW_SECRET,
      // Kept fresh for the whole test: a page rendered again is one a change expired, not one that aged.
      renderLimits: { freshMs: 600_000, maxAgeMs: 600_000 },
    };
    site = await startTestGateway(options);
    // A gateway that refuses every stream: its tabs poll.
    polling = await startTestGateway({ ...options, live: { perAddress: 0, total: 0 } });
  });
  test.afterAll(async () => {
    await polling?.close();
    await site?.close();
    await cms?.close();
  });

  /** An editor's publish: a draft with the new title, then `npm run content -- publish`, as in the editors' guide. */
  async function publishTitle(title: string) {
    const article = await cms.writer.getDocument(ARTICLE_ID);
    await cms.writer.createOrReplace({ ...article!, _id: `drafts.${ARTICLE_ID}`, title });
    const { stdout } = await run(process.execPath, [path.join(repo, 'cms/scripts/content.mjs'), 'publish', ARTICLE_ID], { env: { ...process.env, ...cms.commandEnv } });
    expect(stdout).toContain(`published ${ARTICLE_ID}`);
  }

  test('a publish shows on an open article in place, keeping what the visitor typed; a tab on /faq asks for nothing', async ({ page, context }) => {
    // Rendered and kept before anyone reads them, so what a change expires shows.
    for (const url of [ARTICLE, '/faq']) await getPage(site.port, url);
    expect((await getPage(site.port, '/faq')).cache).toBe('fresh');

    await openListening(page, `${site.url}${ARTICLE}`);
    const before = await page.getByRole('heading', { level: 1 }).textContent();
    await page.evaluate(() => Object.assign(window, { liveMarker: 'the same page' }));
    const email = page.getByTestId('newsletter').getByRole('textbox');
    await email.fill('reader@example.com');
    const faq = await context.newPage();
    await openListening(faq, `${site.url}/faq`);
    const faqQueries: string[] = [];
    faq.on('request', (request) => {
      if (request.url().includes('/data/query/')) faqQueries.push(request.url());
    });

    const title = `${before} (updated live)`;
    await publishTitle(title);

    // The new title, on the same page: no reload (the marker), and the typed address is still there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as Window & { liveMarker?: string }).liveMarker)).toBe('the same page');
    await expect(email).toHaveValue('reader@example.com');
    // The FAQ tab was told of the same change, and asked for nothing: it shows none of it.
    const change = await caughtUp(page);
    expect(change).toBeTruthy();
    await expect.poll(() => caughtUp(faq)).toBe(change);
    expect(faqQueries).toEqual([]);

    // The gateway expired the article's page before it told the tabs; the FAQ page stays kept.
    const article = await getPage(site.port, ARTICLE);
    expect(article.cache).toBe('miss');
    expect(h1Of(article.body)).toBe(title);
    expect((await getPage(site.port, '/faq')).cache).toBe('fresh');
    // A cache in front is told the same: the page's xkey names its sync tags beside its path.
    const xkey = (await fetch(`${site.url}${ARTICLE}`, { headers: { accept: 'text/html' } })).headers.get('xkey') ?? '';
    expect(xkey.split(' ')).toContain(ARTICLE);
    expect(xkey.split(' ').filter((tag) => tag.startsWith('s1:')).length).toBeGreaterThan(0);
  });

  test('a change published between the render and the stream\'s opening still shows', async ({ page }) => {
    // The tab's stream is held until the change is published and the gateway has acted on it.
    let openStream = () => {};
    const held = new Promise<void>((resolve) => {
      openStream = resolve;
    });
    await page.route(`**${LIVE_EVENTS}**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}${ARTICLE}`);
    // The page names the last change its render had seen.
    const after = await page.evaluate(() => (JSON.parse(document.getElementById('site-data')?.textContent ?? '{}') as { live?: { after: string } }).live?.after);
    expect(after).toBeTruthy();
    const title = `${await page.getByRole('heading', { level: 1 }).textContent()} (published while the page travelled)`;
    await publishTitle(title);
    await expect
      .poll(async () => ((await (await fetch(`${site.url}/_live/poll?after=${encodeURIComponent(after ?? '')}`)).json()) as { events: unknown[] }).events.length)
      .toBeGreaterThan(0);

    openStream();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
  });

  test('a draft edit shows live in the editor\'s preview tab, and to no one else', async ({ page, browser }) => {
    const { stdout } = await run(process.execPath, [path.join(repo, 'scripts/release/previewLink.mjs'), '--drafts', ARTICLE], {
      env: { ...process.env, PREVIEW_SECRET, SITE_URL: site.url },
    });
    await openListening(page, stdout.trim());
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();
    const published = await page.getByRole('heading', { level: 1 }).textContent();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openListening(visitor, `${site.url}${ARTICLE}`);
    const visitorSaw = await caughtUp(visitor);

    // As a Studio saves a draft: straight through the content API.
    const article = await cms.writer.getDocument(ARTICLE_ID);
    const draftTitle = `${published} (draft in progress)`;
    await cms.writer.createOrReplace({ ...article!, _id: `drafts.${ARTICLE_ID}`, title: draftTitle });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 15_000 });
    // The visitor's tab heard nothing, and the public HTML is the published article.
    expect(await caughtUp(visitor)).toBe(visitorSaw);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published ?? '');
    const html = await getPage(site.port, ARTICLE);
    expect(html.body).not.toContain(draftTitle);
    await visitorContext.close();
    await cms.writer.delete(`drafts.${ARTICLE_ID}`);
  });

  test('a tab whose stream is refused polls quietly and still shows the change', async ({ page }) => {
    await page.clock.install();
    const firstPoll = page.waitForResponse((response) => response.url().includes('/_live/poll'));
    await openListening(page, `${polling.url}${ARTICLE}`);
    // Sent away (the cap is 0), it asked at once where the changes stand.
    await firstPoll;
    const before = await page.getByRole('heading', { level: 1 }).textContent();
    const title = `${before}, again`;
    await publishTitle(title);

    // Its next poll, 30 s on by the page's clock, brings the change.
    const nextPoll = page.waitForResponse((response) => response.url().includes('/_live/poll?after='));
    await page.clock.runFor(30_000);
    await nextPoll;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
  });
});
