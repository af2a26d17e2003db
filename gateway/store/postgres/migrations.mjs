// @ts-check
// The schema, as an ordered list of migrations: each is applied once, in order, in one transaction
// with its row in `schema_migrations`, at start. A migration is never edited once released: a
// change is a new entry at the end. Concurrent starts (many gateways, a deployer) wait on one
// advisory lock, so exactly one applies each step.

/** The error kinds a field session counts (`@site/shared/field/beacon.mjs` ERROR_KINDS when written). */
const KINDS = ['manifest', 'entry', 'chunk', 'render', 'hydration'];

/** @type {Array<{ version: number, name: string, sql: string }>} */
export const MIGRATIONS = [
  {
    version: 1,
    name: 'pointers, audit log, field reports, trust records',
    sql: `
      -- One row per environment: the pointer as the files keep it (json keeps its text as written,
      -- so a copy from the files is exact). Switches lock the row (SELECT ... FOR UPDATE).
      CREATE TABLE pointers (
        environment text PRIMARY KEY,
        pointer json NOT NULL,
        revision bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        remote text NOT NULL,
        entry json NOT NULL
      );
      CREATE INDEX audit_log_remote ON audit_log (remote, at, id);
      CREATE INDEX audit_log_at ON audit_log (at, id);
      -- Append-only, whoever connects: a line once written is never changed nor removed.
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
      CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
      REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;

      CREATE TABLE field_sessions (
        remote text NOT NULL, version text NOT NULL, session text NOT NULL, bucket text NOT NULL,
        first_at bigint NOT NULL, last_at bigint NOT NULL,
        ${KINDS.map((kind) => `${kind} integer NOT NULL DEFAULT 0`).join(', ')},
        PRIMARY KEY (remote, version, session)
      );
      CREATE INDEX field_sessions_last_at ON field_sessions (last_at);
      CREATE TABLE field_vitals (remote text NOT NULL, version text NOT NULL, name text NOT NULL, value double precision NOT NULL, at bigint NOT NULL);
      CREATE INDEX field_vitals_at ON field_vitals (at);
      CREATE TABLE field_refused (remote text NOT NULL, reason text NOT NULL, count integer NOT NULL, at bigint NOT NULL);
      CREATE INDEX field_refused_at ON field_refused (at);

      CREATE TABLE trust_sessions (
        id text PRIMARY KEY, name text NOT NULL, csrf text NOT NULL, credential text NOT NULL,
        created_at bigint NOT NULL, expires_at bigint NOT NULL, last_seen_at bigint NOT NULL,
        ended_at bigint, ended_why text
      );
      CREATE TABLE trust_tokens (
        name text PRIMARY KEY, hash text NOT NULL, remotes json NOT NULL, created_by text NOT NULL,
        created_at bigint NOT NULL, last_used_at bigint, revoked_at bigint, revoked_why text
      );
      CREATE TABLE trust_deliveries (key text PRIMARY KEY, until bigint NOT NULL);
      CREATE INDEX trust_deliveries_until ON trust_deliveries (until);
    `,
  },
  {
    version: 2,
    name: 'server renders per remote version, the side of each vital (the canary\'s server and speed signals)',
    sql: `
      ALTER TABLE field_vitals ADD COLUMN bucket text NOT NULL DEFAULT 'none';
      CREATE TABLE field_renders (remote text NOT NULL, version text NOT NULL, outcome text NOT NULL, ms double precision, count integer NOT NULL, at bigint NOT NULL);
      CREATE INDEX field_renders_at ON field_renders (at);
    `,
  },
  {
    version: 3,
    name: 'canary analyses, one per interval judged',
    sql: `
      CREATE TABLE canary_analyses (
        id bigserial PRIMARY KEY, remote text NOT NULL, version text NOT NULL, since text NOT NULL,
        at bigint NOT NULL, status text NOT NULL, percent integer NOT NULL, checks json NOT NULL
      );
      CREATE INDEX canary_analyses_canary ON canary_analyses (remote, since, at);
    `,
  },
  {
    version: 4,
    name: "page answers by route and status, degraded among their outcomes, each render's own cost (the canary judge's tests)",
    sql: `
      ALTER TABLE field_renders ADD COLUMN route text NOT NULL DEFAULT '';
      ALTER TABLE field_renders ADD COLUMN status integer NOT NULL DEFAULT 200;
      ALTER TABLE field_renders ADD COLUMN cost double precision;
    `,
  },
  {
    version: 5,
    name: 'reports and page answers keep their visitor (a keyed hash of the address) and answers their URL and whether the cache answered (the canary judge weighs visitors)',
    sql: `
      ALTER TABLE field_sessions ADD COLUMN visitor text NOT NULL DEFAULT '';
      ALTER TABLE field_vitals ADD COLUMN visitor text NOT NULL DEFAULT '';
      ALTER TABLE field_renders ADD COLUMN visitor text NOT NULL DEFAULT '';
      ALTER TABLE field_renders ADD COLUMN url text NOT NULL DEFAULT '';
      ALTER TABLE field_renders ADD COLUMN cached integer NOT NULL DEFAULT 0;
      CREATE INDEX field_renders_canary ON field_renders (remote, at);
    `,
  },
  {
    version: 6,
    name: 'published versions: their files by content hash, each distinct file kept once',
    sql: `
      -- A file's bytes once, whichever versions hold it: a version that changes 3 of its 64 files adds 3 blobs.
      CREATE TABLE version_blobs (hash text PRIMARY KEY, size bigint NOT NULL, bytes bytea NOT NULL);
      CREATE TABLE versions (
        remote text NOT NULL, version text NOT NULL, files integer NOT NULL, bytes bigint NOT NULL,
        published_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (remote, version)
      );
      CREATE INDEX versions_published ON versions (remote, published_at);
      CREATE TABLE version_files (
        remote text NOT NULL, version text NOT NULL, path text NOT NULL,
        hash text NOT NULL REFERENCES version_blobs (hash), size bigint NOT NULL,
        PRIMARY KEY (remote, version, path),
        FOREIGN KEY (remote, version) REFERENCES versions (remote, version)
      );
      CREATE INDEX version_files_hash ON version_files (hash);
      -- A published version never changes: its rows and its files' bytes are written once.
      CREATE FUNCTION versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'a published version is immutable'; END $$;
      CREATE TRIGGER versions_no_change BEFORE UPDATE ON versions FOR EACH ROW EXECUTE FUNCTION versions_immutable();
      CREATE TRIGGER version_files_no_change BEFORE UPDATE ON version_files FOR EACH ROW EXECUTE FUNCTION versions_immutable();
      CREATE TRIGGER version_blobs_no_change BEFORE UPDATE ON version_blobs FOR EACH ROW EXECUTE FUNCTION versions_immutable();
    `,
  },
  {
    version: 7,
    name: 'browser errors from anywhere on the page: uncaught script errors, pages never hydrated',
    sql: `
      ALTER TABLE field_sessions ADD COLUMN script integer NOT NULL DEFAULT 0;
      ALTER TABLE field_sessions ADD COLUMN unhydrated integer NOT NULL DEFAULT 0;
    `,
  },
];

/** Any number, as long as every process uses the same: the key of the migrations' advisory lock. */
const MIGRATION_LOCK = 7_340_034;

/**
 * Applies the migrations not applied yet; returns their versions.
 * @param {import('pg').Pool} pool
 * @returns {Promise<number[]>}
 */
export async function migrate(pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query('SELECT version FROM schema_migrations')).rows.map((row) => Number(row.version)));
    /** @type {number[]} */
    const applied = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`store migration ${migration.version} (${migration.name}) failed: ${error instanceof Error ? error.message : error}`);
      }
      applied.push(migration.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
