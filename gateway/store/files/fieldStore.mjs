// @ts-check
// The field signal's store: SQLite through Node's own `node:sqlite` (no native build to install, one
// file, WAL so `npm run remotes` and the release page read while the gateway writes). Reports are
// kept in memory as they arrive and written by a writer thread in one transaction per flush (every
// `flushMs`, and on close), so a beacon costs no disk write, a slow write holds no page answer, and a
// restart loses at most one flush interval.
// What is kept is already aggregated per session (`reportBuffer.mjs`, shared with PostgreSQL): one row
// per (remote, version, session) with its error counts by kind, and one row per vital value; rows
// older than the window are pruned.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { ERROR_KINDS } from '@site/shared/field/beacon.mjs';
import { DEFAULT_FIELD_CONFIG } from '../fieldConfig.mjs';
import { bufferIntake, createReportBuffer } from '../reportBuffer.mjs';
import { addServerFigures, renderCostsSql, renderCountsSql, versionSummaries, vitalValuesSql } from '../serverFigures.mjs';
import { ANALYSES_KEPT_MS } from '../canaryAnalyses.mjs';
import { canaryAnswersSql, canarySessionsSql, canaryTimingsSql, canaryVitalsSql } from '../canaryFigures.mjs';

/**
 * @typedef {import('@site/shared/field/beacon.mjs').Beacon} Beacon
 * @typedef {import('@site/shared/field/beacon.mjs').ErrorKind} ErrorKind
 * @typedef {import('@site/shared/field/beacon.mjs').VitalName} VitalName
 * @typedef {object} VersionSummary the field figures of one (remote, version) over the window
 * @property {string} remote
 * @property {string} version
 * @property {number} sessions        browser sessions that reported on this version
 * @property {number} errorSessions   of which reported at least one error
 * @property {number} errorRate       errorSessions / sessions (0 without sessions)
 * @property {Record<ErrorKind, number>} errorRates  sessions with that kind of error / sessions
 * @property {Partial<Record<VitalName, number>>} p75   the 75th percentile of each vital reported (ms; CLS unitless)
 * @property {Partial<Record<VitalName, number>>} samples  values behind each p75
 * @property {{ LCP?: number[], INP?: number[] }} vitalValues  the LCP and INP values themselves (ms), for the canary judge's tests
 * @property {ServerFigures} server   what the gateways' server renders of it did (`reportBuffer.mjs` RenderSignal)
 * @typedef {object} ServerFigures
 * @property {number} requests       page answers of its pages: renders and pages from the cache
 * @property {number} failed         answers whose page was left for the browser: the render threw, or ran over the render budget
 * @property {number} overBudget     of which stopped at the render budget
 * @property {number} degraded       answers where a content query failed and built-in copy or the unavailable view was used
 * @property {number} errorStatus    answers with a status >= 400, except 429
 * @property {number} failureRate    failed / requests (0 without requests)
 * @property {number} renders        renders timed (not from the cache)
 * @property {number | undefined} p95  the 95th percentile of their costs (ms), shown only
 * @property {number[]} costs        each timed render's own cost (ms)
 * @property {Record<string, RouteFigures>} routes  the same counts per route pattern (`/blog/:slug`)
 * @typedef {{ requests: number, failed: number, degraded: number, errorStatus: number }} RouteFigures
 */

