// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';

/** Shorter passwords are refused at start-up: a release manager's password guards what every visitor gets. */
export const MIN_PASSWORD_LENGTH = 12;

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The release managers who may log in: `RELEASE_PAGE_ACCOUNTS="name:password[,name:password…]"`.
 * Only each password's SHA-256 is kept, so a comparison costs the same whatever its length.
 * Throws on a malformed list (the gateway does not start with half a list).
 * @param {string} text
 * @returns {Map<string, Buffer>} name -> digest of the password
 */
export function parseAccounts(text) {
  /** @type {Map<string, Buffer>} */
  const accounts = new Map();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const name = colon > 0 ? entry.slice(0, colon).trim() : '';
    const password = colon > 0 ? entry.slice(colon + 1) : '';
    if (!name || !password) throw new Error('RELEASE_PAGE_ACCOUNTS must be "name:password[,name:password…]".');
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`RELEASE_PAGE_ACCOUNTS: the password of ${name} must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (accounts.has(name)) throw new Error(`RELEASE_PAGE_ACCOUNTS names ${name} twice.`);
    accounts.set(name, digest(password));
  }
  if (accounts.size === 0) throw new Error('RELEASE_PAGE_ACCOUNTS lists no account.');
  return accounts;
}

/** Compared against when the name is unknown, so an unknown name takes as long as a wrong password. */
const NOBODY = digest('\0no such release manager\0');

/**
 * The account's name when `password` is its password, else undefined. Both sides are hashed and
 * compared with `timingSafeEqual`; the same work is done for an unknown name.
 * @param {Map<string, Buffer>} accounts @param {unknown} name @param {unknown} password
 */
export function checkLogin(accounts, name, password) {
  const given = digest(typeof password === 'string' ? password : '');
  const known = typeof name === 'string' ? accounts.get(name) : undefined;
  const matches = timingSafeEqual(given, known ?? NOBODY);
  return known && matches ? /** @type {string} */ (name) : undefined;
}
