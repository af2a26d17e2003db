// @ts-check
import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * Runs `change` while holding the deploy store's lock, so pointer writes from separate processes
 * (two release managers, a release and `npm start`, the release page) are serialised: each reads the
 * pointer after the previous one wrote it, and none is lost. `proper-lockfile` takes the lock with an
 * atomic `mkdir` (`remotes.json.lock`), keeps its mtime fresh while held, and treats a lock that has not
 * been refreshed for `stale` ms as left by a process that died (kill -9 mid-switch), taking it over.
 * @template T
 * @param {string} storeDir
 * @param {() => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function withPointerLock(storeDir, change) {
  mkdirSync(storeDir, { recursive: true });
  let release;
  try {
    release = await lockfile.lock(storeDir, {
      lockfilePath: `${storeDir}/remotes.json.lock`,
      realpath: false,
      stale: 10_000,
      // Up to ~15 s of waiting for another switch: a health check can take a few seconds.
      retries: { retries: 150, minTimeout: 20, maxTimeout: 100 },
    });
  } catch (error) {
    throw new Error(`another switch holds the deploy store's lock; nothing changed (${error instanceof Error ? error.message : error})`);
  }
  try {
    return await change();
  } finally {
    await release();
  }
}
