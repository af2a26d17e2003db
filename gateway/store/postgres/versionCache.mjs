// @ts-check
// A gateway's deploy folder as a cache of the versions PostgreSQL holds. A version is materialised
// on first need: its files fetched, each checked against its hash, written into a folder of their
// own inside the deploy folder, then moved into place with one rename (a reader sees the whole
// version or none of it). A folder found on disk (an earlier run, another process) is checked file
// by file before it is used; a file served is checked again whenever its size, time or inode
// changed since it was last checked. A file that does not match is fetched again, never served.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../versionFiles.mjs';
import { readBlobs, versionFileList } from './versionRows.mjs';

/** Where versions are written before they are moved into place: a dot folder, which is never served. */
const MATERIALISING = '.materialising';

/** @typedef {{ list: Map<string, import('../versionFiles.mjs').VersionFile>, dir: string }} Ready */

/**
 * @param {{ storeDir: string, db: import('./versionRows.mjs').Queryable, log: (line: string) => void }} options
 */
export function createVersionCache({ storeDir, db, log }) {
  /** @type {Map<string, Promise<Ready | undefined>>} remote/version -> its folder, checked */
  const ready = new Map();
  /** @type {Map<string, string>} absolute file -> the stat it had when last checked */
  const checked = new Map();

  /** @param {import('node:fs').Stats} stat */
  const statKey = (stat) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

  /**
   * Whether the file on disk is the stored one, remembered by its stat.
   * @param {string} file @param {import('../versionFiles.mjs').VersionFile} entry
   */
  function matches(file, entry) {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return false;
    }
    if (checked.get(file) === statKey(stat)) return true;
    if (stat.size !== entry.size || sha256(readFileSync(file)) !== entry.hash) return false;
    checked.set(file, statKey(stat));
    return true;
  }

  /**
   * Fetches the files that do not match into a scratch file each, then renames each over its place.
   * @param {string} dir @param {import('../versionFiles.mjs').VersionFile[]} wrong
   */
  async function repair(dir, wrong) {
    const blobs = await readBlobs(db, wrong.map((entry) => entry.hash));
    for (const entry of wrong) {
      const file = path.join(dir, ...entry.path.split('/'));
      mkdirSync(path.dirname(file), { recursive: true });
      const scratch = `${file}.fetch-${randomBytes(4).toString('hex')}`;
      writeFileSync(scratch, /** @type {Buffer} */ (blobs.get(entry.hash)));
      renameSync(scratch, file);
      checked.set(file, statKey(statSync(file)));
    }
  }

  /** @param {string} dir @param {import('../versionFiles.mjs').VersionFile[]} files */
  async function checkFolder(dir, files) {
    const wrong = files.filter((entry) => !matches(path.join(dir, ...entry.path.split('/')), entry));
    if (wrong.length) {
      log(`[store] ${path.relative(storeDir, dir)}: ${wrong.length} file(s) missing or not matching their hash on disk; fetched again`);
      await repair(dir, wrong);
    }
  }

  /** @param {string} remote @param {string} version @returns {Promise<Ready | undefined>} */
  async function materialise(remote, version) {
    const files = await versionFileList(db, remote, version);
    if (!files) return undefined;
    const dir = path.join(storeDir, remote, version);
    const list = new Map(files.map((entry) => [entry.path, entry]));
    if (existsSync(dir)) {
      await checkFolder(dir, files);
      return { list, dir };
    }
    const scratch = path.join(storeDir, MATERIALISING, randomBytes(8).toString('hex'));
    try {
      const blobs = await readBlobs(db, files.map((entry) => entry.hash));
      for (const entry of files) {
        const file = path.join(scratch, ...entry.path.split('/'));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, /** @type {Buffer} */ (blobs.get(entry.hash)));
      }
      mkdirSync(path.dirname(dir), { recursive: true });
      try {
        renameSync(scratch, dir);
      } catch (error) {
        const code = /** @type {{ code?: string }} */ (error).code;
        // Another process on this folder put it in place meanwhile: checked like any folder found.
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      }
      await checkFolder(dir, files);
      return { list, dir };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /**
   * The version's folder, on disk and checked; undefined when the store holds no such version.
   * One materialisation per version at a time; one that failed is tried again at the next need.
   * @param {string} remote @param {string} version
   */
  function ensure(remote, version) {
    const key = `${remote}/${version}`;
    let pending = ready.get(key);
    if (!pending) {
      pending = materialise(remote, version);
      ready.set(key, pending);
      pending.then(
        (found) => found || ready.delete(key),
        () => ready.delete(key),
      );
    }
    return pending;
  }

  return {
    /** @param {string} remote @param {string} version */
    ensure: async (remote, version) => (await ensure(remote, version)) !== undefined,
    /**
     * Before a file of a version is served: false when the version holds no such file; else it is
     * on disk and is the stored one (checked again if it changed since; fetched again if it is not).
     * @param {string} remote @param {string} version @param {string} relative
     */
    async checkFile(remote, version, relative) {
      const found = await ensure(remote, version);
      const entry = found?.list.get(relative);
      if (!found || !entry) return false;
      // The precompressed copies the static handler may send instead.
      const variants = [entry, found.list.get(`${relative}.br`), found.list.get(`${relative}.gz`)].filter((variant) => variant !== undefined);
      const wrong = variants.filter((variant) => !matches(path.join(found.dir, ...variant.path.split('/')), variant));
      if (wrong.length) {
        log(`[store] ${remote}/${version}/${wrong.map((variant) => variant.path).join(', ')} changed on disk; fetched again`);
        await repair(found.dir, wrong);
      }
      return true;
    },
    /** The versions materialised (or on their way) in this process. */
    known: () => [...ready.keys()],
  };
}
