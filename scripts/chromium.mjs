// @ts-check
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ensureSystemPackages } from './systemPackages.mjs';

const require = createRequire(import.meta.url);

/**
 * The browser the tests drive: `CHROMIUM_PATH` if set, else, with `headlessShell`, Chromium's
 * headless shell (Debian's `chromium-headless-shell`, lighter than the full browser and what
 * Playwright itself runs headless by default), else Playwright's own Chromium, else a system one.
 * @param {{ headlessShell?: boolean }} [options]
 */
export function findChromium({ headlessShell = false } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (headlessShell && existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without its browser: fall through to the system's.
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}

/** Finds a Chromium, installing Debian's as root if none is present (`systemPackages.mjs`). */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const missing = ensureSystemPackages(['bench']);
  if (missing) throw new Error(missing);
  const installed = findChromium();
  if (!installed) throw new Error('Chromium could not be installed; set CHROMIUM_PATH to a Chromium binary.');
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
