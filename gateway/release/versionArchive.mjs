// @ts-check
// A remote's build folder as one archive (tar + gzip), the way a pipeline anywhere uploads a version:
// packed by the release commands, unpacked by the gateway into a folder of its own. Every entry is
// judged from the archive's headers before anything is written, so a crafted archive is refused
// whole rather than half-extracted.
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create, extract, list } from 'tar';

/** What an upload may weigh: the archive, what it unpacks to, and how many entries it holds. */
export const DEFAULT_UPLOAD_LIMITS = Object.freeze({ maxBytes: 50 * 1024 * 1024, maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: 5000 });
/** @typedef {{ maxBytes: number, maxUnpackedBytes: number, maxEntries: number }} UploadLimits */

/**
 * The bounds from the environment: `RELEASE_UPLOAD_MAX_MB` (the archive; what it may unpack to is four
 * times that). Throws on a value that is not a positive number, so a typo does not lift the bound.
 * @param {NodeJS.ProcessEnv} [env] @returns {UploadLimits}
 */
export function uploadLimitsFromEnv(env = process.env) {
  const given = env.RELEASE_UPLOAD_MAX_MB?.trim();
  if (!given) return DEFAULT_UPLOAD_LIMITS;
  const megabytes = Number(given);
  if (!(megabytes > 0)) throw new Error(`RELEASE_UPLOAD_MAX_MB must be a positive number of megabytes (got "${given}").`);
  const maxBytes = Math.round(megabytes * 1024 * 1024);
  return { ...DEFAULT_UPLOAD_LIMITS, maxBytes, maxUnpackedBytes: 4 * maxBytes };
}

/** The entry types a build folder holds; links, devices and FIFOs are refused. */
const PLAIN = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** An archive refused, with the reason a client is told. */
export class ArchiveRefused extends Error {}

/**
 * Packs a build folder (its contents at the archive's root, owners and modes left out).
 * @param {string} dir @returns {Promise<Buffer>}
 */
export async function packFolder(dir) {
  /** @type {Buffer[]} */
  const chunks = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, readdirSync(dir).sort());
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Why an entry's path would land outside its folder, or undefined when it stays inside.
 * @param {string} entryPath
 */
export function pathOutside(entryPath) {
  if (entryPath.startsWith('/') || /^[A-Za-z]:/.test(entryPath)) return `an absolute path (${entryPath})`;
  if (entryPath.includes('\\')) return `a backslash in a path (${entryPath})`;
  if (entryPath.includes('\0')) return 'a NUL byte in a path';
  if (entryPath.split('/').includes('..')) return `a path outside its folder (${entryPath})`;
  return undefined;
}

/**
 * Reads every header of the archive and refuses it when one entry is not a plain file or folder,
 * leaves the folder, or when it holds too much. Nothing is written.
 * @param {string} file @param {UploadLimits} limits
 * @returns {Promise<{ files: string[], unpackedBytes: number }>}
 */
async function judge(file, limits) {
  /** @type {string[]} */
  const refusals = [];
  /** @type {string[]} */
  const files = [];
  let unpackedBytes = 0;
  let entries = 0;
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entries += 1;
        const outside = pathOutside(entry.path);
        if (outside) refusals.push(outside);
        else if (!PLAIN.has(entry.type)) refusals.push(`a ${entry.type === 'SymbolicLink' ? 'symbolic link' : entry.type === 'Link' ? 'hard link' : entry.type} (${entry.path}): a build holds plain files and folders only`);
        else if (entry.type !== 'Directory') files.push(entry.path.replace(/^(\.\/)+/, ''));
        unpackedBytes += entry.size ?? 0;
      },
    });
  } catch (error) {
    throw new ArchiveRefused(`The upload is not a readable tar.gz archive (${error instanceof Error ? error.message : error}).`);
  }
  if (refusals.length) throw new ArchiveRefused(`The archive holds ${refusals[0]}${refusals.length > 1 ? ` and ${refusals.length - 1} more refused entr${refusals.length > 2 ? 'ies' : 'y'}` : ''}.`);
  if (entries > limits.maxEntries) throw new ArchiveRefused(`The archive holds ${entries} entries; at most ${limits.maxEntries} are taken.`);
  if (unpackedBytes > limits.maxUnpackedBytes) throw new ArchiveRefused(`The archive unpacks to ${mb(unpackedBytes)}; at most ${mb(limits.maxUnpackedBytes)} is taken.`);
  return { files, unpackedBytes };
}

/** @param {number} bytes */
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Unpacks an uploaded archive into `into` (an empty folder of the caller's), after judging every
 * entry; throws `ArchiveRefused` with the reason. The archive is written beside `into` first, so the
 * headers can be read twice (judged, then extracted) without keeping a second copy in memory.
 * @param {Buffer} archive @param {string} into @param {UploadLimits} [limits]
 * @returns {Promise<{ files: string[], unpackedBytes: number }>}
 */
export async function unpackArchive(archive, into, limits = DEFAULT_UPLOAD_LIMITS) {
  if (archive.length > limits.maxBytes) throw new ArchiveRefused(`The archive is ${mb(archive.length)}; at most ${mb(limits.maxBytes)} is taken.`);
  const file = `${into}.tgz`;
  writeFileSync(file, archive);
  const judged = await judge(file, limits);
  await extract({
    file,
    cwd: into,
    strict: true,
    // Whoever runs the gateway owns what it stores; the archive's times are not the version's.
    preserveOwner: false,
    noMtime: true,
    // Judged already; kept as a second line in case the two readings ever disagree.
    filter: (entryPath, entry) => !pathOutside(entryPath) && 'type' in entry && PLAIN.has(entry.type),
  });
  assertPlain(into);
  return judged;
}

/**
 * Walks what was unpacked without following links and throws on anything but plain files and folders.
 * @param {string} dir
 */
function assertPlain(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = lstatSync(file);
    if (stat.isDirectory()) assertPlain(file);
    else if (!stat.isFile()) throw new ArchiveRefused(`The archive unpacked to something other than a plain file (${name}).`);
  }
}
