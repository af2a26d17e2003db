import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ConsoleMessage, expect, type Page, type Request, type WebSocket } from '@playwright/test';

/**
 * Editing a remote's sources as its team would and watching the page: the Fast Refresh loop of `npm
 * run dev`, the dev-override loop inside a deployed site, a team's own checkout that publishes.
 */

/**
 * How long a test waits for an edit to show: a deadline for a machine that is busy, not a measure.
 * How fast an edit shows (the goal is about 1 s) is `npm run bench -- --edit`'s
 * (scripts/bench/editToScreen.mjs).
 */
export const EDIT_DEADLINE_MS = 30_000;

/** mfe-blog's list page, where the tests change the heading. */
export const BLOG_LIST_PAGE = 'src/pages/BlogListPage.tsx';

/** mfe-blog's list page source with its heading replaced by `heading`. */
export function withBlogHeading(source: string, heading: string) {
  const title = '<Title order={1}>{blogListCopy.title}</Title>';
  expect(source, 'the blog list page still has the heading the tests change').toContain(title);
  return source.replace(title, `<Title order={1}>${heading}</Title>`);
}

/**
 * Replaces `file`'s text in one step, as an editor's safe save does: written beside it, then renamed
 * over it. A write in place first empties the file, and a watcher that catches it empty compiles a
 * module with no component in it, which Fast Refresh cannot swap: the page reloads, as it should.
 */
function replaceText(file: string, text: string) {
  const next = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.next`);
  writeFileSync(next, text);
  renameSync(next, file);
}

/** Runs `edit` on `file`'s text, then `body`; the file is put back as it was afterwards. */
export async function withEdit(file: string, edit: (source: string) => string, body: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  const edited = edit(original);
  expect(edited, `the edit changes ${path.basename(file)}`).not.toBe(original);
  try {
    replaceText(file, edited);
    await body();
  } finally {
    replaceText(file, original);
  }
}

/** Marks the page's window: the mark survives anything but a full load. */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __hotEditMark?: number }).__hotEditMark = 1;
  });

/** True while the page marked by `markPage` has not been reloaded. */
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __hotEditMark?: number }).__hotEditMark === 1).catch(() => false);

/** The type of a dev server's message on its hot-update socket (`{"type":"ok"}`). */
function messageType(payload: string | Buffer): string | undefined {
  try {
    return JSON.parse(String(payload)).type;
  } catch {
    return undefined;
  }
}

/**
 * What the hot-update clients of a page hear: each dev server whose code is on the page keeps a
 * socket open to it (`ws://127.0.0.1:<port>/ws`) and says there when a compile starts (`invalid`)
 * and ends (`ok`, `still-ok`, `warnings`, `errors`); an update found is then applied in the page
 * (`[HMR] Checking for updates…` to `[HMR] App is up to date.`), or the page is reloaded (`[HMR]
 * Cannot apply update…`, `App updated. Reloading...`). Start watching before the page is opened.
 */
export function watchHotUpdates(page: Page) {
  let sockets = new Map<number, { open: boolean; compiled: boolean }>();
  let checking = 0;
  let reloading = false;
  const onRequest = (request: Request) => {
    // A new document: the old one's sockets and updates are gone with it.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      sockets = new Map();
      checking = 0;
      reloading = false;
    }
  };
  const onSocket = (socket: WebSocket) => {
    const url = new URL(socket.url());
    if (url.pathname !== '/ws') return;
    const state = { open: true, compiled: false };
    sockets.set(Number(url.port), state);
    socket.on('framereceived', ({ payload }) => {
      const type = messageType(payload);
      if (type === 'invalid') state.compiled = false;
      else if (type === 'ok' || type === 'still-ok' || type === 'warnings' || type === 'errors') state.compiled = true;
    });
    socket.on('close', () => {
      state.open = false;
    });
  };
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith('[HMR] Checking for updates')) checking += 1;
    else if (/^\[HMR\] (App is up to date|Nothing hot updated|Update failed)/.test(text)) checking = Math.max(0, checking - 1);
    else if (/^\[HMR\] Cannot (apply|find) update|App updated\. Reloading/.test(text)) reloading = true;
  };
  page.on('request', onRequest);
  page.on('websocket', onSocket);
  page.on('console', onConsole);
  return {
    /**
     * True once the dev servers on `ports` each have the page's socket open and their last compile
     * done, and no update is being applied or about to reload the page: the page stays as it is
     * until the next edit, and that edit reaches it.
     */
    settled: (ports: number[]) => !reloading && checking === 0 && ports.every((port) => sockets.get(port)?.open && sockets.get(port)?.compiled),
    stop() {
      page.off('request', onRequest);
      page.off('websocket', onSocket);
      page.off('console', onConsole);
    },
  };
}

/**
 * Opens `url` and waits until it stays: its heading is shown and the dev servers on `ports` are
 * settled (`watchHotUpdates`; a dev server compiles a page's code on its first visit, and an update
 * it cannot apply in place reloads the page). Then marks the page (`markPage`).
 */
export async function openSettled(page: Page, url: string, ports: number[]) {
  const hot = watchHotUpdates(page);
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: EDIT_DEADLINE_MS });
    await expect.poll(() => hot.settled(ports), { message: `the hot-update sockets of ports ${ports.join(', ')} open and idle`, timeout: EDIT_DEADLINE_MS }).toBe(true);
    await markPage(page);
  } finally {
    hot.stop();
  }
}
