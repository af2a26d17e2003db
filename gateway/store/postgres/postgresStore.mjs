// @ts-check
// The PostgreSQL backend, chosen by DATABASE_URL. A switch is one transaction: the pointer rows are
// locked (SELECT ... FOR UPDATE), the change planned again on what they hold, the pointer and its
// audit line written, and NOTIFY sent, all committed together or not at all; no file lock. Every
// gateway serves from its snapshot (`listener.mjs`), so a database restart does not stop pages.
import { appendFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { maskUrl } from '../maskUrl.mjs';
import { migrate } from './migrations.mjs';
import { ANNOUNCE_CHANNEL, POINTER_CHANNEL, startListener, toPointer } from './listener.mjs';
import { openPostgresFieldReports, readAnalyses, summariseRefused, summarise } from './fieldReports.mjs';
import { postgresTrust } from './trustRecords.mjs';
import { postgresVersionStore } from './postgresVersions.mjs';
import { isUnreachable, whileReachable } from './unavailable.mjs';
import { StoreUnavailableError } from '../storeUnavailable.mjs';
import { DEFAULT_FIELD_CONFIG } from '../fieldConfig.mjs';

/** NOTIFY carries at most 8000 bytes. */
const MAX_ANNOUNCEMENT = 7900;

/** @param {unknown} error */
const reasonOf = (error) => {
  if (error instanceof AggregateError && error.errors.length) return error.errors.map((inner) => inner.message).join('; ');
  if (error instanceof Error) return error.message || /** @type {any} */ (error).code || error.name;
  return String(error);
};

/** @param {string} text */
const hashKey = (text) => {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + /** @type {number} */ (char.codePointAt(0))) | 0;
  return hash;
};

/**
 * @param {{ storeDir: string, databaseUrl: string, log: (line: string) => void, refreshMs?: number, connectTimeoutMs?: number }} options
 * @returns {Promise<import('../store.mjs').Store>}
 */
