import { h1Of } from '../support/ask';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { testPorts } from '../support/ports';
import { startTestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';

const repo = path.resolve(import.meta.dirname, '../..');
const ARTICLE = '/blog/cmmi-3-level-3-appraisal-readiness';
const ARTICLE_TITLE = 'CMMI V3.0 Maturity Level 3';
const queryPath = (query: string) => `/v2023-05-03/data/query/production?query=${encodeURIComponent(query)}`;

// A content service and a front door of their own, so flooding the query API from this machine's
// address does not take the shared test site's visitors' budget away from the other tests. Its
// visitors get the usual burst (200) but hardly any refill: once flooded, the address stays refused
// for the whole test, as it would under a flood that keeps going (which a loaded test machine,
// running the service, the gateway and the flood in one process, could not keep up reliably).
test.describe('the servers` content budget', () => {
  const token = 'e2e-budget-token-4c1d8f0a9b';
  let cmsBase = '';
  let siteBase = '';
  let close: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    const cms = await createContentService({
      datasetPath: path.join(repo, 'cms/dataset/production.ndjson'),
      imagesDir: path.join(repo, 'cms/dataset/images'),
      readToken: token,
      queryRateLimit: { burst: 200, perSecond: 0.001 },
    });
    await cms.listen({ host: '127.0.0.1', port: 0 });
    const cmsPort = (cms.server.address() as AddressInfo).port;
    cmsBase = `http://127.0.0.1:${cmsPort}`;
    const gateway = await startTestGateway({ services: { content: cmsPort }, contentToken: token, revalidateSecret: 'budget-revalidate-secret' });
    siteBase = gateway.url;
    close = async () => {
      await gateway.close();
      await cms.close();
    };
  });
  test.afterAll(() => close());

  test('a wrong token is refused with 401, and the token is in nothing a visitor gets', async ({ page }) => {
    const wrong = await fetch(`${cmsBase}${queryPath('1')}`, { headers: { Authorization: 'Bearer not-it' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Session not found');

    /** Every answer the browser gets while a visitor reads an article and then the blog. */
    const answers: Promise<string>[] = [];
    const authorizations: string[] = [];
    page.on('request', (sent) => {
      const header = sent.headers().authorization;
      if (header) authorizations.push(`${sent.url()}: ${header}`);
    });
    // Every answer with an end: a page's live stream (`/_live/events`) never ends, and carries sync tags only.
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'eventsource') answers.push(response.text().catch(() => ''));
    });
    await page.goto(`${siteBase}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ARTICLE_TITLE);
    await page.goto(`${siteBase}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const url of ['/', '/blog', '/__nothing_here__', '/site-config.json', '/remotes.json', '/sitemap.xml', '/robots.txt']) {
      answers.push(page.request.get(`${siteBase}${url}`, { headers: { Accept: '*/*' } }).then((response) => response.text()));
    }
    const texts = await Promise.all(answers);
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text).not.toContain(token);
    expect(authorizations, 'the browser never sends a content token').toEqual([]);
  });

  // Last: the flood leaves this address refused for the rest of the file.
  test('with the public query API flooded from the gateway`s own address, an article still renders with its content', async ({ request }) => {
    const anonymous = () => fetch(`${cmsBase}${queryPath('1')}`).then((response) => response.status);
    // Flood from 127.0.0.1 until the content service refuses this address.
    let limited = false;
    for (let round = 0; round < 20 && !limited; round += 1) {
      const statuses = await Promise.all(Array.from({ length: 50 }, anonymous));
      limited = statuses.includes(429);
    }
    expect(limited, 'the flood reached the per-address limit').toBe(true);
    // Rendered now, not taken from the gateway's cache of the earlier test's visit.
    const purge = await request.post(`${siteBase}/api/revalidate`, { headers: { Authorization: 'Bearer budget-revalidate-secret' } });
    expect(purge.status()).toBe(200);

    const page = await request.get(`${siteBase}${ARTICLE}`, { headers: { Accept: 'text/html' } });
    const body = await page.text();
    expect(page.status()).toBe(200);
    expect(h1Of(body)).toContain(ARTICLE_TITLE);
    // Content, not built-in copy standing in for it: the page is complete and cacheable.
    expect(page.headers()['cache-control']).toContain('s-maxage=');
    // The address is still refused: the page did not get through on a visitor's budget.
    expect(await anonymous()).toBe(429);
  });
});

test.describe('the site as npm start serves it', () => {
  test('its content service knows the servers` token, and no page or configuration carries it', async ({ request }) => {
    const token = process.env.E2E_CONTENT_TOKEN!;
    const cms = `http://127.0.0.1:${testPorts.cms}${queryPath('1')}`;
    expect((await fetch(cms, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(cms, { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401);
    for (const url of ['/', ARTICLE, '/site-config.json', '/remotes.json', '/sitemap.xml']) {
      const response = await request.get(url, { headers: { Accept: '*/*' } });
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).not.toContain(token);
    }
  });
});
