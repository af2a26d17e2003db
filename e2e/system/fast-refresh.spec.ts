import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BLOG_LIST_PAGE, EDIT_DEADLINE_MS, openSettled, stillSamePage, withBlogHeading, withEdit } from '../support/hotEdit';
import { devPortOffsets } from '@site/shared/tooling/devPorts.mjs';
import { freePort } from '../support/ownSite';

/**
 * Fast Refresh under federation, in `npm run dev` itself (scripts/dev.mjs: the shell, every remote
 * and the local services), started here on ports of its own and opened at `localhost`, as the README
 * says (the dev servers listen on 127.0.0.1): the site shows its pages by either loopback name; an
 * edit to a remote's component and to the shell's shows without a full reload and keeps what was
 * typed; an edit Fast Refresh cannot apply reloads the page and says so. The sources are edited on
 * disk and restored, whatever happens. How fast an edit shows is `npm run bench -- --edit`'s.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const blogPage = path.join(repo, 'mfe-blog', BLOG_LIST_PAGE);
const footer = path.join(repo, 'shell/src/layout/footer/Footer.tsx');

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The first of six consecutive free ports from `from` on: `DEV_PORT` moves all six apps. */
async function freeDevPortBase(from: number) {
  for (let base = from; base < from + 600; base += 6) {
    const taken = await Promise.all(Array.from({ length: 6 }, (_, i) => accepts(base + i)));
    if (!taken.some(Boolean)) return base;
  }
  throw new Error('no six consecutive free ports for the dev servers');
}

let dev: ChildProcess | undefined;
let devPort = 0;
let devLog = '';

/** Ends the dev setup: every process of its group (concurrently, npm, rspack, the services). */
function stopDev() {
  if (dev?.pid && dev.exitCode === null) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Resolves once every app has compiled (the shell and five remotes); rejects if `npm run dev` exits first or takes over `ms`. */
function compiledAll(child: ChildProcess, ms: number) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(deadline);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (new Set(devLog.match(/[\w-]+ compiled successfully/g)).size >= 6) done();
    };
    const exited = () => done(new Error(`npm run dev exited:\n${devLog}`));
    const deadline = setTimeout(() => done(new Error(`npm run dev did not compile in time:\n${devLog}`)), ms);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

/** The README's address of `npm run dev`, on the test's ports. */
const siteUrl = (pathname: string) => `http://localhost:${devPort}${pathname}`;
/** The dev servers whose code the blog page runs and the tests edit: the shell's and mfe-blog's. */
const blogPagePorts = () => [devPort, devPort + devPortOffsets['mfe-blog']];

/** Types into the newsletter box's email field (React state of a remote's component). */
async function typeState(page: Page) {
  const email = page.getByTestId('newsletter').getByRole('textbox');
  await email.fill('kept@example.com');
  return email;
}

test.describe.configure({ mode: 'serial' });

test.describe('Fast Refresh in npm run dev', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    devPort = await freeDevPortBase(Number(process.env.E2E_DEV_PORT ?? 4250));
    const [cms, relay, chat] = [await freePort(), await freePort(), await freePort()];
    dev = spawn(process.execPath, [path.join(repo, 'scripts/dev.mjs')], {
      cwd: repo,
      env: { ...process.env, NODE_ENV: 'development', DEV_PORT: String(devPort), CMS_PORT: String(cms), RELAY_PORT: String(relay), CHAT_PORT: String(chat) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // Without the terminal's colours, which split the words looked for below.
    const keep = (chunk: Buffer) => {
      devLog = (devLog + chunk.toString().replace(/\u001b\[[0-9;]*m/g, '')).slice(-20_000);
    };
    // Ended after the tests, or with this worker if it goes first.
    process.once('exit', stopDev);
    dev.stdout?.on('data', keep);
    dev.stderr?.on('data', keep);
    await compiledAll(dev, 140_000);
  });

  test.afterAll(() => stopDev());

  /** Edits `file` with the blog page open and something typed: `shown` appears in place, the typing kept. */
  async function expectEditInPlace(page: Page, file: string, edit: (source: string) => string, shown: Locator) {
    await openSettled(page, siteUrl('/blog'), blogPagePorts());
    const email = await typeState(page);
    await expect(shown).toHaveCount(0);
    await withEdit(file, edit, async () => {
      await expect(shown).toBeVisible({ timeout: EDIT_DEADLINE_MS });
      expect(await stillSamePage(page), 'no full reload').toBe(true);
      await expect(email).toHaveValue('kept@example.com');
    });
  }

  test('the site shows its pages at localhost and at 127.0.0.1, with every app\'s hot updates connected', async ({ page }) => {
    test.setTimeout(90_000);
    for (const host of ['localhost', '127.0.0.1']) {
      await openSettled(page, `http://${host}:${devPort}/blog`, blogPagePorts());
      await expect(page.getByRole('heading', { level: 1 }), host).toHaveText('Insights & Articles');
    }
  });

  test('an edit to a remote component shows in place, keeping state', async ({ page }) => {
    test.setTimeout(90_000);
    const heading = `Fast Refresh remote ${Date.now()}`;
    await expectEditInPlace(page, blogPage, (source) => withBlogHeading(source, heading), page.getByRole('heading', { level: 1, name: heading }));
  });

  test('an edit to the shell shows in place, keeping the remote page state', async ({ page }) => {
    test.setTimeout(90_000);
    const text = `Fast Refresh shell ${Date.now()}`;
    await expectEditInPlace(page, footer, (source) => source.replace('22+ years of experience', text), page.getByTestId('footer').getByText(text));
  });

  test('an edit Fast Refresh cannot apply reloads the page and says so', async ({ page }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openSettled(page, siteUrl('/blog'), blogPagePorts());
    const heading = `Fast Refresh reload ${Date.now()}`;

    // A page module that also exports a value is no longer only components: it cannot be swapped in place.
    await withEdit(
      blogPage,
      (source) =>
        withBlogHeading(source, heading).replace('export default BlogListPage;', 'export const notAComponent = 1;\n\nexport default BlogListPage;'),
      async () => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: EDIT_DEADLINE_MS });
        expect(await stillSamePage(page), 'the page was reloaded').toBe(false);
        await expect.poll(() => warnings.some((text) => text.includes('[Fast Refresh] Full reload: an edit in mfe-blog'))).toBe(true);
      },
    );
  });
});
