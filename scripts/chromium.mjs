// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Playwright's own Chromium if installed, else a system one. */
export function findChromium() {
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without its browser: fall through to the system's.
  }
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

/** Finds a Chromium, installing one if none is present, and says what it did. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian\'s chromium package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.log('No Chromium found: running `npx playwright install chromium`…');
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium could not be installed; set CHROMIUM_PATH to a Chromium binary.');
  console.log(`Chromium installed: ${installed}`);
  return installed;
}

/** Flags for a closed network and a root user. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
