// @ts-check
import { createHmac, randomBytes } from 'node:crypto';

/**
 * The visitor a page answer or a beacon comes from, as the field reports keep it: a keyed hash of the
 * client's address (`request.ip`: the socket's, or the visitor a trusted proxy names), never the
 * address itself. The address is the unit one client cannot multiply: it can make up any number of
 * cookies, session ids and buckets, not addresses behind a proxy it does not control. The canary
 * judge weighs each visitor the same (`canaryFigures.mjs`). Keyed with the field passes' secret, so
 * every gateway of a cluster names a visitor the same and nobody can undo the hash by trying
 * addresses; without a secret, with a key of this process's own.
 * @param {string | undefined} secret @returns {(address: string) => string}
 */
export function createVisitorKey(secret) {
  const key = secret ?? randomBytes(32).toString('base64url');
  return (address) => createHmac('sha256', key).update(`field visitor\n${address}`).digest('base64url').slice(0, 16);
}
