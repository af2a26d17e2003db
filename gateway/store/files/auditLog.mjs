// @ts-check
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('../audit.mjs').AuditEntry} AuditEntry */

/** @param {string} storeDir */
export const auditLogPath = (storeDir) => path.join(storeDir, 'audit.log');

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
