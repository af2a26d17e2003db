// @ts-check
// The field beacon's bounds and closed lists, without its schema: the browser builds its reports
// from these (`shell/src/field/fieldBeacons.ts`) and never loads valibot; the schema that the
// gateway's `POST /api/beacon` validates against (`beacon.mjs`) is made of the same constants.
import { remoteNames } from '../contracts/remotes.mjs';

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
export const MAX_MS = 600_000;
/** A CLS over 100 is not a layout shift score. */
export const MAX_CLS = 100;

/** A published version's folder name (`1.4.0+3f2a9c1`); the gateway stores only one its store has published. */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

/** A tab's session id as the page makes it: 16 random bytes, base64url. Nothing else fits, so no name or address can be stored as one. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Whether a vital's value is one the schema takes (a finite number of ms, or a CLS score, in bounds).
 * @param {typeof VITAL_NAMES[number]} name @param {number} value
 */
export const isVitalValue = (name, value) => Number.isFinite(value) && value >= 0 && value <= (name === 'CLS' ? MAX_CLS : MAX_MS);

/**
 * Whether `name` is one of the site's remotes (a report about any other is refused).
 * @param {string} name @returns {name is typeof remoteNames[number]}
 */
export const isRemoteName = (name) => /** @type {readonly string[]} */ (remoteNames).includes(name);
