// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, isCompatibleVersion } from '@site/shared/remotes';
import { KITS_FILE, missingKitExports } from '@site/shared/tooling/kits.mjs';

/**
 * @typedef {{ exposes?: { name: string }[], shared?: { name: string, version?: string }[] }} Manifest
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
