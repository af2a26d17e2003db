// @ts-check
// A published version in PostgreSQL: a row in `versions`, one in `version_files` per file (its path,
// hash and size), and each distinct file's bytes once in `version_blobs`, whichever versions share
// it. Written in the caller's transaction (a publish, `npm run store -- copy`), so a version is there
// whole or not at all; a version once written is never changed (a trigger refuses it).
import { sha256 } from '../versionFiles.mjs';

/** Blobs fetched per query: a version's files come in a few round trips, never all in one answer. */
const BLOBS_PER_QUERY = 16;

/** @typedef {import('pg').Pool | import('pg').PoolClient} Queryable */

/**
 * Writes one version, returning false (and writing nothing) when it is published already.
 * Only the blobs not stored yet cross the wire.
 * @param {Queryable} client inside a transaction
 * @param {string} remote @param {string} version
 * @param {Array<import('../versionFiles.mjs').VersionFile & { bytes: Buffer }>} files
 */
export async function insertVersion(client, remote, version, files) {
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const created = await client.query('INSERT INTO versions (remote, version, files, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1', [remote, version, files.length, bytes]);
  if (!created.rowCount) return false;
  const hashes = [...new Set(files.map((file) => file.hash))];
  const { rows } = await client.query('SELECT hash FROM version_blobs WHERE hash = ANY($1)', [hashes]);
  const stored = new Set(rows.map((row) => row.hash));
  for (const file of files) {
    if (stored.has(file.hash)) continue;
    stored.add(file.hash);
    await client.query('INSERT INTO version_blobs (hash, size, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [file.hash, file.size, file.bytes]);
  }
  await client.query(
    'INSERT INTO version_files (remote, version, path, hash, size) SELECT $1, $2, unnest($3::text[]), unnest($4::text[]), unnest($5::bigint[])',
    [remote, version, files.map((file) => file.path), files.map((file) => file.hash), files.map((file) => file.size)],
  );
  return true;
}

/**
 * A version's files (path, hash, size), or undefined when it was never published.
 * @param {Queryable} db @param {string} remote @param {string} version
 * @returns {Promise<import('../versionFiles.mjs').VersionFile[] | undefined>}
 */
export async function versionFileList(db, remote, version) {
  const { rows } = await db.query(
    'SELECT f.path, f.hash, f.size FROM versions v LEFT JOIN version_files f USING (remote, version) WHERE v.remote = $1 AND v.version = $2 ORDER BY f.path',
    [remote, version],
  );
  if (!rows.length) return undefined;
  return rows.filter((row) => row.path !== null).map((row) => ({ path: row.path, hash: row.hash, size: Number(row.size) }));
}

/**
 * The bytes of each hash, each checked against its hash on arrival: a blob that does not match is
 * an error, never written anywhere.
 * @param {Queryable} db @param {string[]} hashes
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function readBlobs(db, hashes) {
  /** @type {Map<string, Buffer>} */
  const found = new Map();
  const wanted = [...new Set(hashes)];
  for (let start = 0; start < wanted.length; start += BLOBS_PER_QUERY) {
    const { rows } = await db.query('SELECT hash, bytes FROM version_blobs WHERE hash = ANY($1)', [wanted.slice(start, start + BLOBS_PER_QUERY)]);
    for (const row of rows) {
      if (sha256(row.bytes) !== row.hash) throw new Error(`the stored file ${row.hash.slice(0, 12)}… does not match its hash`);
      found.set(row.hash, row.bytes);
    }
  }
  const missing = wanted.filter((hash) => !found.has(hash));
  if (missing.length) throw new Error(`${missing.length} file(s) of the version are missing from the store (${missing[0].slice(0, 12)}…)`);
  return found;
}

/**
 * Every published version, oldest first per remote.
 * @param {Queryable} db
 * @returns {Promise<Map<string, string[]>>} remote -> versions
 */
export async function listVersions(db) {
  const { rows } = await db.query('SELECT remote, version FROM versions ORDER BY remote, published_at, version');
  /** @type {Map<string, string[]>} */
  const byRemote = new Map();
  for (const row of rows) {
    const list = byRemote.get(row.remote) ?? [];
    list.push(row.version);
    byRemote.set(row.remote, list);
  }
  return byRemote;
}

/**
 * What the versions take: the files they name (as if each kept its own copy) and the bytes stored
 * once per distinct file, with the table's size on disk.
 * @param {Queryable} db
 */
export async function versionUsage(db) {
  const { rows } = await db.query(`SELECT
    (SELECT COUNT(*) FROM versions) AS versions,
    (SELECT COALESCE(SUM(bytes), 0) FROM versions) AS named,
    (SELECT COUNT(*) FROM version_blobs) AS blobs,
    (SELECT COALESCE(SUM(size), 0) FROM version_blobs) AS stored,
    pg_total_relation_size('version_blobs') AS on_disk`);
  const row = rows[0];
  return { versions: Number(row.versions), namedBytes: Number(row.named), blobs: Number(row.blobs), storedBytes: Number(row.stored), onDiskBytes: Number(row.on_disk) };
}
