// @ts-check

/** Build stats (module graphs, absolute build paths) and the kits a build uses (`kits.json`, for the release gate): tooling only. */
const STATS_FILE = /(?:^|\/)(?:mf-manifest-stats|mf-stats|stats|kits)\.json$/i;
const SOURCE_MAP = /\.map$/i;

/** The build's brotli and gzip copies beside a file (`PrecompressPlugin`). */
const PRECOMPRESSED = /\.(?:br|gz)$/i;

/**
 * The file a path stands for: a precompressed copy `x.br` or `x.gz` is `x`, so it is public exactly
 * when `x` is (the stats file's `.br` is as private as the stats file).
 * @param {string} pathname
 */
const servedFile = (pathname) => pathname.replace(PRECOMPRESSED, '');

/** @param {string} pathname a path below a static root, with or without its leading slash */
const segmentsOf = (pathname) => pathname.replace(/^\/+/, '').split('/');

/**
 * Whether a file of the deploy store may be served under `/remotes/`. Only files inside a
 * published `<remote>/<version>/` folder are; never the pointer and its release history, a
 * remote's standalone dev page (`index.html`), its server renderer (`server/`), build stats, dot
 * files, or source maps (uploaded beside the build for error tools, served only when
 * `sourceMaps` is on), nor the brotli or gzip copy of any of those.
 * @param {string} pathname
 * @param {{ sourceMaps?: boolean }} [options]
 */
export function isPublicStoreFile(pathname, { sourceMaps = false } = {}) {
  pathname = servedFile(pathname);
  const segments = segmentsOf(pathname);
  if (segments.length < 3 || segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  const inVersion = segments.slice(2);
  if (inVersion[0] === 'server') return false;
  if (inVersion.length === 1 && /^index\.html?$/i.test(inVersion[0])) return false;
  return isPublicBuildFile(pathname, { sourceMaps });
}

/**
 * Whether a file of the shell's build may be served from the site's root: not its server
 * renderer, build stats, dot files or (unless `sourceMaps`) source maps, nor their compressed copies.
 * @param {string} pathname
 * @param {{ sourceMaps?: boolean }} [options]
 */
export function isPublicShellFile(pathname, { sourceMaps = false } = {}) {
  pathname = servedFile(pathname);
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
