// @ts-check
// What the server must remember to trust what it is sent: the release page's sessions (so a logout,
// an expiry, a password change or a revocation ends one at once, whatever cookie is replayed), the
// teams' release tokens (only their hashes: a copy of this file opens nothing) and the signed
// deliveries already acted on (so a captured webhook cannot purge twice). One SQLite file
// in the deploy store beside the audit log, through Node's own `node:sqlite`, in WAL mode so the
// gateway and `npm run sessions` use it at once. Everything here goes through this module: a shared
// store can take it over behind the same functions.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ENDED_KEPT_MS, toSession } from '../trust.mjs';

/**
 * @typedef {object} SessionRecord
 * @property {string} id           random, 256 bits: what the signed cookie names
 * @property {string} name         the release manager
 * @property {string} csrf         the token every action must carry
 * @property {string} credential   a keyed fingerprint of the password the session was opened with
 * @property {number} createdAt    ms since the epoch
 * @property {number} expiresAt
 * @property {number} lastSeenAt
 * @property {number | null} endedAt
 * @property {string | null} endedWhy  `logout`, `password changed`, `revoked by <actor>`…
 */

/**
 * @typedef {object} TokenRecord
 * @property {string} name          the team's token name, the audit log's actor as `token:<name>`
 * @property {string} hash          SHA-256 of the token (base64url): the token itself is never kept
 * @property {string[]} remotes     the remotes it may act on
 * @property {string} createdBy
 * @property {number} createdAt     ms since the epoch
 * @property {number | null} lastUsedAt
 * @property {number | null} revokedAt
 * @property {string | null} revokedWhy
 */

