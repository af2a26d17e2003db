// @ts-check
// What a visitor on a slow phone feels (issue 27): per route, first contentful paint, hydrated
// (`site:interactive`) and the window between them, when taps do nothing unless the HTML handles
// them; client navigation into another remote, cold and after hover; INP of opening the mobile
// menu and of typing into the contact form. Chromium's own throttling (DevTools protocol), not
// Lighthouse's simulation: the loader's timing (paint first, then fetch) is what is measured; or,
// where Early Hints are measured, the phone's link as a proxy every request goes through
// (`phoneLink.mjs`: DevTools does not throttle what a 103 makes the browser fetch), with the CPU
// still Chromium's.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The profile of issue 27: 150 ms RTT, 1.6 Mbps down, 4× CPU, a phone's viewport. */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerS: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

/** The mark the shell sets once it has hydrated (`shell/src/ssr/useHydratedMark.ts`). */
const INTERACTIVE_MARK = 'site:interactive';

/** web-vitals' own INP, as a classic script the page runs before anything else. */
const webVitalsScript = readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * How the phone's network is made: Chromium's emulation (`devtools`), or the browser was launched
 * behind the phone's link (`link`: `phoneLink.mjs`), which nothing here needs to set.
 * @typedef {'devtools' | 'link'} PhoneNetwork
 */

/**
 * A fresh context (a first visit) with the phone's network and CPU.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ phone?: boolean, network?: PhoneNetwork }} [options] phone: the phone's viewport, touch; else a laptop's (hover)
 */
async function throttledPage(browser, { phone = true, network = 'devtools' } = {}) {
  const context = await browser.newContext(
    phone ? { viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await page.addInitScript(
    `${webVitalsScript};window.__inp=0;webVitals.onINP(function(m){window.__inp=Math.max(window.__inp,m.value)},{reportAllChanges:true,durationThreshold:0});` +
      // The page's largest paint as the browser records it on this profile (the field's LCP, not Lighthouse's simulation).
      `window.__lcp=NaN;webVitals.onLCP(function(m){window.__lcp=m.value},{reportAllChanges:true});` +
      `window.__cls=0;webVitals.onCLS(function(m){window.__cls=m.value},{reportAllChanges:true});`,
  );
  const cdp = await context.newCDPSession(page);
  if (network === 'devtools') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBytesPerS,
      uploadThroughput: PHONE_PROFILE.uploadBytesPerS,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { page, close: () => context.close() };
}

/** @param {import('@playwright/test').Page} page */
const waitForHydration = (page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 60_000, polling: 50 });

/**
 * First contentful paint, largest contentful paint and hydration of one page load, in the page's own
 * clock. LCP is read once the page has loaded (its images in): the last candidate by then.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {PhoneNetwork} network
 */
async function paintAndHydration(browser, url, network) {
  const { page, close } = await throttledPage(browser, { network });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await waitForHydration(page);
    await page.waitForLoadState('load');
    return await page.evaluate((mark) => {
      const hydratedMs = performance.getEntriesByName(mark)[0].startTime;
      // The network's share of the wait: when the last script asked for before hydration had arrived,
      // and everything that had come over the wire by then (the document included).
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const scripts = resources.filter((r) => r.startTime < hydratedMs && /\.js(\?|$)/.test(r.name));
      const scriptsInMs = scripts.length ? Math.max(...scripts.map((r) => r.responseEnd)) : NaN;
      const [document] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      const bytesBy = [document, ...resources].filter((r) => r.responseEnd <= scriptsInMs).reduce((sum, r) => sum + r.transferSize, 0);
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcpMs: /** @type {any} */ (window).__lcp,
        cls: /** @type {any} */ (window).__cls,
        scriptsInMs,
        scriptsInKiB: scripts.length ? bytesBy / 1024 : NaN,
        hydratedMs,
      };
    }, INTERACTIVE_MARK);
  } finally {
    await close();
  }
}

/**
 * Milliseconds from a click on the navbar's link to `target` until the new page's heading shows,
 * timed in the page (click event to the first frame with a new `main h1`). `hover`: the pointer
 * rests on the link first until the network is quiet, as a visitor's would before clicking.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} from @param {string} target @param {boolean} hover @param {PhoneNetwork} network
 */
