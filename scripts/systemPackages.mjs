// @ts-check
// What the test tiers and the bench drive besides Node: Debian's packages, each found where Debian puts it (or on
// PATH). `ensureSystemPackages(tiers)` installs the missing ones as root (one package-list update,
// only when something is missing), and otherwise names them in one line and stops, before any test
// runs: a tier that would throw halfway for want of a binary is not a test result.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** True when `name` is an executable on PATH or at one of `paths`. @param {string} name @param {string[]} [paths] */
function onMachine(name, paths = []) {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)));
  return onPath || paths.some((p) => existsSync(p));
}

/** True when some `/usr/lib/<dir>/<rest>` exists (Debian's multiarch and versioned folders). @param {string} rest */
const underUsrLib = (rest) => {
  if (!existsSync('/usr/lib')) return false;
  return readdirSync('/usr/lib').some((dir) => existsSync(path.join('/usr/lib', dir, rest)));
};

/**
 * Each Debian package the tiers need, the tiers that need it and how to tell it is there. Unit tests
 * start PostgreSQL, HAProxy and promtool themselves (the store's contract, the edge's config, the
 * metrics' rules); the browser tier drives Chromium's headless shell; the system tier runs all of
 * them as a cluster (Varnish with xkey, Prometheus); the bench's Lighthouse and phone runs keep the
 * full Chromium.
 * @type {{ name: string, tiers: string[], present: () => boolean }[]}
 */
export const SYSTEM_PACKAGES = [
  { name: 'postgresql', tiers: ['unit', 'system'], present: () => (onMachine('initdb') && onMachine('pg_ctl')) || existsSync('/usr/lib/postgresql') },
  { name: 'haproxy', tiers: ['unit', 'system'], present: () => onMachine('haproxy', ['/usr/sbin/haproxy']) },
  { name: 'openssl', tiers: ['unit', 'system'], present: () => onMachine('openssl') },
  { name: 'prometheus', tiers: ['unit', 'system'], present: () => onMachine('prometheus') && onMachine('promtool') },
  { name: 'chromium-headless-shell', tiers: ['browser', 'system'], present: () => Boolean(process.env.CHROMIUM_PATH) || onMachine('chromium-headless-shell', ['/usr/bin/chromium-headless-shell']) },
  { name: 'chromium', tiers: ['bench'], present: () => Boolean(process.env.CHROMIUM_PATH) || onMachine('chromium', ['/usr/bin/chromium']) },
  { name: 'varnish', tiers: ['system'], present: () => onMachine('varnishd', ['/usr/sbin/varnishd']) },
  { name: 'varnish-modules', tiers: ['system'], present: () => underUsrLib('varnish/vmods/libvmod_xkey.so') },
];

/** The packages `tiers` need that this machine lacks. @param {string[]} tiers @param {typeof SYSTEM_PACKAGES} [packages] */
export const missingPackages = (tiers, packages = SYSTEM_PACKAGES) =>
  packages.filter((pkg) => pkg.tiers.some((tier) => tiers.includes(tier)) && !pkg.present()).map((pkg) => pkg.name);

/** The one line that names what is missing and how to get it. @param {string[]} missing */
export const missingLine = (missing) => `Missing Debian packages for these tests: ${missing.join(' ')}. As root, run: apt-get update && apt-get install -y ${missing.join(' ')}`;

/**
 * Makes sure `tiers` can run: as root, installs what is missing; as anyone else, returns the line
 * that names it (the caller stops). Undefined when the machine is ready.
 * @param {string[]} tiers
 * @returns {string | undefined}
 */
export function ensureSystemPackages(tiers) {
  const missing = missingPackages(tiers);
  if (missing.length === 0) return undefined;
  if (process.getuid?.() !== 0) return missingLine(missing);
  console.log(`Installing Debian's ${missing.join(' ')} for the tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = missingPackages(tiers);
  return still.length ? missingLine(still) : undefined;
}
