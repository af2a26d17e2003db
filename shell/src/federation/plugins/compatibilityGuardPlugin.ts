import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isCompatibleVersion } from '@site/shared/contracts';

// Defined at build time: runtime plugins run before the shared React is available to import.
declare const __HOST_REACT_VERSION__: string;
const hostReactVersion = __HOST_REACT_VERSION__;

interface ManifestShared {
  name: string;
  version?: string;
}

/**
 * Refuses a remote built against another major React than the shell provides: mixing them breaks
 * hooks at run time, so the route shows the fallback panel instead of a broken page.
 */
export default function compatibilityGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-compatibility-guard',
    afterLoadManifest(args) {
      const manifest = (args as { manifestJson?: { shared?: ManifestShared[] } }).manifestJson;
      const react = manifest?.shared?.find((entry) => entry.name === 'react');
      if (react && !isCompatibleVersion(hostReactVersion, react.version)) {
        throw new Error(
          `${args.manifestUrl} was built against React ${react.version}; the shell provides React ${hostReactVersion}`,
        );
      }
    },
  };
}
