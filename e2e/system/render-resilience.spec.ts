import { flood, getPage, type PageAnswer, sitemapPaths, startContentProcess } from '../support/ownSite';
import { freePort } from '../support/ports';
import { startTestGateway, type TestGateway } from '../support/testGateway';
import { expect, test } from '../support/test';

// A content service and a gateway of this file's own: the flood and the SIGKILL must not disturb the
// shared test site. The gateway keeps its production limits, except that every page is due for a
// new render at each request: what a visitor sees is then always what a render gives under the
// flood or the outage, or the last good render when that fails.
test.describe.configure({ mode: 'serial' });

let content: Awaited<ReturnType<typeof startContentProcess>>;
let gateway: TestGateway;
let pages: string[] = [];
/** A real article no request has rendered yet: during the outage it has no last good render. */
let neverRendered = '';

const VISITOR = '127.0.0.1';
const FLOODER = '127.0.0.2';

/**
 * A page for the visitor, asked again while its own allowance is used up (429: a refused request
 * takes nothing from it) until the allowance lets it through: the answer then is the page's.
 */
async function visit(url: string): Promise<PageAnswer> {
  let answer: PageAnswer | undefined;
  await expect
    .poll(async () => (answer = await getPage(gateway.port, url, VISITOR)).status, { message: `${url}: the visitor's allowance never let it through`, timeout: 60_000, intervals: [250] })
    .not.toBe(429);
  return answer!;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cmsPort = await freePort();
  content = await startContentProcess(cmsPort);
  gateway = await startTestGateway({ services: { content: cmsPort }, productionAllowance: true, renderLimits: { freshMs: 0, maxAgeMs: 0 } });
  const listed = await sitemapPaths(gateway.port);
  neverRendered = listed.filter((path) => path.startsWith('/blog/')).at(-1) ?? '';
  pages = listed.filter((path) => path !== neverRendered);
  expect(pages.filter((path) => path.startsWith('/blog/')).length, 'articles in the sitemap').toBeGreaterThan(3);
  expect(neverRendered).not.toBe('');
  // Every listed page rendered once, with the content service answering.
  for (const path of pages) expect((await visit(path)).status, path).toBe(200);
});

test.afterAll(async () => {
  await gateway?.close();
  await content?.kill();
});

test('a flood of made-up URLs from one client: every page in the sitemap still answers 200, and the flooder is told to wait', async () => {
  test.setTimeout(180_000);
  // More connections than the gateway renders and queues at once: the flood outruns its allowance
  // however slow renders are on this machine (with fewer, a busy machine kept it under 2 a second).
  const flooder = flood(gateway.port, FLOODER, 32);
  const answered: Record<string, number> = {};
  try {
    // Let the flood use up its allowance before the visitor looks.
    await expect.poll(() => flooder.statuses.filter((status) => status === 429).length, { timeout: 60_000 }).toBeGreaterThan(20);
    for (const path of pages) answered[path] = (await visit(path)).status;
  } finally {
    await flooder.stop();
  }
  const notOk = Object.entries(answered).filter(([, status]) => status !== 200);
  expect(notOk, 'pages not answered 200 during the flood').toEqual([]);
  // The flood itself was bounded: past its allowance it got 429, never a 404 or a crash.
  expect(flooder.statuses).toContain(429);
  expect(flooder.statuses.filter((status) => ![200, 429, 503].includes(status))).toEqual([]);
});

test('the content service killed with SIGKILL: rendered pages answer their last good render, a never-rendered article 503 with Retry-After, nothing 404', async () => {
  test.setTimeout(180_000);
  await content.kill();
  try {
    const answered: Record<string, PageAnswer> = {};
    for (const path of pages) answered[path] = await visit(path);
    const notOk = Object.entries(answered)
      .filter(([, answer]) => answer.status !== 200)
      .map(([path, answer]) => `${path}: ${answer.status}`);
    expect(notOk, 'pages not answered 200 while the content service is down').toEqual([]);
    // Articles cannot fall back to built-in copy: theirs is the last good render.
    for (const [path, answer] of Object.entries(answered)) if (path.startsWith('/blog/')) expect(answer.cache, path).toBe('stale-if-error');

    const never = await visit(neverRendered);
    expect(never.status, neverRendered).toBe(503);
    expect(Number(never.retryAfter), 'Retry-After').toBeGreaterThan(0);
    expect(never.body).not.toContain('Article Not Found');
  } finally {
    await content.start();
  }
  // Back up: the article renders for real.
  await expect.poll(async () => (await visit(neverRendered)).status, { timeout: 30_000 }).toBe(200);
});
