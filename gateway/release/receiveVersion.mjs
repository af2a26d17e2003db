// @ts-check
// A version uploaded over HTTP becomes a published version only whole and healthy: it is unpacked
// into a folder of its own inside the deploy folder, judged there as the gate judges a switch, then
// stored (`store.versions.publish`: a rename into place on the files, PostgreSQL's rows otherwise). Refused, nothing of
// it stays, and the refusal is in the audit log with the reason.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, remoteNames } from '@site/shared/remotes';
import { distDir } from '../paths.mjs';
import { writePointer } from '../store/files/pointerFile.mjs';
import { checkVersion } from './gate.mjs';
import { ArchiveRefused, DEFAULT_UPLOAD_LIMITS, unpackArchive } from './versionArchive.mjs';

/** A version's folder name: what `buildVersion` makes (`1.4.0+3f2a9c1`, `…dirty-<hash>`), nothing that walks. */
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

/** Where uploads are unpacked and judged: a dot folder, which the store never serves. */
const INCOMING = '.incoming';

/** A scratch folder older than this was left by a gateway that stopped mid-upload: swept by the next upload. */
const LEFT_BEHIND_MS = 3600_000;

/** @param {string} incoming */
function sweepLeftBehind(incoming) {
  if (!existsSync(incoming)) return;
  for (const name of readdirSync(incoming)) {
    const folder = path.join(incoming, name);
    if (Date.now() - statSync(folder).mtimeMs > LEFT_BEHIND_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/** An upload refused: `status` is the HTTP answer (400 bad input, 409 version exists, 413 too big, 422 unhealthy). */
export class UploadRefused extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Takes an uploaded archive of one remote's build and publishes it as `<store>/<remote>/<version>/`,
 * or refuses it (`UploadRefused`) when the version exists (versions are immutable), the archive is
 * too big, holds a path outside its folder, a link or a device file, lacks `mf-manifest.json`,
 * exposes modules the route table does not expect for the remote, or fails the gate's health check.
 * Nothing switches: visitors keep the live version. Recorded in the audit log either way.
 * `store`: where the audit log and the live pointer are (the files of `storeDir` when not given).
 * @param {{ storeDir: string, store: import('../store/store.mjs').Store, remote: string, version: string, archive: Buffer, actor: string, hostReactVersion: string, shellDir?: string, limits?: import('./versionArchive.mjs').UploadLimits, content?: import('./renderCheck.mjs').RenderContent }} input
 * @returns {Promise<{ version: string, files: number }>}
 */
export async function receiveVersion({ store: releaseStore, ...input }) {
  // The audit lines are written as the upload goes and all awaited before it answers, so a refusal
  // thrown from deep inside is recorded too.
  /** @type {Promise<void>[]} */
  const audits = [];
  try {
    return await receive({ ...input, versions: releaseStore.versions, audit: (entry) => void audits.push(releaseStore.appendAudit(entry)), live: () => releaseStore.readPointer() });
  } finally {
    await Promise.all(audits);
  }
}

/**
 * @param {{ storeDir: string, versions: import('../store/store.mjs').Versions, remote: string, version: string, archive: Buffer, actor: string, hostReactVersion: string, shellDir?: string, limits?: import('./versionArchive.mjs').UploadLimits, content?: import('./renderCheck.mjs').RenderContent, audit: (entry: Omit<import('../store/audit.mjs').AuditEntry, 'at'>) => void, live: () => Promise<import('../store/pointer.mjs').Pointer> }} input
 */
async function receive({ storeDir, versions, audit, live, remote, version, archive, actor, hostReactVersion, shellDir = distDir('shell'), limits = DEFAULT_UPLOAD_LIMITS, content }) {
  const record = { actor, action: 'publish', environment: 'production', remote, from: null, to: version, reason: null };
  /** @param {number} status @param {string} detail @param {'failed' | 'not run'} [health] @returns {never} */
  const refuse = (status, detail, health = 'not run') => {
    audit({ ...record, health, result: 'refused', detail });
    throw new UploadRefused(status, `${detail}. Nothing was stored.`);
  };
  const known = remoteNames.find((name) => name === remote);
  if (!known) return refuse(404, `Unknown remote "${remote}". Remotes: ${remoteNames.join(', ')}`);
  if (!VERSION_NAME.test(version) || version.includes('..')) return refuse(400, `"${version}" is not a version name (letters, digits and . + _ -, such as 1.4.0+3f2a9c1)`);
  if ((await versions.published(known)).includes(version)) return refuse(409, `${remote} ${version} exists: versions are immutable, so publish under a new version`);

  sweepLeftBehind(path.join(storeDir, INCOMING));
  const scratch = path.join(storeDir, INCOMING, randomBytes(8).toString('hex'));
  const unpacked = path.join(scratch, known, version);
  mkdirSync(unpacked, { recursive: true });
  try {
    let files;
    try {
      ({ files } = await unpackArchive(archive, unpacked, limits));
    } catch (error) {
      if (error instanceof ArchiveRefused) return refuse(archive.length > limits.maxBytes ? 413 : 400, error.message.replace(/\.$/, ''));
      throw error;
    }
    if (!existsSync(path.join(unpacked, 'mf-manifest.json'))) return refuse(422, 'The archive lacks mf-manifest.json at its root: upload the build folder (dist/) itself');
    /** @type {{ exposes?: { name: string }[] }} */
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(unpacked, 'mf-manifest.json'), 'utf8'));
    } catch {
      return refuse(422, 'mf-manifest.json is not JSON');
    }
    const expected = new Set(exposesOf(known));
    const unexpected = (manifest.exposes ?? []).map((expose) => `./${String(expose.name).replace(/^\.\//, '')}`).filter((name) => !expected.has(name));
    if (unexpected.length) return refuse(422, `${remote} exposes ${unexpected.join(', ')}, which the route table does not expect of it (expected: ${[...expected].join(', ')})`, 'failed');
    // The gate's own health check, over a store of one version whose pointer is the live one's, so
    // the render check renders the pages among the live remotes as a switch would.
    writePointer(scratch, await live());
    const checks = await checkVersion({ storeDir: scratch, remote: known, version, hostReactVersion, shellDir, content });
    const failed = checks.filter((check) => !check.ok);
    if (failed.length) return refuse(422, `${remote} ${version} failed its health check (${failed.map((check) => `${check.check}: ${check.detail}`).join('; ')})`, 'failed');
    // Into the store (PostgreSQL's rows, or a rename into the deploy folder); a version published by
    // another upload meanwhile is not overwritten: two uploads of one version cannot both land.
    if (!(await versions.publish(known, version, unpacked, { move: true }))) return refuse(409, `${remote} ${version} was published by another upload meanwhile: versions are immutable`);
    audit({ ...record, health: 'passed', result: 'published', detail: `uploaded, ${files.length} files` });
    return { version, files: files.length };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
