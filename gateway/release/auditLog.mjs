// @ts-check
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * One line of the deploy store's audit log: every switch of what visitors get, refused or done,
 * every preview the release page opened (`previewed`: one browser saw a version; nobody else did),
 * every version uploaded over HTTP (`published`, or `refused` with the reason),
 * and every release-page login, logout and revoked session (`session`).
 * @typedef {{ at: string, actor: string, action: string, environment?: string, remote: string, from: string | null, to: string, reason: string | null, health: 'passed' | 'failed' | 'not run', result: 'switched' | 'refused' | 'previewed' | 'published' | 'session', detail?: string }} AuditEntry
 */

/** @param {string} storeDir */
export const auditLogPath = (storeDir) => path.join(storeDir, 'audit.log');

/** Who acts: `RELEASE_ACTOR` (a CI job, the release page's logged-in name), else the OS user. */
export function currentActor() {
  const named = process.env.RELEASE_ACTOR?.trim();
  if (named) return named;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** What a session's audit line names where a switch names a remote. */
export const SESSION_SUBJECT = 'release page';

/**
 * An audit line about a release-page session (a login, a logout, a revocation) rather than a remote.
 * @param {string} actor @param {string} action @param {string} detail
 * @returns {Omit<AuditEntry, 'at'>}
 */
export const sessionEntry = (actor, action, detail) => ({ actor, action, remote: SESSION_SUBJECT, from: null, to: '', reason: null, health: 'not run', result: 'session', detail });

/**
 * Appends one entry (one JSON line) and syncs it to disk before returning: the record of a switch
 * exists before anyone is told it happened. Lines are only ever appended.
 * @param {string} storeDir @param {Omit<AuditEntry, 'at'>} entry
 */
export function appendAudit(storeDir, entry) {
  mkdirSync(storeDir, { recursive: true });
  const line = `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`;
  const fd = openSync(auditLogPath(storeDir), 'a');
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The entries, oldest first; only one remote's when named. A torn last line (a crash mid-write) is skipped.
 * @param {string} storeDir @param {string} [remote]
 * @returns {AuditEntry[]}
 */
export function readAudit(storeDir, remote) {
  const file = auditLogPath(storeDir);
  if (!existsSync(file)) return [];
  /** @type {AuditEntry[]} */
  const entries = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line));
    } catch {
      // a line cut short by a crash: not a record
    }
  }
  return remote ? entries.filter((entry) => entry.remote === remote) : entries;
}
