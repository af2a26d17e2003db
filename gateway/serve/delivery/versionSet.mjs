// @ts-check
import { remoteNames, remoteWidgets } from '@site/shared/remotes';
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
 * @property {boolean} split                     true when a canary splits visitors
 * @property {string[]} [edgeSides]              the canaried remotes whose side a trusted edge named (`sideHeader`): a page
 *   composing only those may be kept in front, one copy per side; a canaried remote missing here was decided by this gateway
 *   from the bucket cookie, and a page composing it is this visitor's alone (`private`)
 * @property {string[]} [staleSides]             remotes the edge named a side of that run no canary here (the edge's table
 *   of splits, or this gateway's pointer, lags a switch): a page composing one is kept by no cache
 */

/** Each pointer's remotes narrowed to a composition, made once (the live pointer's object lives until a switch). @type {WeakMap<object, Map<string, Record<string, string>>>} */
const narrowedSeen = new WeakMap();

/** `remotes` with only the entries of `composition`. @param {Record<string, string>} remotes @param {readonly string[]} composition */
function narrowed(remotes, composition) {
  const key = composition.join(' ');
  const seen = narrowedSeen.get(remotes) ?? new Map();
  narrowedSeen.set(remotes, seen);
  let made = seen.get(key);
  if (!made) seen.set(key, (made = Object.fromEntries(Object.entries(remotes).filter(([remote]) => composition.includes(remote)))));
  return made;
}

/**
 * The remotes whose code a page runs: its routed remote (none for a path no route answers) and the
 * widgets the shell puts on every page (the chat). What its copies in front and its purges follow.
 * @param {string | undefined} pageId
 */
export const pageComposition = (pageId) => [...new Set([...(pageId ? [pageId.split('/')[0]] : []), ...Object.keys(remoteWidgets)])];

/**
 * The version set as one page needs it: the remotes of its composition only (`composition`), so that
 * its HTML, its key in the page cache and its copies in front depend on nothing else; `shared`: the
 * sides of every canary it composes came from the edge (in its cache key), so any cache may keep it.
 * Every other remote is read by the browser from `/remotes.json` when it first needs it. A personal
 * set (a preview, a dev override) is kept whole: it is never cached.
 * @param {VersionSet} set @param {readonly string[]} composition
 * @returns {VersionSet & { shared: boolean, vary: string[] }}
 */
export function versionSetForPage(set, composition) {
  if (set.personal) return { ...set, shared: false, vary: [] };
  const inPage = (/** @type {string} */ remote) => composition.includes(remote);
  const remotes = narrowed(set.remotes, composition);
  const buckets = Object.fromEntries(Object.entries(set.buckets).filter(([remote]) => inPage(remote)));
  const decidedHere = Object.keys(buckets).filter((remote) => !set.edgeSides?.includes(remote));
  const stale = (set.staleSides ?? []).filter(inPage);
  return { ...set, remotes, buckets, shared: decidedHere.length === 0 && stale.length === 0, vary: [...composition] };
}

/**
 * @param {{ pointer: Readonly<import('../../store/pointer.mjs').Pointer>, storeDir: string, cookies: Record<string, string | undefined>, edgeSides?: Record<string, 'stable' | 'candidate'>, previewSecret?: string, devOverride?: import('./devOverride.mjs').DevOverride, now?: number, drawBucket?: () => string }} input
 *   `devOverride`: the dev override this request's pass carries, already checked (`readDevOverride`);
 *   `edgeSides`: the sides a trusted edge named (`sidesFromHeaders`), used in place of the bucket's
 * @returns {VersionSet}
 */
export function resolveVersionSet({ pointer, storeDir, cookies, edgeSides = {}, previewSecret, devOverride, now = Date.now(), drawBucket = drawNewBucket }) {
  const canaries = Object.entries(pointer.canaries ?? {});
  const pass = readPreviewPass(cookies[PREVIEW_COOKIE], previewSecret, now);
  const staleSides = Object.keys(edgeSides).filter((remote) => !pointer.canaries?.[remote]);
  const stale = staleSides.length ? { staleSides } : {};
  // Most requests: no canary, no preview. The live pointer's own object, so a cache key made from it is made once.
  if (canaries.length === 0 && !pass && !devOverride) return { remotes: pointer.remotes, buckets: {}, personal: false, split: false, ...stale };
  const remotes = { ...pointer.remotes };
  /** @type {VersionSet['buckets']} */
  const buckets = {};
  const fromEdge = canaries.map(([remote]) => remote).filter((remote) => edgeSides[remote] !== undefined);
  let bucket = parseBucket(cookies[BUCKET_COOKIE]);
  let newBucket;
  // A bucket is drawn only for a side the edge did not name (no edge in front: `npm start`).
  if (canaries.length > fromEdge.length && bucket === undefined) bucket = newBucket = drawBucket();
  /** @type {NonNullable<VersionSet['served']>} */
  const served = {};
  for (const [remote, canary] of canaries) {
    // Each remote's side drawn apart from the others' (canarySide.mjs), as the edge draws it.
    const candidate = (edgeSides[remote] ?? canarySide(/** @type {string} */ (bucket), remote, canary.percent)) === 'candidate';
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
    ...(fromEdge.length ? { edgeSides: fromEdge } : {}),
    ...stale,
  };
}
