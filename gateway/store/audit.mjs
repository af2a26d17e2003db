// @ts-check
// The audit log's lines as both backends keep them (`files/auditLog.mjs`, `postgres/`), and who acts.
import { userInfo } from 'node:os';

/**
 * One line of the deploy store's audit log: every switch of what visitors get, refused or done,
 * every preview the release page opened (`previewed`: one browser saw a version; nobody else did),
 * every version uploaded over HTTP (`published`, or `refused` with the reason),
 * and every release-page login, logout and revoked session (`session`).
 * @typedef {{ at: string, actor: string, action: string, environment?: string, remote: string, from: string | null, to: string, reason: string | null, health: 'passed' | 'failed' | 'not run', result: 'switched' | 'refused' | 'previewed' | 'published' | 'session', detail?: string }} AuditEntry
 */

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
