// @ts-check
// Field reports on PostgreSQL: as on the files, a beacon is aggregated in memory per session (the
// same buffer, `reportBuffer.mjs`) and written in one transaction per flush, the aggregates are
// computed in SQL over the same window, and rows that fell out of the window are pruned. While the
// database is away a flush keeps its rows for the next one, up to `bufferLimit` rows; beyond that
// they are dropped and counted (`dropped`), so a long outage costs a bounded amount of memory and
// says what it lost.
import { ERROR_KINDS } from '@site/shared/field/beacon.mjs';
import { bufferIntake, createReportBuffer } from '../reportBuffer.mjs';
import { addServerFigures, renderCostsSql, renderCountsSql, versionSummaries, vitalValuesSql } from '../serverFigures.mjs';
import { ANALYSES_KEPT_MS } from '../canaryAnalyses.mjs';
import { canaryAnswersSql, canarySessionsSql, canaryTimingsSql, canaryVitalsSql } from '../canaryFigures.mjs';
import { DEFAULT_FIELD_CONFIG } from '../fieldConfig.mjs';

/** @typedef {import('../files/fieldStore.mjs').VersionSummary} VersionSummary */

/**
 * Per (remote, version) over `since`: the same figures as `fieldStore.mjs` summarise, in SQL.
 * @param {import('pg').Pool} pool @param {number} since @param {boolean} canarySides
 * @returns {Promise<VersionSummary[]>}
 */
export async function summarise(pool, since, canarySides) {
  const anyError = ERROR_KINDS.map((kind) => `${kind} > 0`).join(' OR ');
  const sums = ERROR_KINDS.map((kind) => `COUNT(*) FILTER (WHERE ${kind} > 0) AS ${kind}`).join(', ');
  const sides = canarySides ? ` AND bucket IN ('stable', 'candidate')` : '';
  const { rows } = await pool.query(
    `SELECT remote, version, COUNT(*) AS sessions, COUNT(*) FILTER (WHERE ${anyError}) AS error_sessions, ${sums}
     FROM field_sessions WHERE last_at >= $1${sides} GROUP BY remote, version ORDER BY remote, MAX(last_at) DESC`,
    [since],
  );
  // Nearest rank, as on the files: the value at position ceil(0.75 n) of the sorted values.
  const percentiles = (
    await pool.query(
      `WITH ranked AS (
         SELECT remote, version, name, value,
                ROW_NUMBER() OVER (PARTITION BY remote, version, name ORDER BY value) AS rank,
                COUNT(*) OVER (PARTITION BY remote, version, name) AS n
         FROM field_vitals WHERE at >= $1${sides})
       SELECT remote, version, name, value, n FROM ranked WHERE rank = (3 * n + 3) / 4`,
      [since],
    )
  ).rows;
  const all = async (/** @type {string} */ sql) => (await pool.query(sql, [since])).rows;
  const [counts, costs, vitals] = await Promise.all([all(renderCountsSql('field_renders')), all(renderCostsSql('field_renders')), all(vitalValuesSql('field_vitals', sides))]);
  const { entry, byVersion } = versionSummaries();
  for (const row of rows) {
    const summary = entry(row.remote, row.version);
    summary.sessions = Number(row.sessions);
    summary.errorSessions = Number(row.error_sessions);
    summary.errorRate = summary.sessions ? summary.errorSessions / summary.sessions : 0;
    for (const kind of ERROR_KINDS) summary.errorRates[kind] = summary.sessions ? Number(row[kind]) / summary.sessions : 0;
  }
  for (const row of percentiles) {
    const summary = entry(row.remote, row.version);
    summary.p75[/** @type {import('@site/shared/field/beacon.mjs').VitalName} */ (row.name)] = Number(row.value);
    summary.samples[/** @type {import('@site/shared/field/beacon.mjs').VitalName} */ (row.name)] = Number(row.n);
  }
  addServerFigures(entry, { counts, costs, vitals });
  return [...byVersion.values()];
}

/**
 * One analysis of a canary (`canaryAnalyses.mjs`); those past their keeping go.
 * @param {Pick<import('pg').Pool, 'query'>} pool @param {import('../canaryAnalyses.mjs').CanaryAnalysisRow} row
 */
export async function recordAnalysis(pool, row) {
  await pool.query('INSERT INTO canary_analyses (remote, version, since, at, status, percent, checks) VALUES ($1, $2, $3, $4, $5, $6, $7)', [row.remote, row.version, row.since, row.at, row.status, row.percent, JSON.stringify(row.checks)]);
  await pool.query('DELETE FROM canary_analyses WHERE at < $1', [row.at - ANALYSES_KEPT_MS]);
}

/**
 * A canary's analyses, oldest first.
 * @param {Pick<import('pg').Pool, 'query'>} pool @param {string} remote @param {string} since the canary's start
 * @returns {Promise<import('../canaryAnalyses.mjs').CanaryAnalysisRow[]>}
 */
export async function readAnalyses(pool, remote, since) {
  const { rows } = await pool.query('SELECT remote, version, since, at, status, percent, checks FROM canary_analyses WHERE remote = $1 AND since = $2 ORDER BY at, id', [remote, since]);
  return rows.map((row) => ({ remote: row.remote, version: row.version, since: row.since, at: Number(row.at), status: row.status, percent: Number(row.percent), checks: row.checks }));
}