export async function openPostgresStore({ storeDir, databaseUrl, log, refreshMs = 1000, connectTimeoutMs = 5000 }) {
  const describe = maskUrl(databaseUrl);
  const connection = { connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs };
  // Six for queries, and one a lead may hold for as long as it is held (the live purge's, `leadOnce`).
  const pool = new pg.Pool({ ...connection, max: 7 });
  // An idle connection dropped by a restarting server is an event, not a crash.
  pool.on('error', (error) => log(`[store] a connection to ${describe} was lost: ${error.message}`));
  // So is one dropped while checked out, between two queries of a transaction (a flush of field
  // reports, a switch): the pool listens only to idle connections, and an `error` event nobody
  // listens to ends the process. The query in flight, or the next, fails and says so; the
  // connection is released as broken.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('SELECT 1');
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`DATABASE_URL ${describe} cannot be reached (${reasonOf(error)}). Start that PostgreSQL, or unset DATABASE_URL to keep the state in the files of ${storeDir}.`);
  }
  // The reads and short writes a request waits on: while the database is away they fail as
  // `StoreUnavailableError` (a 503 with a reason), not as an error of the gateway's own.
  const db = whileReachable(pool, describe);
  const listener = await startListener({ pool, connection, refreshMs, log, describe });
  await listener.refresh();
  const versions = postgresVersionStore({ storeDir, describe, pool, db, listener, log });

  // Audit lines written outside a switch (refusals, previews, sessions) while the database is away
  // are kept in order and written when it answers; a process that ends before then leaves them in
  // `audit.pending.log` in the deploy store, written at the next start. None is lost.
  const pendingFile = path.join(storeDir, 'audit.pending.log');
  /** @type {import('../store.mjs').AuditEntry[]} */
  let pendingAudit = [];
  /** @type {NodeJS.Timeout | undefined} */
  let auditRetry;
  /** @param {import('pg').Pool | import('pg').PoolClient} target @param {import('../store.mjs').AuditEntry} entry */
  const insertAudit = (target, entry) => target.query('INSERT INTO audit_log (at, remote, entry) VALUES ($1, $2, $3)', [entry.at, entry.remote, JSON.stringify(entry)]);
  async function writePendingAudit() {
    while (pendingAudit.length) {
      await insertAudit(pool, pendingAudit[0]);
      pendingAudit.shift();
    }
  }
  function retryAuditLater() {
    if (auditRetry) return;
    auditRetry = setTimeout(() => {
      auditRetry = undefined;
      writePendingAudit().catch(() => retryAuditLater());
    }, 500);
    auditRetry.unref();
  }
  if (existsSync(pendingFile)) {
    const taken = `${pendingFile}.${process.pid}`;
    renameSync(pendingFile, taken);
    pendingAudit = readFileSync(taken, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    await writePendingAudit();
    rmSync(taken);
  }

  /** @type {Set<import('../store.mjs').FieldReports>} */
  const fieldReports = new Set();

  /** @type {import('../store.mjs').Store} */
  const store = {
    kind: 'postgres',
    storeDir,
    describe,
    versions,
    pointer: (environment = 'production') => listener.pointer(environment),
    readPointer: async (environment = 'production') => {
      const { rows } = await db.query('SELECT pointer FROM pointers WHERE environment = $1', [environment]);
      return toPointer(rows[0]?.pointer);
    },
    async switchPointer(environment, change, { read = [] } = {}) {
      /** @type {import('pg').PoolClient} */
      let client;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new StoreUnavailableError(`the switch failed: ${describe} does not answer (${reasonOf(error)}). Nothing changed.`, { cause: error });
      }
      /** Whether an error came from the database (vs the change refusing). */
      let inDatabase = true;
      try {
        await client.query('BEGIN');
        const names = [...new Set([environment, ...read])].sort();
        // Rows locked in one order by every switch: two switches never wait on each other in a circle.
        await client.query(`INSERT INTO pointers (environment, pointer) SELECT unnest($1::text[]), '{"remotes":{},"releases":{},"canaries":{}}' ON CONFLICT (environment) DO NOTHING`, [names]);
        const { rows } = await client.query('SELECT environment, pointer FROM pointers WHERE environment = ANY($1) ORDER BY environment FOR UPDATE', [names]);
        const byName = new Map(rows.map((row) => [row.environment, toPointer(row.pointer)]));
        const pointer = /** @type {import('../store.mjs').Pointer} */ (byName.get(environment));
        const others = Object.fromEntries(read.map((name) => [name, byName.get(name)]));
        inDatabase = false;
        const { result, audit } = change(pointer, others);
        inDatabase = true;
        const text = JSON.stringify(pointer, null, 2);
        await client.query('UPDATE pointers SET pointer = $2, revision = revision + 1, updated_at = now() WHERE environment = $1', [environment, text]);
        if (audit) await insertAudit(client, { at: new Date().toISOString(), ...audit });
        await client.query('SELECT pg_notify($1, $2)', [POINTER_CHANNEL, environment]);
        await client.query('COMMIT');
        client.release();
        listener.remember(environment, pointer);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        client.release(true);
        if (!inDatabase) throw error;
        const failed = `the switch failed: ${describe} did not complete it (${reasonOf(error)}). Nothing changed.`;
        throw isUnreachable(error) ? new StoreUnavailableError(failed, { cause: error }) : new Error(failed);
      }
    },
    async appendAudit(entry) {
      const full = { at: new Date().toISOString(), ...entry };
      // Behind lines still waiting: the log keeps the order things happened in.
      pendingAudit.push(full);
      try {
        await writePendingAudit();
      } catch (error) {
        log(`[store] audit line kept in memory until ${describe} answers (${reasonOf(error)}); ${pendingAudit.length} waiting`);
        retryAuditLater();
      }
    },
    async readAudit(remote) {
      const { rows } = remote
        ? await db.query('SELECT entry FROM audit_log WHERE remote = $1 ORDER BY at, id', [remote])
        : await db.query('SELECT entry FROM audit_log ORDER BY at, id');
      return rows.map((row) => row.entry);
    },
    openFieldReports({ windowMs, keepMs, bufferLimit, log: fieldLog = log }) {
      const reports = openPostgresFieldReports({ pool, windowMs, keepMs, bufferLimit, log: fieldLog });
      fieldReports.add(reports);
      return reports;
    },
    fieldSummary: ({ windowMs = DEFAULT_FIELD_CONFIG.windowMs, since = 0, now = Date.now() } = {}) => summarise(db, Math.max(since, now - windowMs), false),
    refusedReports: ({ windowMs = DEFAULT_FIELD_CONFIG.windowMs, now = Date.now() } = {}) => summariseRefused(db, now - windowMs),
    canaryAnalyses: (remote, since) => readAnalyses(db, remote, since),
    trust: postgresTrust(db),
    async announce(topic, payload) {
      const message = JSON.stringify({ topic, payload: payload ?? null });
      if (Buffer.byteLength(message) > MAX_ANNOUNCEMENT) throw new Error(`an announcement carries at most ${MAX_ANNOUNCEMENT} bytes (got ${Buffer.byteLength(message)}): split it`);
      try {
        await pool.query('SELECT pg_notify($1, $2)', [ANNOUNCE_CHANNEL, message]);
      } catch (error) {
        throw new Error(`could not announce ${topic}: ${describe} does not answer (${reasonOf(error)})`);
      }
    },
    onAnnouncement: (listen) => listener.subscribe(listen),
    async leadOnce(name, work) {
      // A session-level advisory lock on a connection held for the work: released when the work
      // ends, or by the server when this process dies, so a judge that crashed blocks nobody.
      const client = await pool.connect();
      const key = hashKey(`lead:${name}`);
      // Held while `work` queries through the pool: a connection lost meanwhile (a database restart)
      // is an error on this client with no query of its own to take it, which would end the process.
      // The lock went with the connection; the work finishes or fails on its own.
      /** @type {Error | undefined} */
      let lost;
      const onLost = (/** @type {Error} */ error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS led', [key]);
        if (!rows[0].led) return { led: false };
        try {
          return { led: true, result: await work() };
        } finally {
          if (!lost) await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    async close() {
      for (const reports of fieldReports) await reports.close();
      if (auditRetry) clearTimeout(auditRetry);
      await writePendingAudit().catch(() => {});
      if (pendingAudit.length) {
        appendFileSync(pendingFile, pendingAudit.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
        log(`[store] ${pendingAudit.length} audit line(s) could not reach ${describe}; kept in ${pendingFile} for the next start`);
        pendingAudit = [];
      }
      versions.close();
      await listener.close();
      await pool.end().catch(() => {});
    },
  };
  return store;
}