/** @param {string} storeDir */
export const trustRecordsPath = (storeDir) => path.join(storeDir, 'trust.sqlite');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, csrf TEXT NOT NULL, credential TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL,
    ended_at INTEGER, ended_why TEXT
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS tokens (
    name TEXT PRIMARY KEY, hash TEXT NOT NULL, remotes TEXT NOT NULL, created_by TEXT NOT NULL,
    created_at INTEGER NOT NULL, last_used_at INTEGER, revoked_at INTEGER, revoked_why TEXT
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS deliveries (key TEXT PRIMARY KEY, until INTEGER NOT NULL) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS deliveries_until ON deliveries (until);
`;

/** @param {Record<string, any>} row @returns {TokenRecord} */
const toToken = (row) => ({
  name: row.name,
  hash: row.hash,
  remotes: JSON.parse(row.remotes),
  createdBy: row.created_by,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  revokedWhy: row.revoked_why,
});

/**
 * Opens (and creates) the deploy store's trust records.
 * @param {string} storeDir @param {{ now?: () => number }} [options]
 */
export function openTrustRecords(storeDir, { now = Date.now } = {}) {
  mkdirSync(storeDir, { recursive: true });
  const db = new DatabaseSync(trustRecordsPath(storeDir));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
  db.exec(SCHEMA);
  // The SQL stands where it is used, as on PostgreSQL (`postgres/trustRecords.mjs`); each statement
  // is still prepared once, on its first use.
  /** @type {Map<string, import('node:sqlite').StatementSync>} */
  const prepared = new Map();
  /** @param {string} sql */
  const statement = (sql) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };

  /** @param {() => void} work */
  const inTransaction = (work) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };

  const sessions = {
    /** @param {Omit<SessionRecord, 'lastSeenAt' | 'endedAt' | 'endedWhy'>} record */
    create(record) {
      statement('DELETE FROM sessions WHERE MIN(COALESCE(ended_at, expires_at), expires_at) < ?').run(now() - ENDED_KEPT_MS);
      statement('INSERT INTO sessions (id, name, csrf, credential, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(record.id, record.name, record.csrf, record.credential, record.createdAt, record.expiresAt, record.createdAt);
    },
    /**
     * The session while it is open (not ended, not expired), its last use noted; else undefined.
     * @param {string} id @returns {SessionRecord | undefined}
     */
    open(id) {
      const row = statement('SELECT * FROM sessions WHERE id = ?').get(id);
      if (!row || row.ended_at !== null || Number(row.expires_at) <= now()) return undefined;
      statement('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now(), id);
      return toSession(row);
    },
    /**
     * Ends one session; true when it was open.
     * @param {string} id @param {string} why
     */
    end(id, why) {
      return Number(statement('UPDATE sessions SET ended_at = ?, ended_why = ? WHERE id = ? AND ended_at IS NULL').run(now(), why, id).changes) > 0;
    },
    /**
     * Ends every open session matching: by name, or by the start of its id (as `list` shows it), or all.
     * @param {{ name?: string, idPrefix?: string }} which @param {string} why
     * @returns {SessionRecord[]} the sessions ended
     */
    endMatching({ name, idPrefix }, why) {
      /** @type {SessionRecord[]} */
      let ended = [];
      inTransaction(() => {
        ended = sessions.list().filter((session) => (name === undefined || session.name === name) && (idPrefix === undefined || session.id.startsWith(idPrefix)));
        for (const session of ended) statement('UPDATE sessions SET ended_at = ?, ended_why = ? WHERE id = ? AND ended_at IS NULL').run(now(), why, session.id);
      });
      return ended;
    },
    /**
     * The sessions still open, oldest first; with `all`, the ended and expired ones of the last week too.
     * @param {{ all?: boolean }} [options] @returns {SessionRecord[]}
     */
    list({ all = false } = {}) {
      const rows = all
        ? statement('SELECT * FROM sessions ORDER BY created_at').all()
        : statement('SELECT * FROM sessions WHERE ended_at IS NULL AND expires_at > ? ORDER BY created_at').all(now());
      return rows.map(toSession);
    },
  };

  const tokens = {
    /**
     * Keeps a new token's record; throws when a token of that name is in use (a revoked one is replaced).
     * @param {Pick<TokenRecord, 'name' | 'hash' | 'remotes' | 'createdBy' | 'createdAt'>} record
     */
    create(record) {
      inTransaction(() => {
        statement('DELETE FROM tokens WHERE name = ? AND revoked_at IS NOT NULL').run(record.name);
        if (statement('SELECT * FROM tokens WHERE name = ?').get(record.name)) throw new Error(`A token named ${record.name} exists: revoke it first, or choose another name.`);
        statement('INSERT INTO tokens (name, hash, remotes, created_by, created_at) VALUES (?, ?, ?, ?, ?)').run(record.name, record.hash, JSON.stringify(record.remotes), record.createdBy, record.createdAt);
      });
    },
    /**
     * The token of that name while it is not revoked; else undefined. Its use is not noted: `used` does
     * that once the token is found to match.
     * @param {string} name @returns {TokenRecord | undefined}
     */
    active(name) {
      const row = statement('SELECT * FROM tokens WHERE name = ?').get(name);
      return row && row.revoked_at === null ? toToken(row) : undefined;
    },
    /** @param {string} name */
    used(name) {
      statement('UPDATE tokens SET last_used_at = ? WHERE name = ?').run(now(), name);
    },
    /**
     * Revokes one token at once; true when it was in use.
     * @param {string} name @param {string} why
     */
    revoke(name, why) {
      return Number(statement('UPDATE tokens SET revoked_at = ?, revoked_why = ? WHERE name = ? AND revoked_at IS NULL').run(now(), why, name).changes) > 0;
    },
    /**
     * The tokens in use, by name; with `all`, the revoked ones too.
     * @param {{ all?: boolean }} [options] @returns {TokenRecord[]}
     */
    list({ all = false } = {}) {
      const rows = statement(`SELECT * FROM tokens ${all ? '' : 'WHERE revoked_at IS NULL '}ORDER BY name`).all();
      return rows.map(toToken);
    },
  };

  const deliveries = {
    /**
     * Whether a delivery is new: true (and it is remembered until `until`) unless one of its keys
     * was seen before; a repeat changes nothing. One transaction, so two copies racing in at once
     * cannot both be new.
     * @param {string[]} keys @param {number} until ms since the epoch
     */
    firstTime(keys, until) {
      db.exec('BEGIN IMMEDIATE');
      try {
        statement('DELETE FROM deliveries WHERE until < ?').run(now());
        let fresh = true;
        for (const key of keys) if (Number(statement('INSERT INTO deliveries (key, until) VALUES (?, ?) ON CONFLICT (key) DO NOTHING').run(key, until).changes) === 0) fresh = false;
        // A repeat under any of its names leaves no new name behind either.
        db.exec(fresh ? 'COMMIT' : 'ROLLBACK');
        return fresh;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };

  return { sessions, tokens, deliveries, close: () => db.close() };
}

/** @typedef {ReturnType<typeof openTrustRecords>} TrustRecords */
