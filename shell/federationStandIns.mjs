// @ts-check
import path from 'node:path';

/**
 * Two modules of the federation runtime (`@module-federation/runtime-core`) that the shell's browser
 * build swaps for a stand-in: the manifest snapshots and the asset preloading, which only the
 * runtime's manifest support uses. The shell reads manifests itself and registers each remote by its
 * entry script (`src/federation/remotesPointer.ts`); the two were about 10 KB of every page's boot.
 * The paths are those of the pinned runtime: `federationStandIns.test.mjs` fails when an upgrade
 * moves them or imports something the stand-in lacks.
 */
export const federationStandIns = {
  modules: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.js$/,
  standIn: path.join(import.meta.dirname, 'src/federation/runtime/withoutSnapshots.mjs'),
};
