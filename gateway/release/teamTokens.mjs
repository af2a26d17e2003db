// @ts-check
// A team's release token: lets a pipeline anywhere publish and switch the remotes it names, and
// those only. The token is shown once when made; the trust records keep its SHA-256 (the token is
// 256 random bits, so a fast hash is enough: there is no password to guess behind it).
// A metrics token reads a gateway's `/metrics` and nothing else (docs/decisions/0006): its kind is
// its prefix, `mt_`, part of the text that is hashed, so no release token check can ever accept one
// (nor the metrics check a release token), and it names no remote to act on.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { remoteNames } from '@site/shared/remotes';

/** Names a token may have: they go into the audit log (`token:<name>`) and into the token itself. */
export const TOKEN_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** `rt_<name>_<43 base64url characters>`: the name first, so the record is found without trying every hash. */
const TOKEN_SHAPE = /^rt_([a-z0-9][a-z0-9-]{0,39})_([A-Za-z0-9_-]{43})$/;
/** A metrics token: `mt_<name>_<43 base64url characters>`. */
const METRICS_TOKEN_SHAPE = /^mt_([a-z0-9][a-z0-9-]{0,39})_([A-Za-z0-9_-]{43})$/;

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
 * Makes a metrics token for `name` (Prometheus reading `/metrics`): it names no remote, so it may
 * act on none, and only `checkMetricsToken` accepts it. The token, to be shown once; throws on a bad
 * name or a name in use.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records
 * @param {{ name: string, createdBy: string, now?: number }} input
 * @returns {Promise<string>}
 */
export async function issueMetricsToken(records, { name, createdBy, now = Date.now() }) {
  if (!TOKEN_NAME.test(name)) throw new Error(`A token name is lower-case letters, digits and dashes, at most 40 (got "${name}").`);
  const token = `mt_${name}_${randomBytes(32).toString('base64url')}`;
  await records.create({ name, hash: digest(token).toString('base64url'), remotes: [], createdBy, createdAt: now });
  return token;
}

/** Whether a token record is a metrics token's: one that names no remote (a release token names at least one). @param {{ remotes: readonly string[] }} record */
export const isMetricsToken = (record) => record.remotes.length === 0;

/**
 * The record of `token` when it has `shape` and is in use, its last use noted; else undefined.
 * The hashes are compared with `timingSafeEqual`, and the same work is done for a malformed token or
 * an unknown name.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records @param {string} token @param {RegExp} shape
 */
async function matchToken(records, token, shape) {
  const match = shape.exec(token);
  const record = match ? await records.active(match[1]) : undefined;
  const known = record ? Buffer.from(record.hash, 'base64url') : NOBODY;
  const matches = timingSafeEqual(digest(token), known.length === NOBODY.length ? known : NOBODY);
  if (!record || !matches) return undefined;
  await records.used(record.name);
  return record;
}

/**
 * The token's name and remotes when `token` is a release token in use, its last use noted; else undefined.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records @param {string} token
 * @returns {Promise<{ name: string, remotes: string[] } | undefined>}
 */
export async function checkToken(records, token) {
  const record = await matchToken(records, token, TOKEN_SHAPE);
  if (!record || isMetricsToken(record)) return undefined;
  return { name: record.name, remotes: record.remotes };
}

/**
 * The token's name when `token` is a metrics token in use, its last use noted; else undefined.
 * @param {import('../store/store.mjs').TrustStore['tokens'] | import('../store/files/trustRecords.mjs').TrustRecords['tokens']} records @param {string} token
 * @returns {Promise<{ name: string } | undefined>}
 */
export async function checkMetricsToken(records, token) {
  const record = await matchToken(records, token, METRICS_TOKEN_SHAPE);
  if (!record || !isMetricsToken(record)) return undefined;
  return { name: record.name };
}
