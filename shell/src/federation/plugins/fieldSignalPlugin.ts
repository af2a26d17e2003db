import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, remoteNames } from '@site/shared/contracts';
import { reachStage } from '../../field/loadStages';

/** The remote (`mfe-blog`) of the runtime's container name (`mfe_blog`). */
const remoteOf = (name: string | undefined) => remoteNames.find((remote) => remote === name || containerName(remote) === name);

/**
 * Follows each remote's loading for the field signal: once its manifest is accepted a failure is its
 * entry's, once its entry has loaded a failure is a chunk's (`loadRemoteModule` reports it). Listed
 * after the compatibility guard, so a manifest the guard refuses still counts as the manifest's failure.
 */
export default function fieldSignalPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'field-signal',
    afterLoadManifest(args) {
      const { moduleInfo, error } = args as { moduleInfo?: { name?: string; alias?: string }; error?: unknown };
      const remote = remoteOf(moduleInfo?.alias) ?? remoteOf(moduleInfo?.name);
      if (remote && !error) reachStage(remote, 'entry');
    },
    afterLoadEntry(args) {
      const { remoteInfo, remoteEntryExports, error } = args as { remoteInfo?: { name?: string; alias?: string }; remoteEntryExports?: unknown; error?: unknown };
      const remote = remoteOf(remoteInfo?.alias) ?? remoteOf(remoteInfo?.name);
      if (remote && remoteEntryExports && !error) reachStage(remote, 'chunk');
    },
  };
}
