// @ts-check
// A team's release token: lets a pipeline anywhere publish and switch the remotes it names, and
// those only. The token is shown once when made; the trust records keep its SHA-256 (the token is
// 256 random bits, so a fast hash is enough: there is no password to guess behind it).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { remoteNames } from '@site/shared/remotes';

/** Names a token may have: they go into the audit log (`token:<name>`) and into the token itself. */
export const TOKEN_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** `rt_<name>_<43 base64url characters>`: the name first, so the record is found without trying every hash. */
const TOKEN_SHAPE = /^rt_([a-z0-9][a-z0-9-]{0,39})_([A-Za-z0-9_-]{43})$/;

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();
/** Compared against when no token of the name exists, so an unknown name costs what a wrong token does. */
const NOBODY = digest('\0no such release token\0');

/** The audit log's actor for a token. @param {string} name */
export const tokenActor = (name) => `token:${name}`;

/**
 * Makes a token for `name` scoped to `remotes` and keeps its hash: the token, to be shown once.
 * Throws on a bad name, an unknown remote, or a name in use.
 * `records`: the store's tokens (`gateway/store/`), or the files' trust records directly.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records
 * @param {{ name: string, remotes: string[], createdBy: string, now?: number }} input
 * @returns {Promise<string>}
 */
export async function issueToken(records, { name, remotes, createdBy, now = Date.now() }) {
  if (!TOKEN_NAME.test(name)) throw new Error(`A token name is lower-case letters, digits and dashes, at most 40 (got "${name}").`);
  if (remotes.length === 0) throw new Error(`Name the remotes the token may act on: --remotes ${remoteNames[0]}[,…].`);
  const unknown = remotes.filter((remote) => !remoteNames.some((known) => known === remote));
  if (unknown.length) throw new Error(`Unknown remote${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Remotes: ${remoteNames.join(', ')}.`);
  const token = `rt_${name}_${randomBytes(32).toString('base64url')}`;
  await records.create({ name, hash: digest(token).toString('base64url'), remotes: [...new Set(remotes)], createdBy, createdAt: now });
  return token;
}

/**
 * The token's name and remotes when `token` is a token in use, its last use noted; else undefined.
 * The hashes are compared with `timingSafeEqual`, and the same work is done for a malformed token or
 * an unknown name.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records @param {string} token
 * @returns {Promise<{ name: string, remotes: string[] } | undefined>}
 */
export async function checkToken(records, token) {
  const match = TOKEN_SHAPE.exec(token);
  const record = match ? await records.active(match[1]) : undefined;
  const known = record ? Buffer.from(record.hash, 'base64url') : NOBODY;
  const matches = timingSafeEqual(digest(token), known.length === NOBODY.length ? known : NOBODY);
  if (!record || !matches) return undefined;
  await records.used(record.name);
  return { name: record.name, remotes: record.remotes };
}
