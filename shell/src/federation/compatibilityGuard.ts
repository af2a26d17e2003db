import { isCompatibleVersion } from '@site/shared/contracts';
import { version as hostReactVersion } from 'react';

interface ManifestShared {
  name: string;
  version?: string;
}

/**
 * Refuses a remote built against another major React than the shell provides: mixing them breaks
 * hooks at run time, so the route shows the fallback panel instead of a broken page. Checked on the
 * remote's manifest, before its entry is registered (`remoteEntry.ts`).
 * @param hostVersion the React the shell runs (the one it provides to every remote)
 */
export function assertCompatible(manifestUrl: string, manifest: { shared?: ManifestShared[] }, hostVersion = hostReactVersion): void {
  const react = manifest.shared?.find((entry) => entry.name === 'react');
  if (react && !isCompatibleVersion(hostVersion, react.version)) {
    throw new Error(`${manifestUrl} was built against React ${react.version}; the shell provides React ${hostVersion}`);
  }
}
