// @ts-check
import { remoteNames } from '@site/shared/remotes';
import { manifestUrl } from '../../store/pointer.mjs';
import { publishedVersions } from '../../store/versions.mjs';
import { BUCKET_COOKIE, canarySide, drawBucket as drawNewBucket, parseBucket } from './canarySide.mjs';
import { PREVIEW_COOKIE, readPreviewPass } from './previewPass.mjs';

/**
 * Which version of each remote one request gets. The one place that decides it: the server render,
 * the page's embedded pointer (so the browser hydrates and navigates with the same versions) and
 * `/remotes.json` all read it.
 * @typedef {object} VersionSet
 * @property {Record<string, string>} remotes   remote -> manifest URL for this visitor
 * @property {Record<string, 'stable' | 'candidate'>} buckets  for each remote with a canary, which side this visitor is on
 * @property {Record<string, [version: string, side: 'stable' | 'candidate']>} [served]  for each remote with a canary (and not
 *   previewed), the version this visitor is served and its side: what their field reports may speak for (`field/fieldPass.mjs`)
 * @property {string} [newBucket]                a bucket drawn now, to be kept in the cookie
 * @property {{ remotes: Record<string, string> }} [preview]  the versions this browser previews (remote -> version)
 * @property {boolean} [drafts]                  true for an editor's draft preview: content read with the drafts perspective
 * @property {import('./devOverride.mjs').DevOverride} [devOverride]  a remote this browser gets from a dev server (`devOverride.mjs`): rendered in the browser only
 * @property {boolean} personal                  true for a preview or a dev override: never cached, never shared
 * @property {boolean} split                     true when a canary splits visitors: a shared cache (a CDN) must not keep the answer
 */

/**
 * @param {{ pointer: Readonly<import('../../store/pointer.mjs').Pointer>, storeDir: string, cookies: Record<string, string | undefined>, previewSecret?: string, devOverride?: import('./devOverride.mjs').DevOverride, now?: number, drawBucket?: () => string }} input
 *   `devOverride`: the dev override this request's pass carries, already checked (`readDevOverride`)
 * @returns {VersionSet}
 */
export function resolveVersionSet({ pointer, storeDir, cookies, previewSecret, devOverride, now = Date.now(), drawBucket = drawNewBucket }) {
  const canaries = Object.entries(pointer.canaries ?? {});
  const pass = readPreviewPass(cookies[PREVIEW_COOKIE], previewSecret, now);
  // Most requests: no canary, no preview. The live pointer's own object, so a cache key made from it is made once.
  if (canaries.length === 0 && !pass && !devOverride) return { remotes: pointer.remotes, buckets: {}, personal: false, split: false };
  const remotes = { ...pointer.remotes };
  /** @type {VersionSet['buckets']} */
  const buckets = {};
  let bucket = parseBucket(cookies[BUCKET_COOKIE]);
  let newBucket;
  if (canaries.length && bucket === undefined) bucket = newBucket = drawBucket();
  /** @type {NonNullable<VersionSet['served']>} */
  const served = {};
  for (const [remote, canary] of canaries) {
    // Each remote's side drawn apart from the others' (canarySide.mjs), as the edge draws it.
    const candidate = canarySide(/** @type {string} */ (bucket), remote, canary.percent) === 'candidate';
    buckets[remote] = candidate ? 'candidate' : 'stable';
    if (candidate) remotes[remote] = manifestUrl(remote, canary.version);
    const stable = pointer.releases[remote]?.live;
    if (candidate) served[remote] = [canary.version, 'candidate'];
    else if (stable) served[remote] = [stable, 'stable'];
  }

  /** @type {Record<string, string>} */
  const previewed = {};
  for (const [remote, version] of Object.entries(pass?.remotes ?? {})) {
    // Only versions that exist: a pass for a version since removed falls back to the live one.
    if (typeof version === 'string' && remoteNames.some((name) => name === remote) && publishedVersions(storeDir, remote).includes(version)) {
      remotes[remote] = manifestUrl(remote, version);
      previewed[remote] = version;
      // A previewed version is nobody's canary side: its reports are not judged.
      delete served[remote];
    }
  }
  if (devOverride) {
    // The dev server's manifest for this browser; nobody's canary side, never judged.
    remotes[devOverride.remote] = devOverride.url;
    delete previewed[devOverride.remote];
    delete served[devOverride.remote];
  }
  const preview = Object.keys(previewed).length ? { remotes: previewed } : undefined;
  const drafts = pass?.drafts === true;
  return {
    remotes,
    buckets,
    ...(newBucket === undefined ? {} : { newBucket }),
    ...(canaries.length ? { served } : {}),
    ...(preview ? { preview } : {}),
    ...(drafts ? { drafts } : {}),
    ...(devOverride ? { devOverride } : {}),
    personal: Boolean(preview) || drafts || Boolean(devOverride),
    split: canaries.length > 0,
  };
}
