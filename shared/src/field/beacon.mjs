// @ts-check
// The field beacon's one schema: the gateway's `POST /api/beacon` validates against it. The browser
// builds its reports from the same bounds and lists (`beaconFields.mjs`) without loading valibot.
// Every field is a closed list or a bounded number, so a report can carry no free text: no message,
// no URL, no query string, nothing typed into a form.
import * as v from 'valibot';
import { remoteNames, routes } from '../contracts/remotes.mjs';
import { BUCKETS, ERROR_KINDS, MAX_CLS, MAX_MS, MAX_REPORTS, SESSION_ID, VERSION, VITAL_NAMES } from './beaconFields.mjs';

export { BEACON_PATH, BUCKETS, ERROR_KINDS, MAX_BEACON_BYTES, MAX_REPORTS, SESSION_ID, VITAL_NAMES } from './beaconFields.mjs';

const tags = {
  /** The route pattern of the route table (`/blog/:slug`), never the path a visitor typed. */
  route: v.picklist(routes.map((route) => route.path)),
  remote: v.picklist(remoteNames),
  /** A published version's folder name (`1.4.0+3f2a9c1`); the gateway stores only one its store has published. */
  version: v.pipe(v.string(), v.regex(VERSION, 'not a version')),
  bucket: v.picklist(BUCKETS),
};

const ErrorReport = v.strictObject({ type: v.literal('error'), ...tags, error: v.picklist(ERROR_KINDS) });
const VitalReport = v.pipe(
  v.strictObject({ type: v.literal('vital'), ...tags, name: v.picklist(VITAL_NAMES), value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MS)) }),
  v.check((report) => report.name !== 'CLS' || report.value <= MAX_CLS, 'a CLS over 100 is not a layout shift score'),
);

/**
 * A remote mounted on this page load (the chat widget: it has no page of its own, and no vitals):
 * the page load is a session of its side, with or without an error, so its error rate has a base.
 */
const MountReport = v.strictObject({ type: v.literal('mount'), ...tags });

/** One report: an error, a vital or a mount, tagged with the route, its owning remote, that remote's version and canary bucket. */
export const ReportSchema = v.variant('type', [ErrorReport, VitalReport, MountReport]);

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
