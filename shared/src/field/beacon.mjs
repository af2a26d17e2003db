// @ts-check
// The field beacon's one schema: the shell builds its reports against it and the gateway's
// `POST /api/beacon` validates against it (valibot: a few hundred bytes in the browser bundle).
// Every field is a closed list or a bounded number, so a report can carry no free text: no message,
// no URL, no query string, nothing typed into a form.
import * as v from 'valibot';
import { remoteNames, routes } from '../contracts/remotes.mjs';

/** Where the browser sends its reports. */
export const BEACON_PATH = '/api/beacon';
/** Reports in one beacon (a page's worth is about six). */
export const MAX_REPORTS = 50;
/** Bytes of one beacon body; the gateway answers 413 past it. */
export const MAX_BEACON_BYTES = 16 * 1024;

/**
 * What went wrong: a remote's manifest, entry or chunk that failed to load, a page that threw in the
 * route's error boundary, a hydration error, an uncaught error or unhandled rejection of its scripts
 * (a click handler, a timer), a page its code never took over (not hydrated within a bound).
 */
export const ERROR_KINDS = /** @type {const} */ (['manifest', 'entry', 'chunk', 'render', 'hydration', 'script', 'unhydrated']);
/** The Core Web Vitals of the `web-vitals` package. */
export const VITAL_NAMES = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
/** The visitor's side of the remote's canary: `none` when the remote has no canary. */
export const BUCKETS = /** @type {const} */ (['none', 'stable', 'candidate']);

/** A timing above ten minutes is no page load's. */
const MAX_MS = 600_000;

const tags = {
  /** The route pattern of the route table (`/blog/:slug`), never the path a visitor typed. */
  route: v.picklist(routes.map((route) => route.path)),
  remote: v.picklist(remoteNames),
  /** A published version's folder name (`1.4.0+3f2a9c1`); the gateway stores only one its store has published. */
  version: v.pipe(v.string(), v.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/, 'not a version')),
  bucket: v.picklist(BUCKETS),
};

const ErrorReport = v.strictObject({ type: v.literal('error'), ...tags, error: v.picklist(ERROR_KINDS) });
const VitalReport = v.pipe(
  v.strictObject({ type: v.literal('vital'), ...tags, name: v.picklist(VITAL_NAMES), value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MS)) }),
  v.check((report) => report.name !== 'CLS' || report.value <= 100, 'a CLS over 100 is not a layout shift score'),
);

/**
 * A remote mounted on this page load (the chat widget: it has no page of its own, and no vitals):
 * the page load is a session of its side, with or without an error, so its error rate has a base.
 */
const MountReport = v.strictObject({ type: v.literal('mount'), ...tags });

/** One report: an error, a vital or a mount, tagged with the route, its owning remote, that remote's version and canary bucket. */
export const ReportSchema = v.variant('type', [ErrorReport, VitalReport, MountReport]);

/** A tab's session id as the page makes it: 16 random bytes, base64url. Nothing else fits, so no name or address can be stored as one. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * One beacon: a random id of the browser tab's session (never tied to an address; while a canary runs
 * the gateway stores the reports under its field pass's id instead) and its reports.
 */
export const BeaconSchema = v.strictObject({
  session: v.pipe(v.string(), v.regex(SESSION_ID, 'not a session id')),
  reports: v.pipe(v.array(ReportSchema), v.minLength(1), v.maxLength(MAX_REPORTS)),
});

/**
 * @typedef {v.InferOutput<typeof BeaconSchema>} Beacon
 * @typedef {Beacon['reports'][number]} FieldReport
 * @typedef {typeof ERROR_KINDS[number]} ErrorKind
 * @typedef {typeof VITAL_NAMES[number]} VitalName
 * @typedef {typeof BUCKETS[number]} Bucket
 */

/**
 * Whether a report the browser built fits the schema (one that does not is dropped, not sent).
 * @param {unknown} report @returns {report is FieldReport}
 */
export const isFieldReport = (report) => v.is(ReportSchema, report);

/**
 * The beacon in a body, or the first reason it is not one.
 * @param {unknown} body parsed JSON
 * @returns {{ ok: true, beacon: Beacon } | { ok: false, reason: string }}
 */
export function parseBeacon(body) {
  const result = v.safeParse(BeaconSchema, body, { abortEarly: true });
  if (result.success) return { ok: true, beacon: result.output };
  const [issue] = result.issues;
  const where = issue.path?.map((item) => String(item.key)).join('.') || 'body';
  return { ok: false, reason: `${where}: ${issue.message}` };
}
