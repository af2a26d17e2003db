// @ts-check
// End-to-end tests against the production build: a Chromium, fresh builds, then Playwright.
import { spawn } from 'node:child_process';
import { buildApps } from './buildApps.mjs';
import { ensureChromium } from './chromium.mjs';
import { repoRoot } from './paths.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
await buildApps({ onlyStale: true });

const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
