// @ts-check
// The files store's published versions: the deploy folder's `<remote>/<version>/` folders, as they
// have always been. Nothing to fetch and nothing to check: the folder is the store.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { folderVersions, publish } from '../versions.mjs';

/** @param {string} dir @returns {{ files: number, bytes: number }} */
function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/**
 * @param {string} storeDir
 * @returns {import('../store.mjs').Versions}
 */
export function folderVersionStore(storeDir) {
  const exists = (/** @type {string} */ remote, /** @type {string} */ version) => existsSync(path.join(storeDir, remote, version, 'mf-manifest.json'));
  return {
    list: (remote) => folderVersions(storeDir, remote),
    published: async (remote) => folderVersions(storeDir, remote),
    publish: async (remote, version, from, { move = false } = {}) => publish(storeDir, remote, version, { from, move }),
    ensure: async (remote, version) => exists(remote, version),
    ensureSet: async () => {},
    checkFile: async () => true,
    warm: async () => {},
    follow: () => () => {},
    async usage() {
      let versions = 0;
      let namedBytes = 0;
      let blobs = 0;
      for (const remote of existsSync(storeDir) ? readdirSync(storeDir) : []) {
        for (const version of folderVersions(storeDir, remote)) {
          const size = sizeOf(path.join(storeDir, remote, version));
          versions += 1;
          namedBytes += size.bytes;
          blobs += size.files;
        }
      }
      // A folder per version: every file is kept in each version that has it.
      return { versions, namedBytes, blobs, storedBytes: namedBytes, onDiskBytes: namedBytes };
    },
  };
}
