// @ts-check
// The versioned folders of the deploy store (`<store>/<remote>/<version>/`): immutable, shared by
// every gateway whichever backend holds the pointer.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, repoRoot } from '../paths.mjs';

/** @param {string} storeDir @param {string} remote @returns {string[]} */
export function publishedVersions(storeDir, remote) {
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
 * Copies a remote's build into `<store>/<remote>/<version>/`. A published folder is never
 * overwritten: publishing a version that exists is a no-op.
 * @param {string} storeDir @param {string} remote @param {string} version
 * @returns {boolean} true when the folder was created now
 */
export function publish(storeDir, remote, version) {
  const target = path.join(storeDir, remote, version);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return false;
  const staging = `${target}.staging-${process.pid}`;
  cpSync(distDir(remote), staging, { recursive: true });
  renameSync(staging, target);
  return true;
}
