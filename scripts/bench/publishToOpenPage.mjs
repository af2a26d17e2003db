// @ts-check

/** The article the live rows edit, by id and page. */
export const LIVE_ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';
/** Past this a publish counts as never shown (Infinity). */
const GIVE_UP_MS = 30_000;

/**
 * Publish → open page: `tabs` visitors, each in a browser window of their own (a tab behind another
 * in one window has its timers throttled to a second by Chromium, which a visitor reading the page
 * does not), with the article open on `origin` (round robin over `origins`; through Varnish, which
 * spreads their streams over the gateways) and their live streams answered; then `runs` edits of its
 * title (`edit`), each timed from just before the edit to when the last tab shows the new title,
 * without a reload. Returns the times in ms, Infinity for a run no tab showed within `GIVE_UP_MS`.
 * @param {{ browser: import('@playwright/test').Browser, origins: string[], tabs?: number, edit: (title: string) => Promise<void>, runs?: number }} options
 * @returns {Promise<number[]>}
 */
export async function publishToOpenPage({ browser, origins, tabs = origins.length, edit, runs = 20 }) {
  const contexts = await Promise.all(Array.from({ length: tabs }, () => browser.newContext()));
  try {
    const pages = await Promise.all(
      contexts.map(async (context, i) => {
        const page = await context.newPage();
        const listening = page.waitForResponse((response) => response.url().includes('/_live/events'));
        await page.goto(`${origins[i % origins.length]}${ARTICLE}`);
        await listening;
        return page;
      }),
    );
    /** @type {number[]} */
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const title = `Zero Trust, published live (${run}, ${Date.now()})`;
      const from = performance.now();
      await edit(title);
      const shown = pages.map((page) =>
        page.waitForFunction((expected) => document.querySelector('main h1')?.textContent === expected, title, { polling: 'raf', timeout: GIVE_UP_MS }),
      );
      times.push(await Promise.all(shown).then(() => performance.now() - from, () => Number.POSITIVE_INFINITY));
    }
    return times;
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
