// @ts-check
// The field reports a gateway holds between two flushes, the same for both stores (the files'
// `fieldStore.mjs`, PostgreSQL's `store/postgres/fieldReports.mjs`): a beacon costs no write, only a
// fold into one row per (remote, version, session) with its error counts by kind, one row per vital
// value, and one count per (remote, reason) refused. A flush takes the rows and leaves an empty
// buffer for what arrives while it writes; a flush that failed puts its rows back in front of those.
// The server's side of a canary comes in here too (`render`): one row per server render (its remote,
// version, outcome and duration) and one count per (remote, version) of pages answered from the cache.
// `limit` bounds the rows held, for a backend that can be away: beyond it a new row is dropped and
// counted, so a long outage costs a bounded amount of memory and says what it lost. Times are the
// caller's (its clock, and one instant per flush shared with its own cutoff).

/**
 * @typedef {import('@site/shared/field/beacon.mjs').Beacon} Beacon
 * @typedef {{ remote: string, version: string, session: string, bucket: string, first: number, last: number, errors: Record<string, number> }} SessionRow
 * @typedef {[remote: string, version: string, name: string, value: number, at: number, bucket: string]} VitalRow
 * @typedef {[remote: string, reason: string, count: number, at: number]} RefusedRow
 * @typedef {'rendered' | 'failed' | 'over_budget' | 'cached'} RenderOutcome
 * @typedef {{ remote: string, version: string, outcome: Exclude<RenderOutcome, 'cached'>, ms: number } | { remote: string, version: string, outcome: 'cached' }} RenderSignal
 *   one page answer's server side for the routed remote: a render and how it ended, or a cached page
 * @typedef {[remote: string, version: string, outcome: RenderOutcome, ms: number | null, count: number, at: number]} RenderRow
 * @typedef {{ sessions: SessionRow[], vitals: VitalRow[], refused: RefusedRow[], renders: RenderRow[] }} ReportBatch  what one flush writes
 */

const sessionKey = (/** @type {string} */ remote, /** @type {string} */ version, /** @type {string} */ session) => `${remote}\n${version}\n${session}`;
const refusedKey = (/** @type {string} */ remote, /** @type {string} */ reason) => `${remote}\n${reason}`;
const versionKey = (/** @type {string} */ remote, /** @type {string} */ version) => `${remote}\n${version}`;

