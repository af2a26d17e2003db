// @ts-check
import { buildApp } from '../buildApps.mjs';
import { buildVersion, publish } from './deployStore.mjs';

/**
 * Builds one remote alone and copies the build into the store under its version name.
 * @param {string} storeDir @param {string} remote
 */
export async function publishBuild(storeDir, remote) {
  await buildApp(remote);
  const version = buildVersion(remote);
  return { version, created: publish(storeDir, remote, version) };
}
