// @ts-check
// Which side of a canary a visitor is on: the one rule, decided the same way by the gateway (here)
// and by the edge in front (HAProxy's `crc32` and `mod` converters on the same string,
// `scripts/cluster/edge.mjs`), so a page kept in front for one side is the page the gateway would
// render for it (docs/decisions/0010).
//
// The bucket is a random id the browser keeps in a cookie. It is not signed: a client may send any
// id it likes and so choose its side, and that must not move a verdict. The judge weighs each
// visitor once (`field/`), so a chosen side is one visitor's say, as a real visitor's is. Each
// remote's side is drawn from the bucket hashed with the remote's name, so two canaries running at
// once split visitors independently: one canary's candidate visitors are not all on the other's.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** The cookie that keeps a visitor's bucket across visits. */
export const BUCKET_COOKIE = 'site_bucket';
/** How long a visitor keeps it: a returning visitor stays on their side of a long canary. */
export const BUCKET_MAX_AGE_S = 30 * 24 * 3600;
/**
 * What a bucket may be: a drawn id (16 characters), or any short token of the same alphabet (an older
 * visitor's `0`–`99` included). Anything else is no bucket: a new one is drawn.
 */
const BUCKET_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A new visitor's bucket: 96 random bits, URL- and cookie-safe. */
export const drawBucket = () => randomBytes(12).toString('base64url');

/** The bucket a cookie holds, or undefined when there is none or it is not one. @param {string | undefined} value */
export const parseBucket = (value) => (value !== undefined && BUCKET_PATTERN.test(value) ? value : undefined);

/**
 * A bucket's point on one remote's scale, 0–99: the CRC-32 (IEEE, as zlib and HAProxy compute it) of
 * `<bucket>/<remote>`, modulo 100.
 * @param {string} bucket @param {string} remote
 */
export const bucketPoint = (bucket, remote) => crc32(`${bucket}/${remote}`) % 100;

/**
 * The side of `remote`'s canary at `percent` (1–99) that `bucket` is on: the candidate below the
 * share, stable at or above it.
 * @param {string} bucket @param {string} remote @param {number} percent
 * @returns {'stable' | 'candidate'}
 */
export const canarySide = (bucket, remote, percent) => (bucketPoint(bucket, remote) < percent ? 'candidate' : 'stable');

/**
 * A bucket at `point` (0–99) on `remote`'s scale: what a test, the bench or a tool sends to be on a
 * known side of that remote's canary (below a share of `point + 1` %, candidate; at or above, stable).
 * @param {string} remote @param {number} point
 */
export function bucketAtPoint(remote, point) {
  for (let i = 0; ; i++) if (bucketPoint(`b${i}`, remote) === point) return `b${i}`;
}

/**
 * The request header a trusted edge names a visitor's side of `remote`'s canary in (`candidate` or
 * `stable`), sent only while that remote's canary runs: part of the cache key of the pages that
 * compose the remote (their `Vary`), so a page kept in front is kept once per side, and only there.
 * @param {string} remote
 */
export const sideHeader = (remote) => `x-canary-${remote}`;

/** What every side header starts with: the gateway strips them from any peer but a trusted proxy. */
export const SIDE_HEADER_PREFIX = 'x-canary-';

/**
 * The sides a request's headers name, for `remotes` (a value other than `candidate` or `stable` names none).
 * @param {Record<string, string | string[] | undefined>} headers @param {readonly string[]} remotes
 * @returns {Record<string, 'stable' | 'candidate'>}
 */
export function sidesFromHeaders(headers, remotes) {
  /** @type {Record<string, 'stable' | 'candidate'>} */
  const sides = {};
  for (const remote of remotes) {
    const value = headers[sideHeader(remote)];
    if (value === 'candidate' || value === 'stable') sides[remote] = value;
  }
  return sides;
}
