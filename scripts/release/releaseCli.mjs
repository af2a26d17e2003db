// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { defaultStoreDir, repoRoot } from '../paths.mjs';

/** Arguments and messages shared by the release, rollback and remotes commands. */
export const storeDir = defaultStoreDir;

/**
 * @param {string | undefined} name
 * @returns {import('@site/shared/remotes').RemoteName}
 */
export function requireRemote(name) {
  const remote = remoteNames.find((candidate) => candidate === name);
  if (!remote) fail(`Unknown remote "${name ?? ''}". Remotes: ${remoteNames.join(', ')}.`);
  return /** @type {import('@site/shared/remotes').RemoteName} */ (remote);
}

/** The React version the shell provides to every remote. */
export function shellReactVersion() {
  return JSON.parse(readFileSync(path.join(repoRoot, 'shell/package.json'), 'utf8')).dependencies.react;
}

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}
