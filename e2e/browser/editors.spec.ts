import { h1Of } from '../support/ask';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEditableContent, type EditableContent } from '../support/editableContent';
import { getPage } from '../support/ownSite';
import { freePort } from '../support/ports';
import { startTestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const READ_TOKEN = 'e2e-editors-read-token-5f2a9c7d1e';
const WRITE_TOKEN = 'e2e-editors-write-token-8b3e6a0f4c';
const WEBHOOK_SECRET = 'e2e-editors-webhook-secret-2d7c';
const PREVIEW_SECRET = 'e2e-editors-preview-secret-of-32-chars-or-more';

// The article edited, the Security articles that list it as related, and pages that do not show it.
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';
const RELATED = ['/blog/incident-response-tabletop-exercises', '/blog/iso-27001-2022-transition-plan'];
const UNRELATED = ['/about', '/faq', '/services', '/blog/gdpr-records-of-processing'];
const DRAFT_TITLE = 'Zero Trust, Revised by the Editors';

// The whole editing loop on a content service and a gateway of its own, over a copy of the dataset,
// so the writes never reach the other tests' content: the real @sanity/client writes a draft, the
// preview link shows it to one browser, `npm run content -- publish` publishes it, and the content
// service's signed webhook purges only the pages that show the article.
test.describe('editing: draft, preview, publish, targeted revalidation', () => {
  test.describe.configure({ mode: 'serial' });
  let cms: EditableContent;
  let cmsBase = '';
  let siteBase = '';
  let sitePort = 0;
  let closeGateway: () => Promise<void> = async () => {};
  const writer = () => cms.writer;
  let publishedTitle = '';
  /** Everything a visitor without the preview cookie got, checked for drafts and tokens at the end. */
  const visitorAnswers: string[] = [];

  test.beforeAll(async () => {
    sitePort = await freePort();
    siteBase = `http://127.0.0.1:${sitePort}`;
    cms = await startEditableContent({ name: 'editors', readToken: READ_TOKEN, writeToken: WRITE_TOKEN, webhook: { url: `${siteBase}/api/revalidate`, secret: WEBHOOK_SECRET } });
    cmsBase = cms.base;
    const gateway = await startTestGateway({
      port: sitePort,
      services: { content: cms.port },
      contentToken: READ_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      previewSecret: PREVIEW_SECRET,
      // Kept fresh for the whole test: a page rendered again is one the webhook purged, not one that aged.
      renderLimits: { freshMs: 600_000, maxAgeMs: 600_000 },
      // The webhook's own purge, as for a real Sanity project without a live subscription
      // (live-content.spec.ts has the live one).
      live: false,
    });
    closeGateway = gateway.close;
  });
  test.afterAll(async () => {
    await closeGateway();
    await cms?.close();
  });

  const visit = async (url: string) => {
    const answer = await getPage(sitePort, url);
    visitorAnswers.push(answer.body);
    return answer;
  };

  test('a draft saved with @sanity/client changes nothing a visitor sees', async ({ page }) => {
    for (const url of [ARTICLE, '/blog', ...RELATED, ...UNRELATED]) {
      expect((await visit(url)).status, url).toBe(200);
      expect((await visit(url)).cache, url).toBe('fresh');
    }
    publishedTitle = h1Of((await visit(ARTICLE)).body) ?? '';
    expect(publishedTitle).not.toBe('');

    const article = await writer().getDocument(ARTICLE_ID);
    expect(article?.title).toBe(publishedTitle);
    await writer().createOrReplace({ ...article!, _id: `drafts.${ARTICLE_ID}`, title: DRAFT_TITLE });

    // Saved a draft: nothing purged, the public page is the published one.
    const after = await visit(ARTICLE);
    expect(after.cache).toBe('fresh');
    expect(h1Of(after.body)).toBe(publishedTitle);
    await page.goto(`${siteBase}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
    visitorAnswers.push(await page.content());
  });

  test('the preview link shows the draft to that browser alone, uncached, with the banner', async ({ page, browser }) => {
    const { stdout } = await run(process.execPath, [path.join(repo, 'scripts/release/previewLink.mjs'), '--drafts', ARTICLE], {
      env: { ...process.env, PREVIEW_SECRET, SITE_URL: siteBase },
    });
    const link = stdout.trim();
    expect(link).toMatch(/\/_preview\?pass=/);

    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/query/')) contentRequests.push(request.url());
    });
    await page.goto(link);
    await expect(page).toHaveURL(`${siteBase}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toHaveText('Draft preview — exit');
    const answer = await page.request.get(`${siteBase}${ARTICLE}`, { headers: { Accept: 'text/html' } });
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-render-cache']).toBe('bypass');
    const html = await answer.text();
    expect(html).toContain(DRAFT_TITLE);
    expect(html).not.toContain(READ_TOKEN);

    // The browser's own reads in preview go through the gateway, never to the content service with drafts.
    // A related article, rendered in the browser: its related list (queried from here) shows the draft's title.
    // A click without a hover: a hover prefetches the page's server HTML, and its embedded content
    // would spare the browser the query this checks.
    await page.locator(`main a[href="${RELATED[0]}"]`).first().dispatchEvent('click');
    await expect(page).toHaveURL(`${siteBase}${RELATED[0]}`);
    // The related article itself, not the draft's page still on screen while the next one loads: its
    // related list links back to the draft, under the draft's title.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(DRAFT_TITLE);
    await expect(page.locator(`main a[href="${ARTICLE}"]`).filter({ hasText: DRAFT_TITLE }).first()).toBeVisible();
    for (const url of contentRequests) expect(url.startsWith(`${siteBase}/_preview/content/`) || !url.includes('perspective=drafts'), url).toBe(true);
    expect(contentRequests.some((url) => url.startsWith(`${siteBase}/_preview/content/`))).toBe(true);

    // Meanwhile a visitor, and the shared cache, still have the published article.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${siteBase}${ARTICLE}`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
    visitorAnswers.push(await visitorPage.content());
    await visitor.close();
    expect((await visit(ARTICLE)).cache).toBe('fresh');

    await page.getByRole('link', { name: 'exit' }).click();
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0);
  });

  test('featured and card images paint their LQIP in a fixed box, every rendition with width and height', async ({ page }) => {
    await page.goto(`${siteBase}/blog`);
    const images = page.getByTestId('post-image');
    await expect(images.first()).toBeVisible();
    const boxes = await images.evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement;
        return { width: img.getAttribute('width'), height: img.getAttribute('height'), background: getComputedStyle(img).backgroundImage, urls: [img.src, ...img.srcset.split(', ').map((entry) => entry.split(' ')[0])] };
      }),
    );
    const withContent = boxes.filter((box) => box.urls[0].includes('/images/'));
    expect(withContent.length).toBeGreaterThan(0);
    for (const box of withContent) {
      expect(box.background).toMatch(/^url\("data:image\/jpeg;base64,/);
      expect(Number(box.width)).toBeGreaterThan(0);
      expect(Number(box.height)).toBeGreaterThan(0);
      for (const url of box.urls.filter(Boolean)) {
        const params = new URL(url).searchParams;
        expect(params.get('w'), url).toMatch(/^\d+$/);
        expect(params.get('h'), url).toMatch(/^\d+$/);
      }
    }
  });

  test('a visitor never sees a draft or a token, whatever they send', async ({ request }) => {
    const pass = 'eyJkcmFmdHMiOnRydWUsImV4cCI6OTk5OTk5OTk5OTk5OX0.forged';
    const attempts = [
      request.get(`${siteBase}/_preview/content/v2023-05-03/data/query/production?query=${encodeURIComponent('*[_id == $id][0].title')}&%24id=%22${ARTICLE_ID}%22`),
      request.get(`${siteBase}/_preview/content/v2023-05-03/data/query/production?query=${encodeURIComponent('*[_id == $id][0].title')}&%24id=%22${ARTICLE_ID}%22`, {
        headers: { cookie: `site_preview=${pass}`, authorization: `Bearer ${READ_TOKEN}` },
      }),
      request.get(`${siteBase}${ARTICLE}?perspective=drafts`, { headers: { Accept: 'text/html', cookie: `site_preview=${pass}` } }),
      request.get(`${cmsBase}/v2023-05-03/data/query/production?perspective=drafts&query=${encodeURIComponent('*[_id == $id][0].title')}&%24id=%22${ARTICLE_ID}%22`),
      request.get(`${siteBase}/site-config.json`),
      request.get(`${siteBase}/sitemap.xml`),
    ];
    const answers = await Promise.all(attempts);
    expect(answers[0].status()).toBe(403);
    expect(answers[1].status()).toBe(403);
    for (const answer of answers) visitorAnswers.push(await answer.text());
    for (const text of visitorAnswers) {
      expect(text).not.toContain(DRAFT_TITLE);
      expect(text).not.toContain(READ_TOKEN);
      expect(text).not.toContain(WRITE_TOKEN);
    }
  });

  test('publishing shows the new title, re-rendering only the pages that show the article', async () => {
    // Until the publish, the published title (the draft test left the draft in place).
    expect(h1Of((await visit(ARTICLE)).body)).toBe(publishedTitle);
    const { stdout } = await run(process.execPath, [path.join(repo, 'cms/scripts/content.mjs'), 'publish', ARTICLE_ID], {
      env: { ...process.env, ...cms.commandEnv },
    });
    expect(stdout).toContain(`published ${ARTICLE_ID}`);
    // The webhook purges the article and the next visit renders the new title: an order, not a time
    // (how long it takes is the bench's figure, not a pass or fail on a shared machine).
    await expect.poll(async () => h1Of((await visit(ARTICLE)).body), { timeout: 15_000 }).toBe(DRAFT_TITLE);

    // The pages that show the article rendered again; every other cached page did not.
    for (const url of ['/blog', ...RELATED]) expect((await visit(url)).cache, url).toBe('miss');
    for (const url of UNRELATED) expect((await visit(url)).cache, url).toBe('fresh');
    expect(await writer().getDocument(`drafts.${ARTICLE_ID}`)).toBeUndefined();
  });

});
