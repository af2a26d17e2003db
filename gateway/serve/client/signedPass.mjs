// @ts-check
import { Signer } from '@fastify/cookie';

/**
 * The one signed-pass mechanism of the gateway: a small JSON object, base64url, HMAC-SHA-256 signed
 * and checked in constant time (`@fastify/cookie`'s Signer), with an expiry `exp` (ms since the
 * epoch). Preview passes and field passes are made and read through it; each checks its own fields.
 * @param {{ exp: number, [field: string]: unknown }} pass @param {string} secret
 */
export function signPass(pass, secret) {
  return new Signer(secret).sign(Buffer.from(JSON.stringify(pass)).toString('base64url'));
}

/**
 * The object a token carries, or undefined when it is missing, tampered with, signed with another
 * secret, malformed or expired.
 * @param {string | undefined} token @param {string | undefined} secret @param {number} now
 * @returns {Record<string, unknown> & { exp: number } | undefined}
 */
export function readPass(token, secret, now) {
  if (!token || !secret || token.length > 4096) return undefined;
  const { valid, value } = new Signer(secret).unsign(token);
  if (!valid || !value) return undefined;
  try {
    const pass = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!pass || typeof pass !== 'object' || typeof pass.exp !== 'number' || pass.exp <= now) return undefined;
    return pass;
  } catch {
    return undefined;
  }
}
