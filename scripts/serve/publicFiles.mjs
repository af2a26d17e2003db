// @ts-check

/** Build stats: module graphs and absolute build paths, for tooling only. */
const STATS_FILE = /(?:^|\/)(?:mf-manifest-stats|mf-stats|stats)\.json$/i;
const SOURCE_MAP = /\.map$/i;

/** @param {string} pathname a path below a static root, with or without its leading slash */
const segmentsOf = (pathname) => pathname.replace(/^\/+/, '').split('/');

/**
 * Whether a file of the deploy store may be served under `/remotes/`. Only files inside a
 * published `<remote>/<version>/` folder are; never the pointer and its release history, a
 * remote's standalone dev page (`index.html`), its server renderer (`server/`), build stats, dot
 * files, or source maps (uploaded beside the build for error tools, served only when
 * `sourceMaps` is on).
 * @param {string} pathname
 * @param {{ sourceMaps?: boolean }} [options]
 */
export function isPublicStoreFile(pathname, { sourceMaps = false } = {}) {
  const segments = segmentsOf(pathname);
  if (segments.length < 3 || segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  const inVersion = segments.slice(2);
  if (inVersion[0] === 'server') return false;
  if (inVersion.length === 1 && /^index\.html?$/i.test(inVersion[0])) return false;
  return isPublicBuildFile(pathname, { sourceMaps });
}

/**
 * Whether a file of the shell's build may be served from the site's root: not its server
 * renderer, build stats, dot files or (unless `sourceMaps`) source maps.
 * @param {string} pathname
 * @param {{ sourceMaps?: boolean }} [options]
 */
export function isPublicShellFile(pathname, { sourceMaps = false } = {}) {
  const segments = segmentsOf(pathname);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (segments[0] === 'server') return false;
  return isPublicBuildFile(pathname, { sourceMaps });
}

/**
 * @param {string} pathname
 * @param {{ sourceMaps: boolean }} options
 */
function isPublicBuildFile(pathname, { sourceMaps }) {
  if (STATS_FILE.test(pathname)) return false;
  if (SOURCE_MAP.test(pathname) && !sourceMaps) return false;
  return true;
}

/**
 * The pointer as the browser needs it: the live manifest of each remote. The release history
 * (versions, times, actions) stays in the store for `npm run remotes`.
 * @param {unknown} pointer
 */
export function publicPointer(pointer) {
  const remotes = pointer && typeof pointer === 'object' ? /** @type {{ remotes?: unknown }} */ (pointer).remotes : undefined;
  return { remotes: remotes && typeof remotes === 'object' ? remotes : {} };
}