/** @param {{ limit?: number }} [options] `limit`: rows held at most (none by default: the files never go away) */
export function createReportBuffer({ limit = Number.POSITIVE_INFINITY } = {}) {
  /** @type {Map<string, SessionRow>} */
  let sessions = new Map();
  /** @type {VitalRow[]} */
  let vitals = [];
  /** @type {Map<string, number>} `${remote}\n${reason}` -> reports refused since the last flush */
  let refused = new Map();
  /** @type {RenderRow[]} */
  let renders = [];
  /** @type {Map<string, number>} `${remote}\n${version}` -> pages answered from the cache since the last flush */
  let cached = new Map();
  let dropped = 0;
  const size = () => sessions.size + vitals.length + refused.size + renders.length + cached.size;
  /** Room for one more row, or the row counted dropped. Only new rows take room: adding to a held one costs nothing. */
  const room = () => {
    if (size() < limit) return true;
    dropped += 1;
    return false;
  };

  return {
    /** A validated beacon's reports, received `at`. @param {Beacon} beacon @param {number} at */
    add(beacon, at) {
      for (const report of beacon.reports) {
        const key = sessionKey(report.remote, report.version, beacon.session);
        let row = sessions.get(key);
        if (!row) {
          if (!room()) continue;
          row = { remote: report.remote, version: report.version, session: beacon.session, bucket: report.bucket, first: at, last: at, errors: {} };
          sessions.set(key, row);
        }
        row.last = at;
        row.bucket = report.bucket;
        if (report.type === 'error') row.errors[report.error] = (row.errors[report.error] ?? 0) + 1;
        else if (room()) vitals.push([report.remote, report.version, report.name, report.value, at, report.bucket]);
      }
    },
    /** A report not stored (`beaconRoute.mjs`), counted by remote and reason. @param {string} remote @param {string} reason */
    refuse(remote, reason) {
      const key = refusedKey(remote, reason);
      if (refused.has(key)) refused.set(key, (refused.get(key) ?? 0) + 1);
      else if (room()) refused.set(key, 1);
    },
    /** A page answer's server side (`RenderSignal`), at `at`. @param {RenderSignal} signal @param {number} at */
    render(signal, at) {
      if (signal.outcome === 'cached') {
        const key = versionKey(signal.remote, signal.version);
        if (cached.has(key)) cached.set(key, (cached.get(key) ?? 0) + 1);
        else if (room()) cached.set(key, 1);
      } else if (room()) renders.push([signal.remote, signal.version, signal.outcome, signal.ms, 1, at]);
    },
    /** Rows held for the next flush. */
    get pending() {
      return size();
    },
    /** Rows dropped because the buffer was full, since it was made. */
    get dropped() {
      return dropped;
    },
    /** Everything held, for a flush at `at` (the refused counts' time); the buffer starts empty. @param {number} at @returns {ReportBatch} */
    take(at) {
      const batch = {
        sessions: [...sessions.values()],
        vitals,
        refused: [...refused].map(([key, count]) => /** @type {RefusedRow} */ ([...key.split('\n'), count, at])),
        renders: [...renders, ...[...cached].map(([key, count]) => /** @type {RenderRow} */ ([...key.split('\n'), 'cached', null, count, at]))],
      };
      sessions = new Map();
      vitals = [];
      refused = new Map();
      renders = [];
      cached = new Map();
      return batch;
    },
    /**
     * A batch that could not be written, back in front of what arrived since it was taken, within
     * the bound: a session that reported again meanwhile is one row again (its first time from the
     * batch), a remote's refusals one count. The refused counts get a new time at the next take.
     * @param {ReportBatch} batch
     */
    putBack(batch) {
      const later = { sessions, vitals, refused, renders, cached };
      sessions = new Map();
      vitals = [];
      refused = new Map();
      renders = [];
      cached = new Map();
      for (const row of batch.sessions) if (room()) sessions.set(sessionKey(row.remote, row.version, row.session), row);
      for (const value of batch.vitals) if (room()) vitals.push(value);
      for (const [remote, reason, count] of batch.refused) if (room()) refused.set(refusedKey(remote, reason), count);
      // A batch's cached counts stay rows of their own (with their time), before what came since.
      for (const row of batch.renders ?? []) if (room()) renders.push(row);
      for (const [key, row] of later.sessions) {
        const earlier = sessions.get(key);
        if (earlier) {
          earlier.last = row.last;
          earlier.bucket = row.bucket;
          for (const [kind, count] of Object.entries(row.errors)) earlier.errors[kind] = (earlier.errors[kind] ?? 0) + count;
        } else if (room()) sessions.set(key, row);
      }
      for (const value of later.vitals) if (room()) vitals.push(value);
      for (const row of later.renders) if (room()) renders.push(row);
      for (const [key, count] of later.cached) if (room()) cached.set(key, count);
      for (const [key, count] of later.refused) {
        if (refused.has(key)) refused.set(key, (refused.get(key) ?? 0) + count);
        else if (room()) refused.set(key, count);
      }
    },
  };
}

/** @typedef {ReturnType<typeof createReportBuffer>} ReportBuffer */

/**
 * The side of a store's field reports that takes reports in, the same on both backends: a beacon
 * and a refusal go into `buffer` at the store's clock, and `pending` and `dropped` say what it holds
 * and what it lost. A store adds its own flush, reads and close with `Object.assign`, which keeps
 * these getters live (a spread would copy their values once).
 * @param {ReportBuffer} buffer @param {() => number} now
 */
export function bufferIntake(buffer, now) {
  return {
    /** Reports received now; written at the next flush. @param {Beacon} beacon */
    add(beacon) {
      buffer.add(beacon, now());
    },
    /** A report not stored (`beaconRoute.mjs`), counted by remote and reason. @param {string} remote @param {string} reason */
    refuse(remote, reason) {
      buffer.refuse(remote, reason);
    },
    /** A page answer's server side for its routed remote (`ssr/composePage.mjs`). @param {RenderSignal} signal */
    render(signal) {
      buffer.render(signal, now());
    },
    /** Reports received and not yet handed to the backend. */
    get pending() {
      return buffer.pending;
    },
    /** Rows dropped because the buffer was full (never, for a buffer without a limit). */
    get dropped() {
      return buffer.dropped;
    },
  };
}
