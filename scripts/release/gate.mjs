// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { distDir } from '../paths.mjs';
import { appendAudit, currentActor } from './auditLog.mjs';
import { publishedVersions, readPointer, switchLive } from './deployStore.mjs';
import { checkRemoteHealth } from './health.mjs';
import { withPointerLock } from './pointerLock.mjs';
import { checkServerRenderer } from './renderCheck.mjs';

/**
 * @typedef {import('./health.mjs').HealthCheck} HealthCheck
 * @typedef {import('./deployStore.mjs').PointerEvent['action']} SwitchAction
 */

/**
 * Every check a version must pass before visitors get it: its manifest is readable, it exposes what
 * the route table expects, its shared React fits the shell's, and its server renderer renders each of
 * the remote's routes without throwing.
 * @param {{ storeDir: string, remote: import('@site/shared/remotes').RemoteName, version: string, hostReactVersion: string, shellDir?: string }} input
 * @returns {Promise<HealthCheck[]>}
 */
export async function checkVersion({ storeDir, remote, version, hostReactVersion, shellDir = distDir('shell') }) {
  const file = path.join(storeDir, remote, version, 'mf-manifest.json');
  /** @type {any} */
  let manifest = null;
  let manifestError;
  try {
    if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8'));
    else manifestError = `not found: ${file}`;
  } catch (error) {
    manifestError = `unreadable: ${error instanceof Error ? error.message : error}`;
  }
  const checks = checkRemoteHealth({ remote, manifest, hostReactVersion, manifestError });
  if (checks.some((check) => !check.ok)) return checks;
  const rendered = await checkServerRenderer({ storeDir, shellDir, remote, version });
  return [...checks, { check: 'server renderer renders every route', ...rendered }];
}

/**
 * The one gate every switch of what visitors get goes through (release, rollback, and the local
 * start-up's publish): the version must be published and healthy, the pointer is changed under the
 * store's lock, and the attempt is recorded in the audit log whether it passed or not.
 * @param {{ storeDir: string, remote: string, version: string, action: SwitchAction, reason?: string, hostReactVersion: string, shellDir?: string }} input
 * @returns {Promise<{ previous?: string, current: string }>} throws with the reason when refused; the pointer is then untouched
 */
export async function gatedSwitch({ storeDir, remote, version, action, reason, hostReactVersion, shellDir }) {
  const known = remoteNames.find((name) => name === remote);
  if (!known) throw new Error(`Unknown remote "${remote}". Remotes: ${remoteNames.join(', ')}. Nothing changed.`);
  const published = publishedVersions(storeDir, known);
  if (!published.includes(version)) {
    throw new Error(`${remote} ${version} was never published. Published versions: ${published.join(', ') || 'none'}. Nothing changed.`);
  }
  const actor = currentActor();
  const from = readPointer(storeDir).releases[remote]?.live ?? null;
  const checks = await checkVersion({ storeDir, remote: known, version, hostReactVersion, shellDir });
  const failed = checks.filter((check) => !check.ok);
  const record = { actor, action, remote, to: version, reason: reason ?? null };
  if (failed.length) {
    const detail = failed.map((check) => `${check.check}: ${check.detail}`).join('; ');
    appendAudit(storeDir, { ...record, from, health: 'failed', result: 'refused', detail });
    throw new Error(`${remote} ${version} failed its health check, so it was not made live (${detail}). Nothing changed.`);
  }
  return withPointerLock(storeDir, () => {
    const switched = switchLive(storeDir, remote, version, action);
    appendAudit(storeDir, { ...record, from: switched.previous ?? null, health: 'passed', result: 'switched' });
    return switched;
  });
}
