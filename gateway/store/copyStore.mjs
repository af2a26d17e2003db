// @ts-check
// `npm run store -- copy --to "$DATABASE_URL"`: moves a deploy store's state from its files into
// PostgreSQL without loss: the pointer sets (with each remote's release history and the canaries),
// the audit log line for line, the trust records, the field reports and the published versions'
// folders (their files content-addressed: a file two versions share is stored once). One
// transaction, so a copy that fails leaves the target as it was; the rows are counted again after
// the commit. The folders stay where they are: the deploy folder becomes a cache of the store.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { auditLogPath } from './files/auditLog.mjs';
import { ENVIRONMENTS } from './pointer.mjs';
import { pointerPath } from './files/pointerFile.mjs';
import { trustRecordsPath } from './files/trustRecords.mjs';
import { fieldDbPath } from './files/fieldStore.mjs';
import { maskUrl } from './maskUrl.mjs';
import { migrate } from './postgres/migrations.mjs';
import { POINTER_CHANNEL } from './postgres/listener.mjs';
import { insertVersion } from './postgres/versionRows.mjs';
import { readVersionFolder } from './versionFiles.mjs';
import { folderVersions } from './versions.mjs';
import { remoteNames } from '@site/shared/remotes';

/** The tables a copy fills, with the SQLite table each comes from (when it does). */
const TABLES = /** @type {const} */ ([
  ['trust_sessions', 'trust', 'sessions'],
  ['trust_tokens', 'trust', 'tokens'],
  ['trust_deliveries', 'trust', 'deliveries'],
  ['field_sessions', 'field', 'sessions'],
  ['field_vitals', 'field', 'vitals'],
  ['field_refused', 'field', 'refused'],
]);

/** @param {string} file @returns {Record<string, Array<Record<string, any>>>} table -> rows */
function sqliteRows(file) {
  if (!existsSync(file)) return {};
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    /** @type {Record<string, Array<Record<string, any>>>} */
    const rows = {};
    for (const { name } of /** @type {Array<{ name: string }>} */ (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all())) {
      rows[name] = /** @type {Array<Record<string, any>>} */ (db.prepare(`SELECT * FROM "${name}"`).all());
    }
    return rows;
  } finally {
    db.close();
  }
}

/**
 * The audit log's lines, and how many could not be read (a line torn by a crash is not a record).
 * @param {string} storeDir
 */
function auditLines(storeDir) {
  const file = auditLogPath(storeDir);
  if (!existsSync(file)) return { entries: [], torn: 0 };
  /** @type {Array<{ entry: Record<string, any>, text: string }>} */
  const entries = [];
  let torn = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push({ entry: JSON.parse(line), text: line });
    } catch {
      torn += 1;
    }
  }
  return { entries, torn };
}

/**
 * Copies the files' state of `storeDir` into the PostgreSQL at `to`. Refuses a target that holds
 * state already unless `force` (then the pointer sets are replaced and only the audit lines, trust
 * records and field rows not there yet are added). `versionsOnly`: the published versions' folders
 * alone, into a PostgreSQL that already keeps the state (one from before the versions were in it):
 * nothing else is read or changed. Returns what was moved.
 * @param {{ storeDir: string, to: string, force?: boolean, versionsOnly?: boolean }} options
 */
