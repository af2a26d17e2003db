import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { testPorts } from './support/ports';

/*
 * The three tiers Playwright runs (the unit tier is vitest's), each a project run on its own by
 * `npm run test:<tier>` (scripts/test/runTiers.mjs), so each tier's time is its own:
 * - server: the gateway in the test's process over the production builds and the real content
 *   service, asked with `app.inject`; no browser.
 * - browser: one test per behaviour a visitor notices, in Chromium's headless shell.
 * - system: real processes (the cluster, dev servers, export, release commands, a team's clone,
 *   traces, a release judged under traffic).
 * Where a tier belongs is in docs/testing.md.
 */
const inChromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: findChromium({ headlessShell: true }), args: chromiumArgs },
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // Nothing is retried, in CI either: a test that passes only on a second try is a test to fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${testPorts.site}`,
    trace: 'off',
  },
  projects: [
    { name: 'server', testDir: './server' },
    { name: 'browser', testDir: './browser', use: inChromium },
    { name: 'system', testDir: './system', use: inChromium },
  ],
});
