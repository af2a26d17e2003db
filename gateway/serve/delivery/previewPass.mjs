// @ts-check
import { readPass, signPass } from '../client/signedPass.mjs';
import { sitePath } from './sitePath.mjs';

/**
 * A preview pass: what one browser may see that visitors do not, until `exp` (ms since the epoch):
 * versions of remotes not live yet, and with `drafts`, the content's drafts (an editor's preview).
 * One pass for every kind of preview: the link carries it once, the cookie keeps it; both are
 * signed with the preview secret (`signedPass.mjs`).
 * @typedef {{ remotes?: Record<string, string>, drafts?: boolean, path?: string, exp: number }} PreviewPass
 */

/** The cookie that holds a pass. */
export const PREVIEW_COOKIE = 'site_preview';

/** @param {PreviewPass} pass @param {string} secret */
export const signPreviewPass = (pass, secret) => signPass(pass, secret);

/**
 * The pass a token carries, or undefined when it is missing, tampered with, signed with another
 * secret, malformed, expired or would land off the site (its path is normalised as a browser reads
 * it, `sitePath`): the visitor then simply gets the live site's home.
 * @param {string | undefined} token @param {string | undefined} secret @param {number} [now]
 * @returns {PreviewPass | undefined}
 */
export function readPreviewPass(token, secret, now = Date.now()) {
  const pass = readPass(token, secret, now);
  // A field pass (`kind`) is signed with the same secret and is no preview.
  if (!pass || 'kind' in pass) return undefined;
  const remotes = pass.remotes && typeof pass.remotes === 'object' ? /** @type {Record<string, string>} */ (pass.remotes) : undefined;
  const path = pass.path === undefined ? undefined : sitePath(pass.path);
  if (pass.path !== undefined && path === undefined) return undefined;
  return { exp: pass.exp, ...(remotes ? { remotes } : {}), ...(pass.drafts === true ? { drafts: true } : {}), ...(path ? { path } : {}) };
}
