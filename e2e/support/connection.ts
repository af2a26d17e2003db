import type { Page } from '@playwright/test';

/**
 * Slow connections, as Chromium classifies them: from these round-trip times Chromium 156 reports
 * `navigator.connection.effectiveType` as the name (it moves to '2g' at about 1.5 s and to 'slow-2g' at
 * about 2.3 s, with a few percent of per-site noise, so each latency sits well inside its band).
 */
export const slowConnections = {
  '2g': { latency: 1800, kbps: 50 },
  'slow-2g': { latency: 3000, kbps: 20 },
} as const;

export type SlowConnection = keyof typeof slowConnections;

/**
 * The visitor's connection as Chromium itself emulates it through the DevTools protocol, so the page
 * reads `navigator.connection` from the browser, not from an object a script put there:
 * - Save-Data: `Emulation.setDataSaverOverride` (what Chrome's data saver set; Chromium then reports
 *   `saveData: true`, though it sends no `Save-Data` header, which the site does not read anyway);
 * - a slow connection: `Network.overrideNetworkState` (the state `navigator.connection` reports,
 *   effective type computed by Chromium from the latency and throughput) together with
 *   `Network.emulateNetworkConditionsByRule` (the requests really take that long). These two replace
 *   the deprecated `Network.emulateNetworkConditions`, which did both.
 * The session stays attached for the page's life: detaching would end the emulation.
 */
export async function emulatedConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return {
    async saveData(on: boolean) {
      // Without a value the override is lifted.
      await cdp.send('Emulation.setDataSaverOverride', on ? { dataSaverEnabled: true } : {});
    },
    /** A slow connection from now on, or (undefined) the machine's own again. */
    async slow(name: SlowConnection | undefined) {
      const profile = name ? slowConnections[name] : undefined;
      const conditions = profile
        ? { latency: profile.latency, downloadThroughput: (profile.kbps * 1024) / 8, uploadThroughput: (profile.kbps * 1024) / 8 }
        : { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
      await cdp.send('Network.emulateNetworkConditionsByRule', {
        matchedNetworkConditions: profile ? [{ urlPattern: '', ...conditions, connectionType: 'cellular2g' }] : [],
      });
      await cdp.send('Network.overrideNetworkState', { offline: false, ...conditions, ...(profile ? { connectionType: 'cellular2g' } : {}) });
    },
  };
}

/** What the page reads from `navigator.connection` (Chromium's Network Information API). */
export function pageConnection(page: Page) {
  return page.evaluate(() => {
    const connection = (navigator as Navigator & { connection?: { saveData: boolean; effectiveType: string } }).connection;
    return { saveData: connection?.saveData, effectiveType: connection?.effectiveType };
  });
}
