import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Editing a remote's sources as its team would and watching the page: the Fast Refresh loop of `npm
 * run dev`, the dev-override loop inside a deployed site, a team's own checkout that publishes.
 */

/** Edit to screen: the goal is about 1 s; the bound leaves room for a busy CI machine. */
export const EDIT_SHOWS_WITHIN_MS = 5_000;

/** mfe-blog's list page, where the tests change the heading. */
export const BLOG_LIST_PAGE = 'src/pages/BlogListPage.tsx';

/** mfe-blog's list page source with its heading replaced by `heading`. */
export function withBlogHeading(source: string, heading: string) {
  const title = '<Title order={1}>{blogListCopy.title}</Title>';
  expect(source, 'the blog list page still has the heading the tests change').toContain(title);
  return source.replace(title, `<Title order={1}>${heading}</Title>`);
}

/** Runs `edit` on `file`'s text, then `body`; the file is put back as it was afterwards. */
export async function withEdit(file: string, edit: (source: string) => string, body: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  const edited = edit(original);
  expect(edited, `the edit changes ${path.basename(file)}`).not.toBe(original);
  try {
    writeFileSync(file, edited);
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

/** Marks the page's window: the mark survives anything but a full load. */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __hotEditMark?: number }).__hotEditMark = 1;
  });

/** True while the page marked by `markPage` has not been reloaded. */
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __hotEditMark?: number }).__hotEditMark === 1).catch(() => false);
