// @ts-check
// The field reports a gateway holds between two flushes, the same for both stores (the files'
// `fieldStore.mjs`, PostgreSQL's `store/postgres/fieldReports.mjs`): a beacon costs no write, only a
// fold into one row per (remote, version, session) with its error counts by kind, one row per vital
// value, and one count per (remote, reason) refused. A flush takes the rows and leaves an empty
// buffer for what arrives while it writes; a flush that failed puts its rows back in front of those.
// The server's side of a canary comes in here too (`render`): one count per (remote, version, route,
// outcome, status) of page answers, whether rendered or from the cache, and one row per render with
// its duration and its own cost (counting no answer: its answer is in the counts).
// `limit` bounds the rows held, for a backend that can be away: beyond it a new row is dropped and
// counted, so a long outage costs a bounded amount of memory and says what it lost. Times are the
// caller's (its clock, and one instant per flush shared with its own cutoff).

/**
 * @typedef {import('@site/shared/field/beacon.mjs').Beacon} Beacon
 * @typedef {{ remote: string, version: string, session: string, bucket: string, first: number, last: number, errors: Record<string, number>, visitor: string }} SessionRow
 *   `visitor`: the sender's visitor key (`serve/client/visitorKey.mjs`: a keyed hash of its address, never the address)
 * @typedef {[remote: string, version: string, name: string, value: number, at: number, bucket: string, visitor: string]} VitalRow
 * @typedef {[remote: string, reason: string, count: number, at: number]} RefusedRow
 * @typedef {'rendered' | 'failed' | 'over_budget' | 'degraded' | 'busy' | 'throttled'} RenderOutcome
 *   how the routed remote's page went: rendered whole; `failed` (its renderer threw or did not load,
 *   or the shell's render threw and the empty fallback shell was sent) or `over_budget` (the render
 *   budget ran out), the page left for the browser; `degraded`, a content query failed and the page
 *   shows built-in copy or the unavailable view; `busy` (no render slot: 503) and `throttled` (the
 *   client's allowance spent: 429), no render at all
 * @typedef {object} RenderSignal one page answer's server side for the routed remote
 * @property {string} remote
 * @property {string} version
 * @property {string} route    the route pattern (`/blog/:slug`)
 * @property {number} status   the answer's status
 * @property {RenderOutcome} outcome  the render's; a page from the cache carries the outcome it was kept with
 * @property {number} [ms]     the render's duration: only on the answer that rendered it now
 * @property {number} [costMs] what the render itself cost, its own synchronous time (`renderCost.mjs`)
 * @property {0} [answers]     0: a render behind a stale answer (counted there), timed but no answer of its own
 * @property {string} [visitor] who got it: the client's address as the gateway reads it (`request.ip`);
 *   the field reports keep only its visitor key (`serve/client/visitorKey.mjs`)
 * @property {string} [url]    the page's path, so a status is compared with the same URL's on the other side
 * @property {boolean} [cached] answered from the page cache (a page kept, with the outcome it was kept with), not a render run for it
 * @typedef {[remote: string, version: string, route: string, outcome: RenderOutcome, status: number, ms: number | null, cost: number | null, count: number, at: number, visitor: string, url: string, cached: number]} RenderRow
 *   answers counted (`ms`, `cost` null), or one render timed (`count` 0); `cached` 1 for answers from the page cache
 * @typedef {{ sessions: SessionRow[], vitals: VitalRow[], refused: RefusedRow[], renders: RenderRow[] }} ReportBatch  what one flush writes
 */

const sessionKey = (/** @type {string} */ remote, /** @type {string} */ version, /** @type {string} */ session) => `${remote}\n${version}\n${session}`;
const refusedKey = (/** @type {string} */ remote, /** @type {string} */ reason) => `${remote}\n${reason}`;
const answerKey = (/** @type {RenderSignal} */ { remote, version, route, outcome, status, visitor = '', url = '', cached = false }) =>
  `${remote}\n${version}\n${route}\n${outcome}\n${status}\n${visitor}\n${url}\n${cached ? 1 : 0}`;

/** A count of answers as the row it is written as. @param {string} key @param {number} count @param {number} at @returns {RenderRow} */
function answerRow(key, count, at) {
  const [remote, version, route, outcome, status, visitor, url, cached] = key.split('\n');
  return [remote, version, route, /** @type {RenderOutcome} */ (outcome), Number(status), null, null, count, at, visitor, url, Number(cached)];
}

