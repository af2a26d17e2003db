// @ts-check
// A published version's files as the store keeps them: each file's path in the version's folder,
// its SHA-256 and size. What the PostgreSQL backend stores (one blob per distinct hash) and what
// a gateway's cache checks a folder against before it serves from it.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ path: string, hash: string, size: number }} VersionFile */

/** @param {Buffer} bytes */
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file under `dir`, sorted by path ('/'-separated), with its bytes. A link or anything but a
 * plain file or folder is refused: a version is its files, nothing that points elsewhere.
 * @param {string} dir
 * @returns {Array<VersionFile & { bytes: Buffer }>}
 */
export function readVersionFolder(dir) {
  /** @type {Array<VersionFile & { bytes: Buffer }>} */
  const files = [];
  /** @param {string} current */
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      const stat = lstatSync(file);
      if (stat.isDirectory()) walk(file);
      else if (stat.isFile()) {
        const bytes = readFileSync(file);
        files.push({ path: path.relative(dir, file).split(path.sep).join('/'), hash: sha256(bytes), size: bytes.length, bytes });
      } else throw new Error(`${file} is neither a file nor a folder: a version holds only files`);
    }
  };
  walk(dir);
  return files;
}

/**
 * A path of a version's file as stored: relative, '/'-separated, nothing that walks out.
 * @param {string} relative
 */
export function isVersionPath(relative) {
  return relative !== '' && !relative.startsWith('/') && !relative.includes('\\') && relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
