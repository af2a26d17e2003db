// @ts-check
import { Signer } from '@fastify/cookie';
import { sitePath } from './sitePath.mjs';

/**
 * A preview pass: what one browser may see that visitors do not, until `exp` (ms since the epoch):
 * versions of remotes not live yet, and with `drafts`, the content's drafts (an editor's preview).
 * The one signed-token mechanism for every kind of preview: the link carries it once, the cookie
 * keeps it; both are HMAC-SHA-256 signed with the preview secret and checked in constant time
 * (`@fastify/cookie`'s Signer).
 * @typedef {{ remotes?: Record<string, string>, drafts?: boolean, path?: string, exp: number }} PreviewPass
 */

/** The cookie that holds a pass. */
export const PREVIEW_COOKIE = 'site_preview';

/** @param {PreviewPass} pass @param {string} secret */
export function signPreviewPass(pass, secret) {
  return new Signer(secret).sign(Buffer.from(JSON.stringify(pass)).toString('base64url'));
}

/**
 * The pass a token carries, or undefined when it is missing, tampered with, signed with another
 * secret, malformed, expired or would land off the site (its path is normalised as a browser reads
 * it, `sitePath`): the visitor then simply gets the live site's home.
 * @param {string | undefined} token @param {string | undefined} secret @param {number} [now]
 * @returns {PreviewPass | undefined}
 */
export function readPreviewPass(token, secret, now = Date.now()) {
  if (!token || !secret || token.length > 4096) return undefined;
  const { valid, value } = new Signer(secret).unsign(token);
  if (!valid || !value) return undefined;
  try {
    const pass = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!pass || typeof pass !== 'object' || typeof pass.exp !== 'number' || pass.exp <= now) return undefined;
    const remotes = pass.remotes && typeof pass.remotes === 'object' ? pass.remotes : undefined;
    const path = pass.path === undefined ? undefined : sitePath(pass.path);
    if (pass.path !== undefined && path === undefined) return undefined;
    return { exp: pass.exp, ...(remotes ? { remotes } : {}), ...(pass.drafts === true ? { drafts: true } : {}), ...(path ? { path } : {}) };
  } catch {
    return undefined;
  }
}
