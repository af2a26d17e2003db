import type { Page } from '@playwright/test';

/**
 * Timed behaviour on the page's own fake clock (Playwright's `page.clock`), so a test of "still there
 * at 1.9 s, gone at 2 s" does not depend on how busy the machine is.
 *
 * Call `page.clock.install()` before the page loads: the fake clock then runs with the wall clock
 * while the page loads and hydrates (the loader, React and the federation runtime need their timers,
 * frames and idle callbacks), and `pauseClock` stops it once the page is ready. From then on the
 * page's time moves only by `advance` (`page.clock.runFor`), so a timer a click starts fires exactly
 * when the test says, however long the machine takes to get there.
 */

/**
 * Stops the page's clock: its timers (setTimeout, requestAnimationFrame, AbortSignal.timeout, …) wait
 * for `page.clock.runFor`. The clock is stopped a second ahead of the page's "now" (firing what was due
 * by then once), since the page's time keeps flowing while the test asks for it.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      // On a very busy machine the page's clock may have run past the target already: ask again.
      if (attempt >= 3 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * Lets the page finish the work a timer started (React renders a state change in a task of its own,
 * scheduled by message, which the fake clock does not hold back) before the test looks at the page.
 * Without it, "still open at 99 ms" could be read before a too-early close had been rendered.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Moves the page's paused clock on by `ms`, firing every timer due by then, and lets the page render what they did. */
export async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}
