// @ts-check
import { exposesOf, isCompatibleVersion } from '@site/shared/remotes';

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
