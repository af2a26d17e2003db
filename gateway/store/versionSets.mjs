// @ts-check
// Which versions a pointer or a request's set of manifest URLs names: what a gateway's cache makes
// sure it holds before it renders or serves them.
import { STORE_URL_PREFIX } from './pointer.mjs';

/**
 * `[remote, version]` of each store manifest URL (`/remotes/<remote>/<version>/mf-manifest.json`);
 * other URLs (a dev server's) name none.
 * @param {Record<string, string>} remotes remote -> manifest URL
 * @returns {Array<[string, string]>}
 */
export function versionsOfSet(remotes) {
  /** @type {Array<[string, string]>} */
  const named = [];
  for (const url of Object.values(remotes)) {
    if (!url.startsWith(`${STORE_URL_PREFIX}/`)) continue;
    const [remote, version] = url.slice(STORE_URL_PREFIX.length + 1).split('/');
    if (remote && version) named.push([remote, version]);
  }
  return named;
}

/**
 * Every version a pointer serves: each remote's live version and its canary's.
 * @param {Readonly<import('./pointer.mjs').Pointer>} pointer
 * @returns {Array<[string, string]>}
 */
export function versionsOfPointer(pointer) {
  /** @type {Array<[string, string]>} */
  const named = versionsOfSet(pointer.remotes);
  for (const [remote, canary] of Object.entries(pointer.canaries ?? {})) named.push([remote, canary.version]);
  return named;
}

/**
 * The announcement a switch makes before its checks (`gatedSwitch`): every gateway following the
 * store fetches the version now, so it holds it when the pointer names it a moment later.
 */
export const VERSION_WANTED = 'version-wanted';