/** @param {{ limit?: number }} [options] `limit`: rows held at most (none by default: the files never go away) */
export function createReportBuffer({ limit = Number.POSITIVE_INFINITY } = {}) {
  /** @type {Map<string, SessionRow>} */
  let sessions = new Map();
  /** @type {VitalRow[]} */
  let vitals = [];
  /** @type {Map<string, number>} a page load's vital (`page\nremote\nversion\nname`) -> its index in `vitals` */
  let pageVitals = new Map();
  /** @type {Map<string, number>} `${remote}\n${reason}` -> reports refused since the last flush */
  let refused = new Map();
  /** @type {RenderRow[]} */
  let renders = [];
  /** @type {Map<string, number>} `answerKey` -> page answers since the last flush */
  let answers = new Map();
  let dropped = 0;
  const size = () => sessions.size + vitals.length + refused.size + renders.length + answers.size;
  /** Room for one more row, or the row counted dropped. Only new rows take room: adding to a held one costs nothing. */
  const room = () => {
    if (size() < limit) return true;
    dropped += 1;
    return false;
  };

  return {
    /**
     * A validated beacon's reports, received `at` from `visitor` (its visitor key). One page load
     * gives at most one value of each vital: a beacon's later value of the same vital for the same
     * remote replaces the earlier one, as does one from a later beacon of the same page (its
     * `page` id) before the flush.
     * @param {Beacon & { page?: string }} beacon @param {number} at @param {string} [visitor]
     */
    add(beacon, at, visitor = '') {
      const page = beacon.page ?? beacon.session;
      for (const report of beacon.reports) {
        const key = sessionKey(report.remote, report.version, beacon.session);
        let row = sessions.get(key);
        if (!row) {
          if (!room()) continue;
          row = { remote: report.remote, version: report.version, session: beacon.session, bucket: report.bucket, first: at, last: at, errors: {}, visitor };
          sessions.set(key, row);
        }
        row.last = at;
        row.bucket = report.bucket;
        row.visitor = visitor;
        if (report.type === 'error') {
          row.errors[report.error] = (row.errors[report.error] ?? 0) + 1;
          continue;
        }
        // A mount is the session itself: the row above.
        if (report.type === 'mount') continue;
        const vitalKey = `${page}\n${report.remote}\n${report.version}\n${report.name}`;
        const held = pageVitals.get(vitalKey);
        /** @type {VitalRow} */
        const value = [report.remote, report.version, report.name, report.value, at, report.bucket, visitor];
        if (held !== undefined) vitals[held] = value;
        else if (room()) pageVitals.set(vitalKey, vitals.push(value) - 1);
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
      if (signal.ms !== undefined && room()) renders.push([signal.remote, signal.version, signal.route, signal.outcome, signal.status, signal.ms, signal.costMs ?? null, 0, at, signal.visitor ?? '', signal.url ?? '', 0]);
      if (signal.answers === 0) return;
      const key = answerKey(signal);
      if (answers.has(key)) answers.set(key, (answers.get(key) ?? 0) + 1);
      else if (room()) answers.set(key, 1);
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
        renders: [...renders, ...[...answers].map(([key, count]) => answerRow(key, count, at))],
      };
      sessions = new Map();
      vitals = [];
      pageVitals = new Map();
      refused = new Map();
      renders = [];
      answers = new Map();
      return batch;
    },
    /**
     * A batch that could not be written, back in front of what arrived since it was taken, within
     * the bound: a session that reported again meanwhile is one row again (its first time from the
     * batch), a remote's refusals one count. The refused counts get a new time at the next take.
     * @param {ReportBatch} batch
     */
    putBack(batch) {
      const later = { sessions, vitals, refused, renders, answers };
      sessions = new Map();
      vitals = [];
      pageVitals = new Map();
      refused = new Map();
      renders = [];
      answers = new Map();
      for (const row of batch.sessions) if (room()) sessions.set(sessionKey(row.remote, row.version, row.session), row);
      for (const value of batch.vitals) if (room()) vitals.push(value);
      for (const [remote, reason, count] of batch.refused) if (room()) refused.set(refusedKey(remote, reason), count);
      // A batch's answer counts stay rows of their own (with their time), before what came since.
      for (const row of batch.renders ?? []) if (room()) renders.push(row);
      for (const [key, row] of later.sessions) {
        const earlier = sessions.get(key);
        if (earlier) {
          earlier.last = row.last;
          earlier.bucket = row.bucket;
          earlier.visitor = row.visitor;
          for (const [kind, count] of Object.entries(row.errors)) earlier.errors[kind] = (earlier.errors[kind] ?? 0) + count;
        } else if (room()) sessions.set(key, row);
      }
      for (const value of later.vitals) if (room()) vitals.push(value);
      for (const row of later.renders) if (room()) renders.push(row);
      for (const [key, count] of later.answers) if (room()) answers.set(key, count);
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
    /** Reports received now from `visitor` (its visitor key); written at the next flush. @param {Beacon} beacon @param {string} [visitor] */
    add(beacon, visitor) {
      buffer.add(beacon, now(), visitor);
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
