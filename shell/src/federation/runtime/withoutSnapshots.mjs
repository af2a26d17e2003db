// @ts-check
// Plain JavaScript: it stands in for a module of a package, which the build takes as it is (no loader).
/**
 * The host's stand-in for two modules of the federation runtime (`@module-federation/runtime-core`)
 * that only its manifest support uses: the snapshot handler (`plugins/snapshot/SnapshotHandler.js`,
 * which fetches and caches manifests and turns them into snapshots) and the asset preloading
 * (`utils/preload.js`, for `preloadRemote` and snapshot plugins). The shell registers each remote by
 * its entry script, read from a manifest it fetches itself (`../remotesPointer.ts`), and builds with
 * `disableSnapshot`: the runtime never loads a manifest, yet it still constructs a snapshot handler
 * and imports the preloading. The shell's rspack config swaps those two files for this one.
 *
 * What the runtime still touches, it finds here: the handler's hooks (every plugin is offered to
 * them), its manifest cache (emptied when a remote is registered afresh) and the global snapshot of
 * a remote being replaced (there never is one). `preloadRemote`, which the site never calls, fails
 * loudly instead of half-working.
 */

/** @returns {never} */
const unsupported = () => {
  throw new Error('preloadRemote needs manifest snapshots, which the shell builds without');
};

export class SnapshotHandler {
  /** @type {Map<string, unknown>} */
  manifestCache = new Map();
  /** No snapshot hooks: a plugin offered to them registers nothing. */
  hooks = { applyPlugin() {}, removePlugin() {} };
  loadRemoteSnapshotInfo = unsupported;
}

export const getGlobalRemoteInfo = () => ({ hostGlobalSnapshot: undefined });

export const formatPreloadArgs = unsupported;
export const preloadAssets = unsupported;
export const defaultPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
