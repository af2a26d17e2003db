import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { createGateway, DEFAULT_DEV_ORIGINS, signDevOverride } from '@site/gateway';
import { BLOG_LIST_PAGE, EDIT_DEADLINE_MS, markPage, stillSamePage, watchHotUpdates, withBlogHeading, withEdit } from '../support/hotEdit';
import { freePort } from '../support/ownSite';
import { testPorts } from '../support/ports';
import { serverLog } from '../support/serverLog';
import { e2eRenderBudgetMs } from '../support/siteVariant';
import { expect, test } from '../support/test';

const repo = path.resolve(import.meta.dirname, '../..');
const PREVIEW_SECRET = 'e2e-dev-override-preview-secret-of-32-chars';
const LOCAL_HEADING = 'Insights from the dev server';

/** Waits until a URL answers 200 (a dev server's first compile). */
async function waitFor(url: string, timeoutMs: number) {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  await expect.poll(answers, { message: `${url} answers`, timeout: timeoutMs }).toBe(true);
}

// One remote from a developer's dev server inside the deployed site, in one browser only: a real
// Rspack dev server (`rspack serve`, as `npm run dev -- mfe-blog --site …` starts) over a copy of
// mfe-blog whose list heading was changed, and gateways of the test's own over a copy of the test
// store, one with DEV_OVERRIDES on, one with it off.
test.describe('dev override: one remote local, the rest as deployed', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let dir = '';
  let copyDir = '';
  let storeDir = '';
  let devServer: ChildProcess | undefined;
  let devUrl = '';
  let onBase = '';
  let offBase = '';
  const closers: (() => Promise<unknown>)[] = [];
  let pass = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = await mkdtemp(path.join(tmpdir(), 'e2e-dev-override-'));
    // The copy sits inside the repository (git-ignored .data/) so its imports resolve against the
    // repository's node_modules, as the remote's own folder does.
    copyDir = path.join(repo, '.data', `e2e-dev-override-${path.basename(dir)}`, 'mfe-blog');
    await mkdir(copyDir, { recursive: true });
    // What its build reads: the source, the config and the loaders beside it (`tooling/`).
    for (const entry of ['src', 'tooling', 'package.json', 'rspack.config.mjs']) await cp(path.join(repo, 'mfe-blog', entry), path.join(copyDir, entry), { recursive: true });
    const page = path.join(copyDir, BLOG_LIST_PAGE);
    await writeFile(page, withBlogHeading(await readFile(page, 'utf8'), LOCAL_HEADING));

    storeDir = path.join(dir, 'store');
    await cp(process.env.E2E_STORE_DIR!, storeDir, { recursive: true });
    const siteConfig = siteConfigFromEnv({ ...process.env, CMS_PORT: String(testPorts.cms), RELAY_PORT: String(testPorts.relay) });
    for (const devOverrides of [{ enabled: true, origins: DEFAULT_DEV_ORIGINS }, undefined]) {
      const gateway = await createGateway({
        shellDir: path.join(repo, 'shell/dist'),
        storeDir,
        siteConfig,
        previewSecret: PREVIEW_SECRET,
        devOverrides,
        renderBudgetMs: e2eRenderBudgetMs,
        log: serverLog,
      });
      await gateway.listen({ host: '127.0.0.1', port: 0 });
      closers.push(() => gateway.close());
      // The site under another host name than the dev server's, as a staging site would be: it loads
      // the dev server's code across sites, which the dev server allows that site alone.
      const base = `http://localhost:${(gateway.server.address() as AddressInfo).port}`;
      if (devOverrides) onBase = base;
      else offBase = base;
    }

    const devPort = await freePort();
    devUrl = `http://127.0.0.1:${devPort}`;
    devServer = spawn(process.execPath, [path.join(repo, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '-c', path.join(copyDir, 'rspack.config.mjs'), '--port', String(devPort)], {
      cwd: copyDir,
      // As `npm run dev -- mfe-blog --site …` runs it (`scripts/devRemote.mjs`): to run inside a deployed site.
      env: { ...process.env, NODE_ENV: 'development', DEV_INSIDE_SITE: '1', DEV_SITE_ORIGIN: onBase },
      stdio: process.env.E2E_DEBUG ? 'inherit' : 'ignore',
    });
    await waitFor(`${devUrl}/mf-manifest.json`, 90_000);

    // What `npm run dev -- mfe-blog --site <url>` prints for a site on this machine.
    pass = signDevOverride({ remote: 'mfe-blog', url: devUrl, by: 'e2e-developer', path: '/blog', ms: 600_000 }, PREVIEW_SECRET);
  });

  test.afterAll(async () => {
    for (const close of closers) await close();
    if (devServer && devServer.exitCode === null) {
      const exited = new Promise((resolve) => devServer?.once('exit', resolve));
      devServer.kill('SIGTERM');
      await exited;
    }
    await rm(path.dirname(copyDir), { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  });

  test('the browser holding the pass sees mfe-blog from the dev server; another browser sees the live site', async ({ browser }) => {
    const developer = await browser.newContext();
    const visitor = await browser.newContext();
    try {
      const page = await developer.newPage();
      const blogAnswers: { cacheControl?: string; csp?: string }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/blog' && response.request().resourceType() === 'document') {
          blogAnswers.push({ cacheControl: response.headers()['cache-control'], csp: response.headers()['content-security-policy'] });
        }
      });
      await page.goto(`${onBase}/_preview/dev?pass=${encodeURIComponent(pass)}`);
      await expect(page).toHaveURL(`${onBase}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCAL_HEADING, { timeout: 30_000 });
      const banner = page.getByRole('complementary', { name: 'Dev override' });
      await expect(banner).toContainText(`Local: mfe-blog from ${devUrl}`);
      // Not a copy anyone else could get, and this answer alone may load from the dev server.
      expect(blogAnswers.at(-1)?.cacheControl).toBe('private, no-store');
      expect(blogAnswers.at(-1)?.csp).toContain(`script-src 'self' ${devUrl}`);
      const pointer = await page.request.get(`${onBase}/remotes.json`);
      expect(pointer.headers()['cache-control']).toBe('private, no-store');
      expect((await pointer.json()).remotes['mfe-blog']).toBe(`${devUrl}/mf-manifest.json`);

      const other = await visitor.newPage();
      const answer = await other.goto(`${onBase}/blog`);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
      expect(answer?.headers()['cache-control']).not.toContain('private');
      expect(answer?.headers()['content-security-policy']).not.toContain(devUrl);
      await expect(other.getByRole('complementary', { name: 'Dev override' })).toHaveCount(0);
      // The server rendered the live heading for the visitor: the dev server's code never ran there.
      expect(await answer?.text()).not.toContain(LOCAL_HEADING);

      // Exit: the live site again.
      await page.goto(`${onBase}/_preview/exit`);
      await page.goto(`${onBase}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
    } finally {
      await developer.close();
      await visitor.close();
    }
  });

  test('an edit in mfe-blog shows on the page in that browser without a reload; a visitor still sees the live site', async ({ browser }) => {
    const developer = await browser.newContext();
    const visitor = await browser.newContext();
    try {
      const page = await developer.newPage();
      const hot = watchHotUpdates(page);
      await page.goto(`${onBase}/_preview/dev?pass=${encodeURIComponent(pass)}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(LOCAL_HEADING, { timeout: 30_000 });
      // The dev server's hot-update socket is open from the site's page and its compile is done: an edit reaches the page.
      await expect.poll(() => hot.settled([Number(new URL(devUrl).port)]), { message: 'the dev server\'s hot-update socket open and idle', timeout: EDIT_DEADLINE_MS }).toBe(true);
      hot.stop();
      await markPage(page);
      const edited = `Edited on the dev server ${Date.now()}`;
      await withEdit(path.join(copyDir, BLOG_LIST_PAGE), (source) => source.replace(LOCAL_HEADING, edited), async () => {
        await expect(heading).toHaveText(edited, { timeout: EDIT_DEADLINE_MS });
        expect(await stillSamePage(page), 'no full reload').toBe(true);
        // The rest of the page is still the deployed site's: its banner, its navigation.
        await expect(page.getByRole('complementary', { name: 'Dev override' })).toContainText('Local: mfe-blog');
        const other = await visitor.newPage();
        await other.goto(`${onBase}/blog`);
        await expect(other.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
      });
    } finally {
      await developer.close();
      await visitor.close();
    }
  });

  test("the dev server gives its code across sites to the override's site and this machine's pages alone", async () => {
    // A <script> of a page on another site, as a browser sends it (fetch() would drop the Sec- headers).
    const script = (referer: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${devUrl}/remoteEntry.js`, { headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site', referer } }, (answer) => {
            answer.resume();
            resolve(answer.statusCode);
          })
          .on('error', reject);
      });
    expect(await script(`${onBase}/`)).toBe(200);
    // The same site by the other loopback name (the developer opened 127.0.0.1, the command was given localhost).
    expect(await script(`${onBase.replace('localhost', '127.0.0.1')}/`)).toBe(200);
    expect(await script('https://elsewhere.example/')).toBe(403);
    expect(await script('http://203.0.113.5/')).toBe(403);
  });

  test('the audit log names who set the override, the remote and the dev server', async () => {
    const lines = (await readFile(path.join(storeDir, 'audit.log'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    // Once per browser the link was opened in (the two tests above).
    const recorded = expect.objectContaining({ actor: 'e2e-developer', action: 'dev-override', remote: 'mfe-blog', to: `${devUrl}/mf-manifest.json` });
    expect(lines.filter((line) => line.action === 'dev-override')).toEqual([recorded, recorded]);
  });

  test('a gateway with overrides off ignores the pass', async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${offBase}/_preview/dev?pass=${encodeURIComponent(pass)}`);
      await expect(page).toHaveURL(`${offBase}/`);
      // Even with the cookie set by hand.
      await context.addCookies([{ name: 'site_dev_override', value: pass, url: offBase }]);
      const answer = await page.goto(`${offBase}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
      expect(answer?.headers()['content-security-policy']).not.toContain(devUrl);
      await expect(page.getByRole('complementary', { name: 'Dev override' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
