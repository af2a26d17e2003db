// @ts-check
// The versioned folders of the deploy store (`<store>/<remote>/<version>/`): immutable. With the
// files store they are the published versions; with PostgreSQL the versions are in the database and
// each process's folder is its cache of them (`postgres/versionCache.mjs`). Who asks which versions
// exist asks the store (`publishedVersions`), never a folder listing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, repoRoot } from '../paths.mjs';

/**
 * The versions of each open store, by the deploy folder it caches them in: what `publishedVersions`
 * answers for that folder. A store registers when it opens and leaves when it closes.
 * @type {Map<string, (remote: string) => string[]>}
 */
const openStores = new Map();

/**
 * While a store is open on `storeDir`, its published versions are what that folder stands for
 * (PostgreSQL: every version it holds, whether or not this folder has materialised it yet).
 * @param {string} storeDir @param {(remote: string) => string[]} list
 * @returns {() => void} the unregister
 */
export function registerVersionList(storeDir, list) {
  const key = path.resolve(storeDir);
  openStores.set(key, list);
  return () => {
    if (openStores.get(key) === list) openStores.delete(key);
  };
}

/**
 * A remote's published versions, oldest first: through the store open on `storeDir` in this
 * process (PostgreSQL's list, not the folder's), else the folder's own listing (the files store).
 * @param {string} storeDir @param {string} remote @returns {string[]}
 */
export function publishedVersions(storeDir, remote) {
  const list = openStores.get(path.resolve(storeDir));
  return list ? list(remote) : folderVersions(storeDir, remote);
}

/**
 * The versions whose folders are in `storeDir` (the files store's published versions), oldest first.
 * @param {string} storeDir @param {string} remote @returns {string[]}
 */
export function folderVersions(storeDir, remote) {
  const dir = path.join(storeDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
}

/** @param {string} dir */
function hashDir(dir) {
  const hash = createHash('sha256');
  /** @param {string} current */
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 8);
}

/**
 * Version of a remote's current build: its package version plus the commit, e.g. `1.4.0+3f2a9c1`.
 * A build from uncommitted changes also carries the hash of its output, so it never claims the
 * name of the committed build.
 * @param {string} remote
 */
export function buildVersion(remote) {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8'));
  let commit = 'nogit';
  let dirty = false;
  try {
    commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    dirty = execFileSync('git', ['status', '--porcelain', '--', remote, 'shared'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() !== '';
  } catch {
    dirty = true;
  }
  return formatVersion({ version, commit, dirty, contentHash: dirty ? hashDir(distDir(remote)) : undefined });
}

/**
 * `1.4.0+3f2a9c1`, or `1.4.0+3f2a9c1.dirty-<hash of the build>` for uncommitted work.
 * @param {{ version: string, commit: string, dirty: boolean, contentHash?: string }} parts
 */
export function formatVersion({ version, commit, dirty, contentHash }) {
  return dirty || commit === 'nogit' ? `${version}+${commit}.dirty-${contentHash}` : `${version}+${commit}`;
}

/**
 * Copies a folder (a remote's build) into `<store>/<remote>/<version>/` through a staging folder
 * and one rename. A published folder is never overwritten: publishing a version that exists is a
 * no-op. `move`: the folder is renamed into place instead of copied (it must be on the same disk).
 * @param {string} storeDir @param {string} remote @param {string} version
 * @param {{ from?: string, move?: boolean }} [options] `from`: the remote's build unless given
 * @returns {boolean} true when the folder was created now
 */
export function publish(storeDir, remote, version, { from = distDir(remote), move = false } = {}) {
  const target = path.join(storeDir, remote, version);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return false;
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = move ? from : `${target}.staging-${process.pid}`;
  if (!move) cpSync(from, staging, { recursive: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (!move) rmSync(staging, { recursive: true, force: true });
    // Another publish of the same version landed first: versions are immutable, this one is not stored.
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
  return true;
}
