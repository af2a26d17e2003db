// @ts-check
// `npm run bench`: size of each app's build and what a visitor's browser fetches and waits for on
// each page of the production site. Numbers to compare between changes, not pass/fail tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApps } from './buildApps.mjs';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { apps, defaultDataDir, distDir, repoRoot } from './paths.mjs';
import { serveSite } from './serve/serveSite.mjs';

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function buildSizes() {
  console.log('Build output (JavaScript and CSS, raw / gzip):');
  for (const app of apps) {
    let raw = 0;
    let gzip = 0;
    /** @param {string} dir */
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|css)$/.test(name)) {
          const content = readFileSync(file);
          raw += content.length;
          gzip += gzipSync(content).length;
        }
      }
    };
    walk(distDir(app));
    console.log(`  ${app.padEnd(14)} ${kb(raw).padStart(10)} / ${kb(gzip).padStart(9)}`);
  }
}

async function pageLoads() {
  const port = Number(process.env.BENCH_PORT ?? 4300);
  const site = await serveSite({
    port,
    ports: { cms: port + 1, relay: port + 2, chat: port + 3 },
    storeDir: path.join(repoRoot, '.deploy-bench'),
    outboxDir: path.join(defaultDataDir, 'bench-outbox'),
    log: () => {},
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  console.log('\nPage loads (cold cache; JS size, bytes over the wire, requests, first heading visible, load event):');
  for (const route of ['/', '/about', '/blog', '/blog/cmmi-3-level-3-appraisal-readiness', '/audit', '/faq', '/contact', '/get-quote']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let jsBytes = 0;
    let transferred = 0;
    let requests = 0;
    page.on('requestfinished', async (request) => {
      requests += 1;
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      if (request.url().endsWith('.js')) jsBytes += (await (await request.response())?.body().catch(() => Buffer.alloc(0)))?.length ?? 0;
    });
    const start = Date.now();
    await page.goto(`http://127.0.0.1:${port}${route}`);
    await page.locator('main h1').first().waitFor();
    const heading = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const load = await page.evaluate(() => {
      const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      return Math.round(nav.loadEventEnd);
    });
    console.log(
      `  ${route.padEnd(44)} ${kb(jsBytes).padStart(10)} ${kb(transferred).padStart(10)} ${String(requests).padStart(4)} req ${String(heading).padStart(6)} ms ${String(load).padStart(6)} ms`,
    );
    await context.close();
  }
  await browser.close();
  await site.close();
}

await buildApps({ onlyStale: true });
buildSizes();
await pageLoads();
