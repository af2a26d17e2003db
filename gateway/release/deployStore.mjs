// @ts-check
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import path from 'node:path';
import { distDir, repoRoot } from '../paths.mjs';

/**
 * The pointer file, `remotes.json`: what the shell reads (`remotes`: name -> manifest URL of the
 * live version) and, beside it, each remote's release history for release managers.
 * live version and, beside it, each remote's release history for release managers, and the
 * canaries under way: a candidate version served to a share of visitors (`gateway/serve/delivery/`).
 * @typedef {{ version: string, at: string, action: 'release' | 'rollback' | 'switch' | 'promote' }} PointerEvent
 * @typedef {{ version: string, percent: number, since: string }} Canary
 * @typedef {{ remotes: Record<string, string>, releases: Record<string, { live: string, liveSince: string, history: PointerEvent[] }>, canaries?: Record<string, Canary> }} Pointer
 */

/** URL prefix under which the store's folders are served. */
export const STORE_URL_PREFIX = '/remotes';

/**
 * Named pointer sets over the same published versions. The gateway serves `production`
 * (`remotes.json`); `staging` (`environments/staging.json`) is seen through a preview link to the
 * whole set, and a version moves on with `npm run promote -- <remote> --from staging --to production`.
 */
export const ENVIRONMENTS = /** @type {const} */ (['production', 'staging']);
/** @typedef {typeof ENVIRONMENTS[number]} Environment */

/** @param {string} storeDir @param {Environment} [environment] */
export const pointerPath = (storeDir, environment = 'production') =>
  environment === 'production' ? path.join(storeDir, 'remotes.json') : path.join(storeDir, 'environments', `${environment}.json`);

/**
 * @param {string} storeDir
 * @param {Environment} [environment]
 * @returns {Pointer}
 */
export function readPointer(storeDir, environment = 'production') {
  const file = pointerPath(storeDir, environment);
  if (!existsSync(file)) return { remotes: {}, releases: {}, canaries: {} };
  const pointer = JSON.parse(readFileSync(file, 'utf8'));
  return { remotes: pointer.remotes ?? {}, releases: pointer.releases ?? {}, canaries: pointer.canaries ?? {} };
}

/** @type {Map<string, { stamp: string, pointer: Pointer }>} */
const pointersSeen = new Map();

/**
 * The pointer for a reader on every request (the gateway): parsed again only when its file changed
 * (a switch writes a new file), so a cache hit costs one `stat`. The object is shared and frozen:
 * change a copy from `readPointer`.
 * @param {string} storeDir @param {Environment} [environment]
 * @returns {Readonly<Pointer>}
 */
export function currentPointer(storeDir, environment = 'production') {
  const file = pointerPath(storeDir, environment);
  const stat = statSync(file, { throwIfNoEntry: false });
  const stamp = stat ? `${stat.ino}|${stat.mtimeMs}|${stat.size}` : 'none';
  const seen = pointersSeen.get(file);
  if (seen?.stamp === stamp) return seen.pointer;
  const pointer = Object.freeze(readPointer(storeDir, environment));
  pointersSeen.set(file, { stamp, pointer });
  return pointer;
}

/**
 * Writes the pointer atomically: a new file, synced, then renamed over the old one, so a reader
 * never sees half a file.
 * @param {string} storeDir
 * @param {Pointer} pointer
 * @param {Environment} [environment]
 */
export function writePointer(storeDir, pointer, environment = 'production') {
  const target = pointerPath(storeDir, environment);
  mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  const fd = openSync(temp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, target);
}

/** @param {string} remote @param {string} version */
export const manifestUrl = (remote, version) => `${STORE_URL_PREFIX}/${remote}/${version}/mf-manifest.json`;

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

/**
 * Points the live version of one remote at a published version; nothing else changes.
 * @param {string} storeDir @param {string} remote @param {string} version
 * @param {PointerEvent['action']} action
 * @param {Environment} [environment]
 */
export function switchLive(storeDir, remote, version, action, environment = 'production') {
  if (!publishedVersions(storeDir, remote).includes(version)) {
    throw new Error(`${remote} ${version} was never published to ${storeDir}`);
  }
  const pointer = readPointer(storeDir, environment);
  const result = applySwitch(pointer, remote, version, action);
  writePointer(storeDir, pointer, environment);
  return result;
}

/**
 * The change of a switch, made to a pointer in memory (each store backend then writes it its way).
 * @param {Pointer} pointer changed in place @param {string} remote @param {string} version
 * @param {PointerEvent['action']} action
 */
export function applySwitch(pointer, remote, version, action) {
  const at = new Date().toISOString();
  const previous = pointer.releases[remote];
  pointer.remotes[remote] = manifestUrl(remote, version);
  pointer.releases[remote] = {
    live: version,
    liveSince: at,
    history: [...(previous?.history ?? []), { version, at, action }],
  };
  return { previous: previous?.live, current: version };
}

/**
 * Starts (`percent` > 0) or ends (`undefined`) the canary of one remote; the live version is untouched.
 * @param {string} storeDir @param {string} remote @param {{ version: string, percent: number } | undefined} canary
 */
export function setCanary(storeDir, remote, canary) {
  const pointer = readPointer(storeDir);
  const previous = applyCanary(pointer, remote, canary);
  writePointer(storeDir, pointer);
  return previous;
}

/**
 * A canary started or ended, in a pointer in memory; returns the canary it replaced.
 * @param {Pointer} pointer changed in place @param {string} remote @param {{ version: string, percent: number } | undefined} canary
 */
export function applyCanary(pointer, remote, canary) {
  const canaries = (pointer.canaries ??= {});
  const previous = canaries[remote];
  if (canary) canaries[remote] = { ...canary, since: new Date().toISOString() };
  else delete canaries[remote];
  return previous;
}

/**
 * The version that was live before the current one: walking the history back, the first entry
 * whose version differs from the live version.
 * @param {Pointer} pointer @param {string} remote
 */
export function previousVersion(pointer, remote) {
  const release = pointer.releases[remote];
  if (!release) return undefined;
  return [...release.history].reverse().find((event) => event.version !== release.live)?.version;
}
