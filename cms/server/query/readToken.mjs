// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who a query comes from, by its `Authorization` header: nobody in particular (a visitor's browser),
 * a holder of the read token (the site's own servers: the gateway's renders, `npm run export`, the
 * chat service), or someone presenting a token that is not it.
 * @typedef {'anonymous' | 'token' | 'invalid'} QueryIdentity
 */

/** @param {string} value */
const digest = (value) => createHash('sha256').update(value).digest();

/**
 * Checks the bearer token of a request against the service's read token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong byte of a
 * guess (`timingSafeEqual` needs equal lengths). With no read token configured every presented
 * token is invalid, as Sanity answers a token it does not know.
 * @param {string | undefined} readToken
 */
export function createReadTokenCheck(readToken) {
  const expected = readToken ? digest(readToken) : undefined;
  /**
   * @param {string | undefined} authorization the request's header
   * @returns {QueryIdentity}
   */
  return function identify(authorization) {
    if (authorization === undefined || authorization === '') return 'anonymous';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match || !expected) return 'invalid';
    return timingSafeEqual(digest(match[1]), expected) ? 'token' : 'invalid';
  };
}

/** What Sanity's API answers for a token it does not know (with status 401). */
export const INVALID_TOKEN_BODY = Object.freeze({ statusCode: 401, error: 'Unauthorized', message: 'Session not found', errorCode: 'SIO-401-ANF' });
