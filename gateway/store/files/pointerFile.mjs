// @ts-check
// The pointer on the files: `remotes.json` (and `environments/<name>.json`) in the deploy store.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import path from 'node:path';
import { applyCanary, applySwitch } from '../pointer.mjs';
import { publishedVersions } from '../versions.mjs';

/**
 * @typedef {import('../pointer.mjs').Pointer} Pointer
 * @typedef {import('../pointer.mjs').PointerEvent} PointerEvent
 * @typedef {import('../pointer.mjs').Environment} Environment
 */

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
 * Starts (`percent` > 0) or ends (`undefined`) the canary of one remote; the live version is untouched.
 * @param {string} storeDir @param {string} remote @param {{ version: string, percent: number } | undefined} canary
 */
export function setCanary(storeDir, remote, canary) {
  const pointer = readPointer(storeDir);
  const previous = applyCanary(pointer, remote, canary);
  writePointer(storeDir, pointer);
  return previous;
}
