// @ts-check
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from '../../paths.mjs';

/** Shorter secrets are refused: they could be guessed offline from one signed link. */
const MIN_LENGTH = 32;

/**
 * The secret that signs preview links and cookies: `PREVIEW_SECRET` from the environment. With none
 * set (the embedded default of `npm start`), one is generated once into the git-ignored data folder,
 * readable by its owner only, so the gateway and `npm run preview-link` on this machine agree on it.
 * @param {NodeJS.ProcessEnv} [env] @param {string} [dataDir]
 */
export function previewSecret(env = process.env, dataDir = defaultDataDir) {
  const fromEnv = env.PREVIEW_SECRET;
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`PREVIEW_SECRET must be at least ${MIN_LENGTH} characters.`);
    return fromEnv;
  }
  const file = path.join(dataDir, 'preview.secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: read theirs.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
