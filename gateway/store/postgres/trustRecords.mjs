// @ts-check
// The release page's sessions, the team tokens and the deliveries already seen, on PostgreSQL: the
// same records and rules as `files/trustRecords.mjs` on node:sqlite, answered asynchronously.
import { ENDED_KEPT_MS, toSession } from '../trust.mjs';

/** @param {Record<string, any>} row @returns {import('../store.mjs').TokenRecord} */
const toToken = (row) => ({
  name: row.name,
  hash: row.hash,
  remotes: row.remotes,
  createdBy: row.created_by,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  revokedWhy: row.revoked_why,
});

/**
 * @template T @param {import('pg').Pool} pool @param {(client: import('pg').PoolClient) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function inTransaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(true);
    throw error;
  }
}

/** Thrown inside a transaction to roll it back and answer `value`. */
class Answer {
  /** @param {unknown} value */
  constructor(value) {
    this.value = value;
  }
}

/**
 * @param {import('pg').Pool} pool @param {{ now?: () => number }} [options]
 * @returns {import('../store.mjs').TrustStore}
 */
export function postgresTrust(pool, { now = Date.now } = {}) {
  const sessions = {
    /** @param {Omit<import('../store.mjs').SessionRecord, 'lastSeenAt' | 'endedAt' | 'endedWhy'>} record */
    async create(record) {
      await pool.query('DELETE FROM trust_sessions WHERE LEAST(COALESCE(ended_at, expires_at), expires_at) < $1', [now() - ENDED_KEPT_MS]);
      await pool.query('INSERT INTO trust_sessions (id, name, csrf, credential, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        record.id, record.name, record.csrf, record.credential, record.createdAt, record.expiresAt, record.createdAt,
      ]);
    },
    /** @param {string} id */
    async open(id) {
      const { rows } = await pool.query('SELECT * FROM trust_sessions WHERE id = $1', [id]);
      const row = rows[0];
      if (!row || row.ended_at !== null || Number(row.expires_at) <= now()) return undefined;
      await pool.query('UPDATE trust_sessions SET last_seen_at = $1 WHERE id = $2', [now(), id]);
      return toSession(row);
    },
    /** @param {string} id @param {string} why */
    async end(id, why) {
      const result = await pool.query('UPDATE trust_sessions SET ended_at = $1, ended_why = $2 WHERE id = $3 AND ended_at IS NULL', [now(), why, id]);
      return (result.rowCount ?? 0) > 0;
    },
    /** @param {{ name?: string, idPrefix?: string }} which @param {string} why */
    endMatching({ name, idPrefix }, why) {
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query('SELECT * FROM trust_sessions WHERE ended_at IS NULL AND expires_at > $1 ORDER BY created_at FOR UPDATE', [now()]);
        const ended = rows.map(toSession).filter((session) => (name === undefined || session.name === name) && (idPrefix === undefined || session.id.startsWith(idPrefix)));
        for (const session of ended) await client.query('UPDATE trust_sessions SET ended_at = $1, ended_why = $2 WHERE id = $3 AND ended_at IS NULL', [now(), why, session.id]);
        return ended;
      });
    },
    /** @param {{ all?: boolean }} [options] */
    async list({ all = false } = {}) {
      const { rows } = all
        ? await pool.query('SELECT * FROM trust_sessions ORDER BY created_at')
        : await pool.query('SELECT * FROM trust_sessions WHERE ended_at IS NULL AND expires_at > $1 ORDER BY created_at', [now()]);
      return rows.map(toSession);
    },
  };

  const tokens = {
    /** @param {Pick<import('../store.mjs').TokenRecord, 'name' | 'hash' | 'remotes' | 'createdBy' | 'createdAt'>} record */
    async create(record) {
      await inTransaction(pool, async (client) => {
        await client.query('DELETE FROM trust_tokens WHERE name = $1 AND revoked_at IS NOT NULL', [record.name]);
        const inserted = await client.query('INSERT INTO trust_tokens (name, hash, remotes, created_by, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING', [
          record.name, record.hash, JSON.stringify(record.remotes), record.createdBy, record.createdAt,
        ]);
        if (inserted.rowCount === 0) throw new Error(`A token named ${record.name} exists: revoke it first, or choose another name.`);
      });
    },
    /** @param {string} name */
    async active(name) {
      const { rows } = await pool.query('SELECT * FROM trust_tokens WHERE name = $1 AND revoked_at IS NULL', [name]);
      return rows[0] ? toToken(rows[0]) : undefined;
    },
    /** @param {string} name */
    async used(name) {
      await pool.query('UPDATE trust_tokens SET last_used_at = $1 WHERE name = $2', [now(), name]);
    },
    /** @param {string} name @param {string} why */
    async revoke(name, why) {
      const result = await pool.query('UPDATE trust_tokens SET revoked_at = $1, revoked_why = $2 WHERE name = $3 AND revoked_at IS NULL', [now(), why, name]);
      return (result.rowCount ?? 0) > 0;
    },
    /** @param {{ all?: boolean }} [options] */
    async list({ all = false } = {}) {
      const { rows } = await pool.query(`SELECT * FROM trust_tokens ${all ? '' : 'WHERE revoked_at IS NULL '}ORDER BY name`);
      return rows.map(toToken);
    },
  };

  const deliveries = {
    /**
     * New unless one of its keys was seen; a repeat leaves no new key behind (rolled back). Two copies
     * racing in: the second waits on the first's key and then finds it.
     * @param {string[]} keys @param {number} until
     */
    async firstTime(keys, until) {
      try {
        return await inTransaction(pool, async (client) => {
          await client.query('DELETE FROM trust_deliveries WHERE until < $1', [now()]);
          let fresh = true;
          for (const key of keys) {
            const inserted = await client.query('INSERT INTO trust_deliveries (key, until) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, until]);
            if (inserted.rowCount === 0) fresh = false;
          }
          if (!fresh) throw new Answer(false);
          return true;
        });
      } catch (error) {
        if (error instanceof Answer) return /** @type {boolean} */ (error.value);
        throw error;
      }
    },
  };

  return { sessions, tokens, deliveries };
}
