// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { exposesOf, isCompatibleVersion } from '@site/shared/remotes';
import { KITS_FILE, missingKitExports } from '@site/shared/tooling/kits.mjs';

/**
 * @typedef {{ exposes?: { name: string }[], shared?: { name: string, version?: string, requiredVersion?: string | false }[] }} Manifest
 * @typedef {{ check: string, ok: boolean, detail: string }} HealthCheck
 */

/**
 * The health of one remote's live build: its manifest was found, it exposes every module the
 * contract lists, and it was built against a React the shell can share.
 * @param {{ remote: import('@site/shared/remotes').RemoteName, manifest: Manifest | null, hostReactVersion: string, manifestError?: string }} input
 * @returns {HealthCheck[]}
 */
export function checkRemoteHealth({ remote, manifest, hostReactVersion, manifestError }) {
  if (!manifest) {
    return [{ check: 'manifest reachable', ok: false, detail: manifestError ?? 'no manifest' }];
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => `./${expose.name.replace(/^\.\//, '')}`));
  const missing = exposesOf(remote).filter((expose) => !exposed.has(expose));
  const react = manifest.shared?.find((entry) => entry.name === 'react')?.version;
  return [
    { check: 'manifest reachable', ok: true, detail: 'ok' },
    { check: 'expected exposes present', ok: missing.length === 0, detail: missing.length ? `missing ${missing.join(', ')}` : `${exposed.size} exposed` },
    {
      check: 'shared React compatible',
      ok: isCompatibleVersion(hostReactVersion, react),
      detail: `remote ${react ?? 'none'}, shell ${hostReactVersion}`,
    },
  ];
}

/** A build's `kits.json`, or undefined when it has none (built before the file existed) or it is unreadable. @param {string} dir */
function readKitsFile(dir) {
  try {
    return /** @type {import('@site/shared/tooling/kits.mjs').KitsFile} */ (JSON.parse(readFileSync(path.join(dir, KITS_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Whether the shell's kits provide every kit export a version imports. A component removed from a
 * kit leaves the versions released before undefined in the browser, often only once a dialog opens,
 * where the render check does not look. A version built before `kits.json` cannot be judged here.
 * @param {string} versionDir the version's folder in the deploy store @param {string} shellDir the shell's build
 * @returns {HealthCheck}
 */
export function checkKitExports(versionDir, shellDir) {
  const check = "the shell's kits provide what it imports";
  const remote = readKitsFile(versionDir);
  const shell = readKitsFile(shellDir);
  if (!remote || !shell?.provides) return { check, ok: true, detail: `not recorded (no ${KITS_FILE} in ${remote ? 'the shell' : 'this version'}'s build)` };
  const missing = missingKitExports(remote, shell);
  return missing.length
    ? { check, ok: false, detail: `the shell's kits lack ${missing.join(', ')}: release a shell whose kit has them first, or pick a version built against this one` }
    : { check, ok: true, detail: 'ok' };
}

/** A build's `mf-manifest.json`, or undefined when it has none or it is unreadable. @param {string} dir @returns {Manifest | undefined} */
function readManifest(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The shared packages a remote's manifest consumes that the shell's does not provide, or provides at
 * a version outside the remote's `requiredVersion`, as the remote names them (`name range`).
 * @param {Manifest} remote @param {Manifest} shell
 */
export function unprovidedShared(remote, shell) {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  return (remote.shared ?? []).flatMap(({ name, requiredVersion }) => {
    const range = typeof requiredVersion === 'string' && requiredVersion !== '*' ? requiredVersion : undefined;
    const version = provided.get(name);
    if (!provided.has(name)) return [`${name}${range ? ` ${range}` : ''} (not provided)`];
    if (range && !(version && semver.satisfies(version, range))) return [`${name} ${range} (the shell has ${version ?? 'no version'})`];
    return [];
  });
}

/**
 * Whether the shell's build provides every shared package a version consumes (its manifest lists
 * them). A remote consumes them without a copy of its own: one the shell stopped providing (TanStack
 * Query, decision 0014), or provides at another major, leaves the version without it in the browser
 * and, on the server, without what the gateway provides.
 * @param {string} versionDir the version's folder in the deploy store @param {string} shellDir the shell's build
 * @returns {HealthCheck}
 */
export function checkSharedProvided(versionDir, shellDir) {
  const check = 'the shell provides the shared packages it consumes';
  const remote = readManifest(versionDir);
  const shell = readManifest(shellDir);
  if (!remote || !shell) return { check, ok: true, detail: `not recorded (no mf-manifest.json in ${remote ? "the shell's build" : 'this version'})` };
  const missing = unprovidedShared(remote, shell);
  return missing.length
    ? { check, ok: false, detail: `the shell does not provide ${missing.join(', ')}: release a shell that provides them first, or pick a version built against this one` }
    : { check, ok: true, detail: `${(remote.shared ?? []).length} provided` };
}

/**
 * Why a version cannot run under the shell's build, or undefined when it can: the first of its
 * shared packages and kit exports (the federation bundler runtime among them) the shell does not
 * provide. A live version that cannot serves nothing worth comparing with, and one `npm start`
 * would keep live would break its pages. The reason, without the checks' advice to the releaser.
 * @param {string} versionDir the version's folder in the deploy store @param {string} shellDir the shell's build
 * @returns {string | undefined}
 */
export function cannotRunUnderShell(versionDir, shellDir) {
  const failed = [checkSharedProvided(versionDir, shellDir), checkKitExports(versionDir, shellDir)].find((check) => !check.ok);
  return failed?.detail.replace(/: release a shell .*$/, '');
}