/** The store's file in a deploy store: beside the versions it speaks of, never served (not inside a version folder). */
export const fieldDbPath = (/** @type {string} */ storeDir) => path.join(storeDir, 'field.sqlite');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sessions (
    remote TEXT NOT NULL, version TEXT NOT NULL, session TEXT NOT NULL, bucket TEXT NOT NULL,
    first_at INTEGER NOT NULL, last_at INTEGER NOT NULL, visitor TEXT NOT NULL DEFAULT '',
    ${ERROR_KINDS.map((kind) => `${kind} INTEGER NOT NULL DEFAULT 0`).join(', ')},
    PRIMARY KEY (remote, version, session)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS sessions_last_at ON sessions (last_at);
  CREATE TABLE IF NOT EXISTS vitals (remote TEXT NOT NULL, version TEXT NOT NULL, name TEXT NOT NULL, value REAL NOT NULL, at INTEGER NOT NULL, bucket TEXT NOT NULL DEFAULT 'none', visitor TEXT NOT NULL DEFAULT '');
  CREATE INDEX IF NOT EXISTS vitals_at ON vitals (at);
  CREATE TABLE IF NOT EXISTS refused (remote TEXT NOT NULL, reason TEXT NOT NULL, count INTEGER NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS refused_at ON refused (at);
  CREATE TABLE IF NOT EXISTS renders (remote TEXT NOT NULL, version TEXT NOT NULL, route TEXT NOT NULL DEFAULT '', outcome TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 200, ms REAL, cost REAL, count INTEGER NOT NULL, at INTEGER NOT NULL, visitor TEXT NOT NULL DEFAULT '', url TEXT NOT NULL DEFAULT '', cached INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX IF NOT EXISTS renders_canary ON renders (remote, at);
  CREATE INDEX IF NOT EXISTS renders_at ON renders (at);
  CREATE TABLE IF NOT EXISTS analyses (remote TEXT NOT NULL, version TEXT NOT NULL, since TEXT NOT NULL, at INTEGER NOT NULL, status TEXT NOT NULL, percent INTEGER NOT NULL, checks TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS analyses_canary ON analyses (remote, since, at);
`;

/** @param {DatabaseSync} db */
function prepare(db) {
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
  db.exec(SCHEMA.replace(/\n\s*CREATE INDEX IF NOT EXISTS renders_canary[^;]*;/, ''));
  // A store written before vitals kept their side: its values count for no canary's side.
  const columns = /** @type {Array<{ name: string }>} */ (/** @type {unknown} */ (db.prepare('PRAGMA table_info(vitals)').all()));
  if (!columns.some((column) => column.name === 'bucket')) db.exec(`ALTER TABLE vitals ADD COLUMN bucket TEXT NOT NULL DEFAULT 'none'`);
  // One written before answers kept their route, status and the render's own cost: its rows count for the remote as a whole.
  const renderColumns = /** @type {Array<{ name: string }>} */ (/** @type {unknown} */ (db.prepare('PRAGMA table_info(renders)').all()));
  if (!renderColumns.some((column) => column.name === 'route')) {
    db.exec(`ALTER TABLE renders ADD COLUMN route TEXT NOT NULL DEFAULT ''; ALTER TABLE renders ADD COLUMN status INTEGER NOT NULL DEFAULT 200; ALTER TABLE renders ADD COLUMN cost REAL;`);
  }
  // One written before reports kept their visitor: its rows are one visitor's (the key ''), per table.
  const has = (/** @type {string} */ table, /** @type {string} */ column) =>
    /** @type {Array<{ name: string }>} */ (/** @type {unknown} */ (db.prepare(`PRAGMA table_info(${table})`).all())).some((row) => row.name === column);
  for (const table of ['sessions', 'vitals', 'renders']) if (!has(table, 'visitor')) db.exec(`ALTER TABLE ${table} ADD COLUMN visitor TEXT NOT NULL DEFAULT ''`);
  if (!has('renders', 'url')) db.exec(`ALTER TABLE renders ADD COLUMN url TEXT NOT NULL DEFAULT ''; ALTER TABLE renders ADD COLUMN cached INTEGER NOT NULL DEFAULT 0;`)
  db.exec('CREATE INDEX IF NOT EXISTS renders_canary ON renders (remote, at)');
  // One written before an error kind was known (`script`, `unhydrated`): its sessions had none of it.
  for (const kind of ERROR_KINDS) if (!has('sessions', kind)) db.exec(`ALTER TABLE sessions ADD COLUMN ${kind} INTEGER NOT NULL DEFAULT 0`);
}

/** @param {string} file @param {{ readOnly?: boolean }} [options] */
function open(file, { readOnly = false } = {}) {
  if (!readOnly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { readOnly });
  if (readOnly) db.exec('PRAGMA busy_timeout = 2000;');
  else prepare(db);
  return db;
}

/**
 * The store for the writer. A file that cannot be opened as one (damaged, say by a copy taken
 * mid-write) is set aside with a reason in the log and a new one started: the site never fails to
 * start over its field figures, and the damaged file is kept for whoever wants to look.
 * @param {string} file @param {(line: string) => void} log
 */
function openOrSetAside(file, log) {
  try {
    return open(file);
  } catch (error) {
    if (!existsSync(file)) throw error;
    const aside = `${file}.damaged-${Date.now()}`;
    renameSync(file, aside);
    for (const suffix of ['-wal', '-shm']) if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${aside}${suffix}`);
    log(`[field] ${file} could not be opened (${error instanceof Error ? error.message : error}); set aside as ${aside}, starting afresh`);
    return open(file);
  }
}

/**
 * Per (remote, version): sessions, error rate by kind and p75 of each vital among what arrived from
 * `since` on, newest versions of a remote together. `canarySides`: only the sessions a field pass
 * bound to a canary's side (what a canary is judged on; `beaconRoute.mjs`).
 * @param {DatabaseSync} db @param {number} since ms since the epoch @param {boolean} [canarySides]
 * @returns {VersionSummary[]}
 */
function summarise(db, since, canarySides = false) {
  const sums = ERROR_KINDS.map((kind) => `SUM(${kind} > 0) AS ${kind}`).join(', ');
  const anyError = ERROR_KINDS.map((kind) => `${kind} > 0`).join(' OR ');
  const sides = canarySides ? ` AND bucket IN ('stable', 'candidate')` : '';
  const rows = /** @type {Array<Record<string, any>>} */ (
    db.prepare(`SELECT remote, version, COUNT(*) AS sessions, SUM(${anyError}) AS errorSessions, ${sums} FROM sessions WHERE last_at >= ?${sides} GROUP BY remote, version ORDER BY remote, MAX(last_at) DESC`).all(since)
  );
  // Nearest rank: the value at position ceil(0.75 n) of the sorted values, as CrUX and web-vitals' docs report p75.
  const percentiles = /** @type {Array<{ remote: string, version: string, name: VitalName, value: number, n: number }>} */ (
    /** @type {unknown} */ (
      db
        .prepare(
          `WITH ranked AS (
             SELECT remote, version, name, value,
                    ROW_NUMBER() OVER (PARTITION BY remote, version, name ORDER BY value) AS rank,
                    COUNT(*) OVER (PARTITION BY remote, version, name) AS n
             FROM vitals WHERE at >= ?${sides})
           SELECT remote, version, name, value, n FROM ranked WHERE rank = (3 * n + 3) / 4`,
        )
        .all(since)
    )
  );
  const { entry, byVersion } = versionSummaries();
  for (const row of rows) {
    const summary = entry(row.remote, row.version);
    summary.sessions = Number(row.sessions);
    summary.errorSessions = Number(row.errorSessions ?? 0);
    summary.errorRate = summary.sessions ? summary.errorSessions / summary.sessions : 0;
    for (const kind of ERROR_KINDS) summary.errorRates[kind] = summary.sessions ? Number(row[kind] ?? 0) / summary.sessions : 0;
  }
  for (const { remote, version, name, value, n } of percentiles) {
    const summary = entry(remote, version);
    summary.p75[name] = value;
    summary.samples[name] = Number(n);
  }
  const all = (/** @type {string} */ sql) => /** @type {any[]} */ (db.prepare(sql.replaceAll('$1', '?')).all(since));
  addServerFigures(entry, { counts: all(renderCountsSql('renders')), costs: all(renderCostsSql('renders')), vitals: all(vitalValuesSql('vitals', sides)) });
  return [...byVersion.values()];
}

/**
 * Reports refused from `since` on (`beaconRoute.mjs`), per remote and reason.
 * @param {DatabaseSync} db @param {number} since
 * @returns {Record<string, Record<string, number>>} remote -> reason -> reports
 */
function summariseRefused(db, since) {
  /** @type {Record<string, Record<string, number>>} */
  const byRemote = {};
  for (const row of /** @type {Array<{ remote: string, reason: string, reports: number }>} */ (
    /** @type {unknown} */ (db.prepare('SELECT remote, reason, SUM(count) AS reports FROM refused WHERE at >= ? GROUP BY remote, reason ORDER BY remote, reason').all(since))
  )) {
    (byRemote[row.remote] ??= {})[row.reason] = Number(row.reports);
  }
  return byRemote;
}

/**
 * A canary's rows per visitor since it started (`canaryFigures.mjs`).
 * @param {DatabaseSync} db @param {string} remote @param {number} since @param {string} candidate @param {string} stable
 * @returns {import('../canaryFigures.mjs').CanaryRows}
 */
function canaryRows(db, remote, since, candidate, stable) {
  const all = (/** @type {string} */ sql) => /** @type {any[]} */ (db.prepare(sql.replace(/\$[1-4]/g, '?')).all(remote, since, candidate, stable));
  return { answers: all(canaryAnswersSql('renders')), timings: all(canaryTimingsSql('renders')), sessions: all(canarySessionsSql('sessions')), vitals: all(canaryVitalsSql('vitals')) };
}

/**
 * A canary's analyses from `since` on (its start), oldest first (`canaryAnalyses.mjs`).
 * @param {DatabaseSync} db @param {string} remote @param {string} since @returns {CanaryAnalysisRow[]}
 */
function readAnalyses(db, remote, since) {
  const rows = /** @type {Array<Record<string, any>>} */ (db.prepare('SELECT remote, version, since, at, status, percent, checks FROM analyses WHERE remote = ? AND since = ? ORDER BY at').all(remote, since));
  return rows.map((row) => ({ remote: row.remote, version: row.version, since: row.since, at: Number(row.at), status: row.status, percent: Number(row.percent), checks: JSON.parse(row.checks) }));
}

/**
 * @typedef {import('../canaryAnalyses.mjs').CanaryAnalysisRow} CanaryAnalysisRow
 * @typedef {import('../reportBuffer.mjs').SessionRow} SessionRow
 * @typedef {import('../reportBuffer.mjs').VitalRow} VitalRow
 * @typedef {import('../reportBuffer.mjs').RefusedRow} RefusedRow
 * @typedef {import('../reportBuffer.mjs').RenderRow} RenderRow
 */

/**
 * The writing side of the store, run in the writer thread (`fieldWriter.mjs`): one transaction per
 * batch, then the rows older than `cutoff` dropped.
 * @param {string} file @param {(line: string) => void} log
 */
export function storeWriter(file, log) {
  const db = openOrSetAside(file, log);
  const upsertSession = db.prepare(
    `INSERT INTO sessions (remote, version, session, bucket, first_at, last_at, visitor, ${ERROR_KINDS.join(', ')})
     VALUES (?, ?, ?, ?, ?, ?, ?, ${ERROR_KINDS.map(() => '?').join(', ')})
     ON CONFLICT (remote, version, session) DO UPDATE SET
       bucket = excluded.bucket, last_at = MAX(last_at, excluded.last_at), visitor = excluded.visitor,
       ${ERROR_KINDS.map((kind) => `${kind} = ${kind} + excluded.${kind}`).join(', ')}`,
  );
  const insertVital = db.prepare('INSERT INTO vitals (remote, version, name, value, at, bucket, visitor) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertRefused = db.prepare('INSERT INTO refused (remote, reason, count, at) VALUES (?, ?, ?, ?)');
  const insertRender = db.prepare('INSERT INTO renders (remote, version, route, outcome, status, ms, cost, count, at, visitor, url, cached) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const pruneRenders = db.prepare('DELETE FROM renders WHERE at < ?');
  const insertAnalysis = db.prepare('INSERT INTO analyses (remote, version, since, at, status, percent, checks) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const pruneAnalyses = db.prepare('DELETE FROM analyses WHERE at < ?');
  const pruneSessions = db.prepare('DELETE FROM sessions WHERE last_at < ?');
  const pruneVitals = db.prepare('DELETE FROM vitals WHERE at < ?');
  const pruneRefused = db.prepare('DELETE FROM refused WHERE at < ?');
  return {
    /** @param {SessionRow[]} sessions @param {VitalRow[]} vitals @param {RefusedRow[]} refused @param {RenderRow[]} renders @param {number} cutoff */
    write(sessions, vitals, refused, renders, cutoff) {
      db.exec('BEGIN');
      try {
        for (const row of sessions) {
          upsertSession.run(row.remote, row.version, row.session, row.bucket, row.first, row.last, row.visitor ?? '', ...ERROR_KINDS.map((kind) => row.errors[kind] ?? 0));
        }
        for (const value of vitals) insertVital.run(...value.slice(0, 6), value[6] ?? '');
        for (const row of refused) insertRefused.run(...row);
        for (const row of renders) insertRender.run(...row.slice(0, 9), row[9] ?? '', row[10] ?? '', row[11] ?? 0);
        pruneSessions.run(cutoff);
        pruneRenders.run(cutoff);
        pruneVitals.run(cutoff);
        pruneRefused.run(cutoff);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    /** @param {number} since @param {boolean} [canarySides] */
    summary: (since, canarySides) => summarise(db, since, canarySides),
    /** @param {number} since */
    refused: (since) => summariseRefused(db, since),
    /** @param {string} remote @param {number} since @param {string} candidate @param {string} stable */
    canary: (remote, since, candidate, stable) => canaryRows(db, remote, since, candidate, stable),
    /** One analysis of a canary; those past `ANALYSES_KEPT_MS` go. @param {CanaryAnalysisRow} row */
    recordAnalysis(row) {
      insertAnalysis.run(row.remote, row.version, row.since, row.at, row.status, row.percent, JSON.stringify(row.checks));
      pruneAnalyses.run(row.at - ANALYSES_KEPT_MS);
    },
    /** @param {string} remote @param {string} since */
    analyses: (remote, since) => readAnalyses(db, remote, since),
    close: () => db.close(),
  };
}

/**
 * The gateway's store: `add` takes a validated beacon (in memory, on the request's own thread: no
 * disk, no SQL), `flush` hands what came since the last flush to a writer thread, which writes it in
 * one transaction and prunes what fell out of the window, so a slow disk (a WAL checkpoint's fsync)
 * never holds a page answer; `summary` reads the aggregates there too. Opening it creates the file
 * and its tables.
 * Rows are kept `keepMs` (a canary is judged on its whole life, up to that long), and never less than the window.
 * @param {{ file: string, windowMs?: number, keepMs?: number, now?: () => number, log?: (line: string) => void }} options
 */
export function openFieldStore({ file, windowMs = DEFAULT_FIELD_CONFIG.windowMs, keepMs = DEFAULT_FIELD_CONFIG.keepMs, now = Date.now, log = (/** @type {string} */ line) => console.warn(line) }) {
  const keptMs = Math.max(windowMs, keepMs);
  const worker = new Worker(new URL('./fieldWriter.mjs', import.meta.url), { workerData: { file } });
  // The gateway's close ends it; a test or tool that forgets to close is not held open by it.
  worker.unref();
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  let nextId = 0;
  /** @type {Error | undefined} */
  let failed;
  worker.on('message', (message) => {
    if (message.log) return log(message.log);
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result);
  });
  worker.on('error', (error) => {
    failed = error;
    log(`[field] the store's writer stopped: ${error.message}`);
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  /** @param {Record<string, unknown>} message @returns {Promise<any>} */
  const ask = (message) => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  };

  // Unbounded: every flush empties it, written or not (a file does not go away as a database does, so
  // there is no outage to keep rows through), so it never holds more than one flush interval.
  const buffer = createReportBuffer();
  let closed = false;

  return Object.assign(bufferIntake(buffer, now), {
    /** Hands what came since the last flush to the writer; resolves once it is written. */
    async flush() {
      if (closed) return;
      // Even with nothing taken: the write also prunes what fell out of the window.
      const at = now();
      await ask({ type: 'write', ...buffer.take(at), cutoff: at - keptMs });
    },
    /**
     * The aggregates over the window (or from `since` when that is later: a canary's start), of what
     * was flushed; with `canarySides`, of the sessions bound to a canary's side only.
     * @param {{ since?: number, canarySides?: boolean }} [options] @returns {Promise<VersionSummary[]>}
     */
    summary({ since = 0, canarySides = false } = {}) {
      return ask({ type: 'summary', since: Math.max(since, now() - windowMs), canarySides });
    },
    /**
     * Reports refused over the window (or from `since`), per remote and reason.
     * @param {{ since?: number }} [options] @returns {Promise<Record<string, Record<string, number>>>}
     */
    refused({ since = 0 } = {}) {
      return ask({ type: 'refused', since: Math.max(since, now() - windowMs) });
    },
    /**
     * A canary's rows per visitor since it started (`canaryFigures.mjs`), of what was flushed.
     * @param {{ remote: string, since: number, candidate: string, stable: string }} canary
     * @returns {Promise<import('../canaryFigures.mjs').CanaryRows>}
     */
    canary({ remote, since, candidate, stable }) {
      return ask({ type: 'canary', remote, since: Math.max(since, now() - keptMs), candidate, stable });
    },
    /** One analysis of a canary, written at once (`canaryAnalyses.mjs`). @param {CanaryAnalysisRow} row @returns {Promise<void>} */
    recordAnalysis(row) {
      return ask({ type: 'recordAnalysis', row });
    },
    /** A canary's analyses, oldest first. @param {string} remote @param {string} since the canary's start @returns {Promise<CanaryAnalysisRow[]>} */
    analyses(remote, since) {
      return ask({ type: 'analyses', remote, since });
    },
    /** Writes what is pending and closes the file. */
    async close() {
      if (closed) return;
      await this.flush().catch((error) => log(`[field] could not write reports: ${error.message}`));
      closed = true;
      await ask({ type: 'close' }).catch(() => {});
      await worker.terminate();
    },
  });
}

/** @typedef {ReturnType<typeof openFieldStore>} FieldStore */

/**
 * The field figures of a deploy store, for readers in another process (`npm run remotes`, the release
 * page): per (remote, version), what browsers reported over the window, as the gateway last flushed it.
 * Empty when no beacon was ever stored.
 * @param {string} storeDir
 * @param {{ windowMs?: number, since?: number, now?: number }} [options]
 * @returns {VersionSummary[]}
 */
export function fieldSummary(storeDir, { windowMs = DEFAULT_FIELD_CONFIG.windowMs, since = 0, now = Date.now() } = {}) {
  return readStore(storeDir, (db) => summarise(db, Math.max(since, now - windowMs)), []);
}

/**
 * The reports the gateway refused over the window, per remote and reason (for `npm run remotes` and
 * the release page, beside the figures).
 * @param {string} storeDir
 * @param {{ windowMs?: number, now?: number }} [options]
 * @returns {Record<string, Record<string, number>>}
 */
export function refusedReports(storeDir, { windowMs = DEFAULT_FIELD_CONFIG.windowMs, now = Date.now() } = {}) {
  return readStore(storeDir, (db) => summariseRefused(db, now - windowMs), {});
}

/**
 * A canary's analyses, for readers in another process (the release page, `npm run remotes`).
 * @param {string} storeDir @param {string} remote @param {string} since the canary's start
 * @returns {CanaryAnalysisRow[]}
 */
export function canaryAnalyses(storeDir, remote, since) {
  return readStore(storeDir, (db) => readAnalyses(db, remote, since), []);
}

/**
 * @template T
 * @param {string} storeDir @param {(db: DatabaseSync) => T} read @param {T} empty what a store with no beacon yet gives
 */
function readStore(storeDir, read, empty) {
  const file = fieldDbPath(storeDir);
  if (!existsSync(file)) return empty;
  const db = open(file, { readOnly: true });
  try {
    return read(db);
  } catch (error) {
    // A store written by a gateway older than the table: nothing refused there.
    if (/no such table/.test(String(error))) return empty;
    throw error;
  } finally {
    db.close();
  }
}
