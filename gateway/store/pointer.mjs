// @ts-check
// The pointer: which version of each remote is live, its history and the canaries under way, as both
// backends hold it (`files/pointerFile.mjs`, `postgres/`), and the changes a switch makes to it.

/**
 * The pointer, `remotes.json`: what the shell reads (`remotes`: name -> manifest URL of the
 * live version and, beside it, each remote's release history for release managers, and the
 * canaries under way: a candidate version served to a share of visitors (`gateway/serve/delivery/`).
 * @typedef {{ version: string, at: string, action: 'release' | 'rollback' | 'switch' | 'promote' }} PointerEvent
 * @typedef {{ version: string, percent: number, since: string, steps?: number[], intervalMs?: number, stepSince?: string, paused?: boolean, preflight?: string }} Canary
 *   `steps`: a stepped canary's shares (`percent` is the current one), each analysed `intervalMs`
 *   from `stepSince` before the next; `paused`: held at its share, analysed but never stepped;
 *   `preflight`: what its pre-flight said (`gateway/release/preflight.mjs`), for the release page
 * @typedef {{ remotes: Record<string, string>, releases: Record<string, { live: string, liveSince: string, history: PointerEvent[] }>, canaries?: Record<string, Canary> }} Pointer
 */

/** URL prefix under which the store's folders are served. */
export const STORE_URL_PREFIX = '/remotes';

/**
 * Named pointer sets over the same published versions. The gateway serves `production`
 * (`remotes.json`); `staging` (`environments/staging.json`) is seen through a preview link to the
 * whole set, and a version moves on with `npm run promote -- <remote> --from staging --to production`.
 */
export const ENVIRONMENTS = /** @type {const} */ (['production', 'staging']);
/** @typedef {typeof ENVIRONMENTS[number]} Environment */

/** @param {string} remote @param {string} version */
export const manifestUrl = (remote, version) => `${STORE_URL_PREFIX}/${remote}/${version}/mf-manifest.json`;

/**
 * The change of a switch, made to a pointer in memory (each store backend then writes it its way).
 * @param {Pointer} pointer changed in place @param {string} remote @param {string} version
 * @param {PointerEvent['action']} action
 */
export function applySwitch(pointer, remote, version, action) {
  const at = new Date().toISOString();
  const previous = pointer.releases[remote];
  pointer.remotes[remote] = manifestUrl(remote, version);
  pointer.releases[remote] = {
    live: version,
    liveSince: at,
    history: [...(previous?.history ?? []), { version, at, action }],
  };
  return { previous: previous?.live, current: version };
}

/**
 * A canary started or ended, in a pointer in memory; returns the canary it replaced.
 * @param {Pointer} pointer changed in place @param {string} remote
 * @param {{ version: string, percent: number, steps?: number[], intervalMs?: number, preflight?: string } | undefined} canary
 */
export function applyCanary(pointer, remote, canary) {
  const canaries = (pointer.canaries ??= {});
  const previous = canaries[remote];
  const since = new Date().toISOString();
  if (canary) canaries[remote] = { ...canary, since, ...(canary.steps ? { stepSince: since } : {}) };
  else delete canaries[remote];
  return previous;
}

/**
 * The share a stepped canary moves to next, or none at its last step.
 * @param {Canary} canary @returns {number | undefined}
 */
export const nextStep = (canary) => canary.steps?.find((step) => step > canary.percent);

/**
 * A running canary changed in place: moved to its next step, held, or let go again.
 * @param {Pointer} pointer changed in place @param {string} remote @param {'step' | 'pause' | 'resume'} change
 * @returns {{ from: number, to: number }} its share before and after
 */
export function applyCanaryChange(pointer, remote, change) {
  const canary = /** @type {Canary} */ (pointer.canaries?.[remote]);
  const from = canary.percent;
  if (change === 'step') {
    canary.percent = /** @type {number} */ (nextStep(canary));
    canary.stepSince = new Date().toISOString();
  } else if (change === 'pause') canary.paused = true;
  else {
    delete canary.paused;
    // The step's interval starts again: what it is judged on now is what came after the hold.
    canary.stepSince = new Date().toISOString();
  }
  return { from, to: canary.percent };
}

/**
 * The version that was live before the current one: walking the history back, the first entry
 * whose version differs from the live version.
 * @param {Pointer} pointer @param {string} remote
 */
export function previousVersion(pointer, remote) {
  const release = pointer.releases[remote];
  if (!release) return undefined;
  return [...release.history].reverse().find((event) => event.version !== release.live)?.version;
}

