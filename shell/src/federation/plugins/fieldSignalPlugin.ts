import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reachStage } from '../../field/loadStages';

/**
 * Follows each remote's loading for the field signal: once its entry has loaded a failure is a
 * chunk's (`loadRemoteModule` reports it). The stage before, manifest to entry, is the shell's own
 * (`remotesPointer`, once the manifest is accepted). Remotes are registered by their package name
 * as alias (`mfe-blog`).
 */
export default function fieldSignalPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'field-signal',
    afterLoadEntry({ remoteInfo, remoteEntryExports, error }) {
      if (remoteInfo.alias && remoteEntryExports && !error) reachStage(remoteInfo.alias, 'chunk');
    },
  };
}
