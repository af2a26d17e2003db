// @ts-check
import { randomBytes } from 'node:crypto';
import { readPass, signPass } from './signedPass.mjs';

/**
 * The field pass: what the gateway served one browser while a canary runs, signed by the gateway
 * (the one pass mechanism, `signedPass.mjs`) and kept in a cookie the browser's beacons carry back.
 * For each remote with a canary it names the version served and the side of the canary it is on; its
 * `id` is the session the browser's reports are stored under. A report that claims a canary's side
 * counts only with a pass that names that side and version: nobody can speak for a version they were
 * not served, and one pass is one session, however many ids a sender makes up.
 * @typedef {'stable' | 'candidate'} Side
 * The pass also names the visitor it was handed to (`v`: the visitor key of the address that loaded
 * the page, `visitorKey.mjs`), so the reports it carries count for that visitor: every pass one
 * address gets names the same visitor, however many it collects, and a browser's beacons (which a
 * proxy in front may not tag as it tags page loads) count for the visitor who loaded the page.
 * @typedef {{ kind: 'field', id: string, served: Record<string, [version: string, side: Side]>, exp: number, v?: string }} FieldPass
 */

/** The cookie that holds it; the beacon route reads it (`sendBeacon` sends the site's cookies). */
export const FIELD_COOKIE = 'site_field';
/** A visit: the pass lasts half an hour after the last page load that renewed it. */
export const FIELD_PASS_TTL_MS = 30 * 60_000;
/** A pass with less left than this is renewed (same id) on the next page load. */
const RENEW_BEFORE_MS = 20 * 60_000;

/**
 * The field pass a cookie holds, or undefined when it is missing, forged, expired or malformed.
 * @param {string | undefined} token @param {string | undefined} secret @param {number} [now]
 * @returns {FieldPass | undefined}
 */
export function readFieldPass(token, secret, now = Date.now()) {
  const pass = readPass(token, secret, now);
  if (!pass || pass.kind !== 'field' || typeof pass.id !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(pass.id)) return undefined;
  if (!pass.served || typeof pass.served !== 'object') return undefined;
  return /** @type {FieldPass} */ (pass);
}

/** @param {FieldPass['served']} a @param {FieldPass['served']} b */
const sameServed = (a, b) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((remote) => b[remote]?.[0] === a[remote][0] && b[remote]?.[1] === a[remote][1]);
};

/**
 * The token to set for what this request is served, or undefined when the browser's pass already
 * says it and has time left. A renewed pass keeps its id, so a visit stays one session.
 * @param {string | undefined} current the cookie's token
 * @param {FieldPass['served']} served remote -> [version, side] for each remote with a canary
 * @param {string} secret @param {number} [now] @param {string} [visitor] the visitor key of this request's address
 */
export function renewFieldPass(current, served, secret, now = Date.now(), visitor) {
  const pass = readFieldPass(current, secret, now);
  if (pass && sameServed(pass.served, served) && pass.v === visitor && pass.exp - now > RENEW_BEFORE_MS) return undefined;
  /** @type {FieldPass} */
  const next = { kind: 'field', id: pass?.id ?? randomBytes(16).toString('base64url'), served, exp: now + FIELD_PASS_TTL_MS, ...(visitor ? { v: visitor } : {}) };
  return { token: signPass(next, secret), pass: next };
}
