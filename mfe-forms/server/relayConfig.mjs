// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: this file lives in `<root>/mfe-forms/server/`. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the relay keeps submissions. The start script and `npm run outbox` both call this,
 * so they always look at the same folder unless RELAY_DATA_DIR says otherwise.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function resolveDataDir(env = process.env) {
  return env.RELAY_DATA_DIR ? path.resolve(env.RELAY_DATA_DIR) : path.join(REPO_ROOT, '.data', 'outbox');
}