async function crossRemoteNavigation(browser, origin, from, target, hover, network) {
  const { page, close } = await throttledPage(browser, { phone: false, network });
  try {
    await page.goto(`${origin}${from}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const link = page.locator(`header nav a[href="${target}"]`).first();
    if (hover) {
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => {
      const before = document.querySelector('main h1');
      /** @type {any} */ (window).__navMs = new Promise((resolve) => {
        document.addEventListener(
          'click',
          () => {
            const start = performance.now();
            const check = () => {
              const heading = document.querySelector('main h1');
              if (heading && heading !== before && heading.textContent) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    });
    await link.click();
    return /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__navMs));
  } finally {
    await close();
  }
}

/**
 * INP (web-vitals) of one interaction on a hydrated page.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {(page: import('@playwright/test').Page) => Promise<void>} interact @param {PhoneNetwork} network
 */
async function interactionInp(browser, url, interact, network) {
  const { page, close } = await throttledPage(browser, { network });
  try {
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await interact(page);
    // web-vitals reports an interaction once its next frame has painted.
    await page.waitForFunction(() => /** @type {any} */ (window).__inp > 0, undefined, { timeout: 10_000 }).catch(() => {});
    return /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__inp));
  } finally {
    await close();
  }
}

/**
 * @typedef {{ route: string, fcpMs: number, lcpMs: number, cls: number, scriptsInMs: number, scriptsInKiB: number, hydratedMs: number, windowMs: number }} RouteFeel
 * @typedef {{ label: string, coldMs: number, hoverMs: number }} NavigationFeel
 * @typedef {{ label: string, inpMs: number }} InteractionFeel
 * @typedef {{ routes: RouteFeel[], navigations: NavigationFeel[], interactions: InteractionFeel[] }} PhoneFeel
 */

/** The cross-remote navigations measured: from the home page (mfe-marketing) into each other remote's page in the bar. */
export const CROSS_REMOTE_LINKS = [
  { from: '/', to: '/contact', label: '/ → /contact (mfe-forms)' },
  { from: '/', to: '/about', label: '/ → /about (same remote)' },
];

/**
 * Every measurement of each site, the median of `runs`. With two sites (a baseline and this one), each
 * run measures one and then the other, so whatever else the machine is doing weighs on both alike;
 * measured one site after the other, a minute of load on one side read as a change.
 * @param {import('@playwright/test').Browser} browser @param {string[]} origins @param {string[]} pageRoutes @param {number} runs
 * @param {PhoneNetwork} [network] `link`: the browser was launched behind the phone's link
 * @returns {Promise<PhoneFeel[]>} one per origin, in order
 */
export async function measurePhoneFeel(browser, origins, pageRoutes, runs, network = 'devtools') {
  /** Per origin, the median of `runs` of `measure`, the origins taking turns within each run. @template T @param {(origin: string) => Promise<T>} measure */
  const interleaved = async (measure) => {
    /** @type {T[][]} */
    const samples = origins.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [i, origin] of origins.entries()) samples[i].push(await measure(origin));
    }
    return samples;
  };
  /** @type {PhoneFeel[]} */
  const feels = origins.map(() => ({ routes: [], navigations: [], interactions: [] }));
  for (const route of pageRoutes) {
    const perOrigin = await interleaved((origin) => paintAndHydration(browser, `${origin}${route}`, network));
    perOrigin.forEach((samples, i) => {
      const fcpMs = median(samples.map((s) => s.fcpMs));
      const lcpMs = median(samples.map((s) => s.lcpMs));
      const hydratedMs = median(samples.map((s) => s.hydratedMs));
      const scriptsInMs = median(samples.map((s) => s.scriptsInMs));
      const scriptsInKiB = median(samples.map((s) => s.scriptsInKiB));
      // The worst run's layout shift: a shift is a fault, not noise.
      const cls = Math.max(...samples.map((s) => s.cls));
      feels[i].routes.push({ route, fcpMs, lcpMs, cls, scriptsInMs, scriptsInKiB, hydratedMs, windowMs: median(samples.map((s) => s.hydratedMs - s.fcpMs)) });
    });
  }
  for (const { from, to, label } of CROSS_REMOTE_LINKS) {
    const perOrigin = await interleaved(async (origin) => ({
      cold: await crossRemoteNavigation(browser, origin, from, to, false, network),
      hover: await crossRemoteNavigation(browser, origin, from, to, true, network),
    }));
    perOrigin.forEach((samples, i) => feels[i].navigations.push({ label, coldMs: median(samples.map((s) => s.cold)), hoverMs: median(samples.map((s) => s.hover)) }));
  }
  // Raw input, as a finger and a keyboard give it: a locator's tap or typing first runs Playwright's
  // own checks in the page (visibility, stability, hit target), main-thread work a visitor's tap
  // does not have, and which INP on a 4x-slowed CPU counted as the page's delay.
  const openMenu = async (/** @type {import('@playwright/test').Page} */ page) => {
    const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    if (!box) throw new Error('no menu button on the page');
    await page.waitForTimeout(500);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };
  const typeContact = async (/** @type {import('@playwright/test').Page} */ page) => {
    await page.locator('main form input, main form textarea').first().focus();
    await page.waitForTimeout(500);
    await page.keyboard.type('Ada', { delay: 50 });
  };
  for (const [label, path, interact] of /** @type {const} */ ([
    ['open the mobile menu (/)', '/', openMenu],
    ['type into the contact form (/contact)', '/contact', typeContact],
  ])) {
    const perOrigin = await interleaved((origin) => interactionInp(browser, `${origin}${path}`, interact, network));
    perOrigin.forEach((samples, i) => feels[i].interactions.push({ label, inpMs: median(samples) }));
  }
  return feels;
}
