// @ts-check
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** How long a switch waits for another one to finish before it gives up. */
const WAIT_MS = 15_000;
const RETRY_MS = 20;

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * The pid in a lock file; NaN while its holder has not written it yet, undefined once it is gone.
 * @param {string} lockFile
 */
function readHolder(lockFile) {
  try {
    return Number(readFileSync(lockFile, 'utf8').trim() || Number.NaN);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` while holding the deploy store's lock, so pointer writes from separate processes
 * (two release managers, a release and `npm start`) are serialised: each reads the pointer after the
 * previous one wrote it, and none is lost. The lock is a file created exclusively (`wx`) holding the
 * holder's pid; a lock left by a process that died is taken over.
 * @template T
 * @param {string} storeDir
 * @param {() => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function withPointerLock(storeDir, change) {
  mkdirSync(storeDir, { recursive: true });
  const lockFile = path.join(storeDir, 'remotes.json.lock');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      // Released between our attempt and this read: try again at once.
      if (holder === undefined) continue;
      // A holder that died (kill -9 mid-switch) never releases: its lock is stale.
      if (Number.isInteger(holder) && !isAlive(holder)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another switch holds ${lockFile} (pid ${holder}); nothing changed`);
      await sleep(RETRY_MS);
    }
  }
  try {
    return await change();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
