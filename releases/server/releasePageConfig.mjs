// @ts-check
import { randomBytes } from 'node:crypto';
import { parseAccounts } from './accounts.mjs';

/** Shorter secrets are refused: a session cookie could be forged after guessing it offline. */
const MIN_SECRET_LENGTH = 32;

/** @typedef {{ accounts: Map<string, Buffer>, secret: string }} ReleasePageConfig */

/**
 * The release page's configuration from the environment, or undefined (the page is off) when
 * `RELEASE_PAGE_ACCOUNTS` is unset. `RELEASE_PAGE_SECRET` signs the session cookie; without it a
 * random secret is drawn at start-up (sessions then end when the gateway restarts).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {ReleasePageConfig | undefined}
 */
export function releasePageFromEnv(env = process.env) {
  const list = env.RELEASE_PAGE_ACCOUNTS?.trim();
  if (!list) return undefined;
  const secret = env.RELEASE_PAGE_SECRET ?? randomBytes(32).toString('base64url');
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`RELEASE_PAGE_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  return { accounts: parseAccounts(list), secret };
}