export async function copyStore({ storeDir, to, force = false, versionsOnly = false }) {
  const target = maskUrl(to);
  const pool = new pg.Pool({ connectionString: to, connectionTimeoutMillis: 5000, max: 2 });
  pool.on('error', () => {});
  try {
    try {
      await migrate(pool);
    } catch (error) {
      throw new Error(`${target} cannot be reached (${error instanceof Error ? error.message || error.name : error}); nothing copied.`);
    }
    /** @type {Array<[string, Record<string, any>]>} */
    const pointers = versionsOnly ? [] : ENVIRONMENTS.filter((name) => existsSync(pointerPath(storeDir, name))).map((name) => [name, JSON.parse(readFileSync(pointerPath(storeDir, name), 'utf8'))]);
    const { entries, torn } = versionsOnly ? { entries: [], torn: 0 } : auditLines(storeDir);
    const versions = remoteNames.flatMap((remote) => folderVersions(storeDir, remote).map((version) => /** @type {[string, string]} */ ([remote, version])));
    const sources = versionsOnly ? { trust: {}, field: {} } : { trust: sqliteRows(trustRecordsPath(storeDir)), field: sqliteRows(fieldDbPath(storeDir)) };
    const client = await pool.connect();
    /** @type {Record<string, number>} */
    const moved = versionsOnly ? { versions: 0 } : { 'pointer sets': 0, 'release history events': 0, 'audit lines': 0, versions: 0 };
    try {
      await client.query('BEGIN');
      if (!force && !versionsOnly) {
        const { rows } = await client.query(`SELECT (SELECT COUNT(*) FROM pointers) + (SELECT COUNT(*) FROM audit_log) + ${TABLES.map(([table]) => `(SELECT COUNT(*) FROM ${table})`).join(' + ')} AS n`);
        if (Number(rows[0].n) > 0) throw new Error(`${target} already holds release state: nothing copied. Run again with --force to replace its pointer sets and add what it lacks.`);
      }
      for (const [environment, pointer] of pointers) {
        await client.query(
          `INSERT INTO pointers (environment, pointer) VALUES ($1, $2)
           ON CONFLICT (environment) DO UPDATE SET pointer = excluded.pointer, revision = pointers.revision + 1, updated_at = now()`,
          [environment, JSON.stringify(pointer, null, 2)],
        );
        moved['pointer sets'] += 1;
        moved['release history events'] += Object.values(pointer.releases ?? {}).reduce((sum, release) => sum + (release.history?.length ?? 0), 0);
      }
      for (const { entry, text } of entries) {
        // The line as written: the json column keeps its text, so nothing of it changes on the way.
        const inserted = await client.query(
          `INSERT INTO audit_log (at, remote, entry) SELECT $1, $2, $3::text::json
           WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE at = $1 AND entry::text = $3::text)`,
          [entry.at, entry.remote ?? '', text],
        );
        moved['audit lines'] += inserted.rowCount ?? 0;
      }
      for (const [table, source, from] of versionsOnly ? [] : TABLES) {
        const rows = /** @type {Record<string, Array<Record<string, any>>>} */ (sources[source])[from] ?? [];
        moved[table] = 0;
        for (const row of rows) {
          const columns = Object.keys(row);
          const inserted = await client.query(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
            columns.map((column) => row[column]),
          );
          moved[table] += inserted.rowCount ?? 0;
        }
      }
      // A version the target holds already is kept as it is: versions are immutable.
      for (const [remote, version] of versions) {
        if (await insertVersion(client, remote, version, readVersionFolder(path.join(storeDir, remote, version)))) moved.versions += 1;
      }
      for (const [environment] of pointers) await client.query('SELECT pg_notify($1, $2)', [POINTER_CHANNEL, environment]);
      if (moved.versions) await client.query('SELECT pg_notify($1, $2)', [POINTER_CHANNEL, 'versions']);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    // Counted again from the target: every line and row of the source is there.
    const audit = Number((await pool.query('SELECT COUNT(*) AS n FROM audit_log')).rows[0].n);
    if (audit < entries.length) throw new Error(`after the copy ${target} holds ${audit} audit lines, fewer than the ${entries.length} of ${storeDir}`);
    for (const [environment, pointer] of pointers) {
      const { rows } = await pool.query('SELECT pointer FROM pointers WHERE environment = $1', [environment]);
      if (JSON.stringify(rows[0]?.pointer) !== JSON.stringify(pointer)) throw new Error(`after the copy the ${environment} pointer set in ${target} differs from ${storeDir}`);
    }
    for (const [remote, version] of versions) {
      const { rows } = await pool.query('SELECT 1 FROM versions WHERE remote = $1 AND version = $2', [remote, version]);
      if (!rows.length) throw new Error(`after the copy ${target} lacks ${remote} ${version}, published in ${storeDir}`);
    }
    for (const [table, source, from] of versionsOnly ? [] : TABLES) {
      const expected = (/** @type {Record<string, Array<Record<string, any>>>} */ (sources[source])[from] ?? []).length;
      const found = Number((await pool.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);
      if (found < expected) throw new Error(`after the copy ${target} holds ${found} rows in ${table}, fewer than the ${expected} of ${storeDir}`);
    }
    return { target, moved, torn };
  } finally {
    await pool.end().catch(() => {});
  }
}