/** @param {import('pg').Pool} pool @param {number} since @returns {Promise<Record<string, Record<string, number>>>} */
export async function summariseRefused(pool, since) {
  /** @type {Record<string, Record<string, number>>} */
  const byRemote = {};
  const { rows } = await pool.query('SELECT remote, reason, SUM(count) AS reports FROM field_refused WHERE at >= $1 GROUP BY remote, reason ORDER BY remote, reason', [since]);
  for (const row of rows) (byRemote[row.remote] ??= {})[row.reason] = Number(row.reports);
  return byRemote;
}

/**
 * Rows are kept `keepMs` (a canary is judged on its whole life, up to that long), never less than the window.
 * @param {{ pool: import('pg').Pool, windowMs: number, keepMs?: number, bufferLimit?: number, now?: () => number, log?: (line: string) => void }} options
 * @returns {import('../store.mjs').FieldReports}
 */
export function openPostgresFieldReports({ pool, windowMs, keepMs = DEFAULT_FIELD_CONFIG.keepMs, bufferLimit = 50_000, now = Date.now, log = (line) => console.warn(line) }) {
  const keptMs = Math.max(windowMs, keepMs);
  const buffer = createReportBuffer({ limit: bufferLimit });
  let closed = false;

  /** @param {import('../reportBuffer.mjs').ReportBatch} batch */
  async function write(batch) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const row of batch.sessions) {
        await client.query(
          `INSERT INTO field_sessions (remote, version, session, bucket, first_at, last_at, visitor, ${ERROR_KINDS.join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6, $7, ${ERROR_KINDS.map((_, index) => `$${index + 8}`).join(', ')})
           ON CONFLICT (remote, version, session) DO UPDATE SET
             bucket = excluded.bucket, last_at = GREATEST(field_sessions.last_at, excluded.last_at), visitor = excluded.visitor,
             ${ERROR_KINDS.map((kind) => `${kind} = field_sessions.${kind} + excluded.${kind}`).join(', ')}`,
          [row.remote, row.version, row.session, row.bucket, row.first, row.last, row.visitor ?? '', ...ERROR_KINDS.map((kind) => row.errors[kind] ?? 0)],
        );
      }
      for (const value of batch.vitals) await client.query('INSERT INTO field_vitals (remote, version, name, value, at, bucket, visitor) VALUES ($1, $2, $3, $4, $5, $6, $7)', [...value.slice(0, 6), value[6] ?? '']);
      for (const row of batch.refused) await client.query('INSERT INTO field_refused (remote, reason, count, at) VALUES ($1, $2, $3, $4)', row);
      for (const row of batch.renders) {
        await client.query('INSERT INTO field_renders (remote, version, route, outcome, status, ms, cost, count, at, visitor, url, cached) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)', [...row.slice(0, 9), row[9] ?? '', row[10] ?? '', row[11] ?? 0]);
      }
      const cutoff = now() - keptMs;
      await client.query('DELETE FROM field_sessions WHERE last_at < $1', [cutoff]);
      await client.query('DELETE FROM field_vitals WHERE at < $1', [cutoff]);
      await client.query('DELETE FROM field_refused WHERE at < $1', [cutoff]);
      await client.query('DELETE FROM field_renders WHERE at < $1', [cutoff]);
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release(true);
      throw error;
    }
  }

  return Object.assign(bufferIntake(buffer, now), {
    async flush() {
      if (closed || buffer.pending === 0) return;
      const batch = buffer.take(now());
      try {
        await write(batch);
      } catch (error) {
        buffer.putBack(batch);
        throw new Error(`field reports kept in memory (${buffer.pending} rows, ${buffer.dropped} dropped so far): ${error instanceof Error ? error.message : error}`);
      }
    },
    summary: ({ since = 0, canarySides = false } = {}) => summarise(pool, Math.max(since, now() - windowMs), canarySides),
    refused: ({ since = 0 } = {}) => summariseRefused(pool, Math.max(since, now() - windowMs)),
    /** A canary's rows per visitor since it started (`canaryFigures.mjs`). @param {{ remote: string, since: number, candidate: string, stable: string }} canary */
    async canary({ remote, since, candidate, stable }) {
      const values = [remote, Math.max(since, now() - keptMs), candidate, stable];
      const all = async (/** @type {string} */ sql) => (await pool.query(sql, values)).rows;
      const [answers, timings, sessions, vitals] = await Promise.all([all(canaryAnswersSql('field_renders')), all(canaryTimingsSql('field_renders')), all(canarySessionsSql('field_sessions')), all(canaryVitalsSql('field_vitals'))]);
      return { answers, timings, sessions, vitals };
    },
    recordAnalysis: (/** @type {import('../canaryAnalyses.mjs').CanaryAnalysisRow} */ row) => recordAnalysis(pool, row),
    analyses: (/** @type {string} */ remote, /** @type {string} */ since) => readAnalyses(pool, remote, since),
    async close() {
      await this.flush().catch((error) => log(`[field] could not write reports: ${error.message}`));
      closed = true;
    },
   });
}
