// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * One accepted form submission, as stored on disk (one JSON file per record).
 * @typedef {object} SubmissionRecord
 * @property {string} id         file name without `.json`, so a record can be found from its id
 * @property {string} receivedAt ISO timestamp (UTC, ms precision)
 * @property {string} ip         client address as Fastify saw it
 * @property {Record<string, unknown>} fields the submitted fields minus access_key and botcheck
 * @property {string} [idempotencyKey] the client's key for this submission, when it sent one
 */

/** Only finished records match; temp files start with a dot and end in `.tmp`. */
const RECORD_FILE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.json$/;

/** Errors from fsync on a directory on platforms/file systems that cannot do it (e.g. Windows). */
const DIR_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP']);

let lastStampMs = 0;

/**
 * File names sort by time, so two submissions within the same millisecond get +1 ms to keep
 * newest-first listing in arrival order. A real clock step backwards (> 1 s) is taken as is.
 */
function nextTimestamp() {
  const now = Date.now();
  lastStampMs = now > lastStampMs || lastStampMs - now > 1000 ? now : lastStampMs + 1;
  return new Date(lastStampMs).toISOString();
}

/** A temp file of saveSubmission: `.<id>.tmp`. */
const TEMP_FILE = /^\.[^/]+\.tmp$/;

/**
 * Creates the outbox and removes temp files a crash left behind: a temp file was never renamed,
 * so its submission was never acknowledged, and the client saw an error it may retry.
 * @param {string} dataDir
 * @returns {Promise<number>} how many orphans were removed
 */
export async function ensureStore(dataDir) {
  await mkdir(dataDir, { recursive: true });
  let removed = 0;
  for (const name of await readdir(dataDir)) {
    if (!TEMP_FILE.test(name)) continue;
    await unlink(path.join(dataDir, name)).catch(() => {});
    removed += 1;
  }
  return removed;
}

/**
 * Writes a submission durably: temp file in the same directory, fsync, rename, fsync the
 * directory. Only when this resolves is the record guaranteed to survive a crash, and a crash
 * at any point leaves either no record or a complete one (never a half-written `.json`).
 * @param {string} dataDir
 * @param {{ ip: string, fields: Record<string, unknown>, idempotencyKey?: string }} submission
 * @returns {Promise<SubmissionRecord>}
 */
export async function saveSubmission(dataDir, { ip, fields, idempotencyKey }) {
  const receivedAt = nextTimestamp();
  const id = `${receivedAt.replaceAll(':', '-')}-${randomBytes(6).toString('hex')}`;
  /** @type {SubmissionRecord} */
  const record = { id, receivedAt, ip, fields, ...(idempotencyKey ? { idempotencyKey } : {}) };
  const finalPath = path.join(dataDir, `${id}.json`);
  const tempPath = path.join(dataDir, `.${id}.tmp`);

  /** @type {import('node:fs/promises').FileHandle | undefined} */
  let handle;
  try {
    handle = await open(tempPath, 'wx');
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(tempPath, finalPath);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(tempPath).catch(() => {});
    throw error;
  }
  // Without this the rename itself may not survive a power loss. If it fails the caller answers
  // an error although the file exists; a retried duplicate is better than a lost message.
  await syncDirectory(dataDir);
  return record;
}

/** @param {string} dir */
async function syncDirectory(dir) {
  /** @type {import('node:fs/promises').FileHandle | undefined} */
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (!code || !DIR_SYNC_UNSUPPORTED.has(code)) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Stored submissions, newest first. Files that are not finished records, cannot be read or
 * do not parse are skipped, so one damaged file never hides the rest.
 * @param {string} dataDir
 * @param {{ limit?: number }} [options] at most this many records (default: all)
 * @returns {Promise<SubmissionRecord[]>}
 */
export async function listSubmissions(dataDir, { limit = Infinity } = {}) {
  /** @type {string[]} */
  let names;
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  const newestFirst = names.filter((name) => RECORD_FILE.test(name)).sort().reverse();

  /** @type {SubmissionRecord[]} */
  const records = [];
  for (const name of newestFirst) {
    if (records.length >= limit) break;
    const record = await readRecord(path.join(dataDir, name));
    if (record) records.push(record);
  }
  return records;
}

/**
 * @param {string} file
 * @returns {Promise<SubmissionRecord | null>}
 */
async function readRecord(file) {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * @param {unknown} value
 * @returns {value is SubmissionRecord}
 */
function isRecord(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { id, receivedAt, fields } = /** @type {Record<string, unknown>} */ (value);
  return typeof id === 'string' && typeof receivedAt === 'string'
    && typeof fields === 'object' && fields !== null && !Array.isArray(fields);
}
