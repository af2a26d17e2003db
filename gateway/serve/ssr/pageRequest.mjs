// @ts-check
import { canonicalLocation, canonicalPath, renderedUrl } from './canonicalUrl.mjs';
import { routePattern } from '../../runtime/routePattern.mjs';

/**
 * One page navigation, resolved once from its URL and handed down: the gateway answers its redirect
 * or its page, the page cache keys it, the composer renders it and the shell's renderer routes it.
 * @typedef {object} PageRequest
 * @property {string} pathname the page's one path (lower case, no trailing slash, past the redirects)
 * @property {string} url what its HTML depends on: that path and the query parameters its page reads
 * @property {string} [location] where the request must go first (a 308) when it is not at that URL
 * @property {import('@site/shared/contracts').RemotePageId} [pageId] the routed page; none for a path no route answers
 * @property {string} [route] the route-table path that answers it (`/blog/:slug`): a name that does not grow with every URL
 * @property {import('./composer.mjs').Versions} versions which version of each remote it gets
 * @property {string} cacheKey its page and its versions under this shell build
 */

/**
 * The request for `rawUrl` (path and query): the URL parsed once, the page matched once. `forPage`
 * narrows the request's versions to what its page needs (`versionSetForPage`), before its cache key
 * is made from them.
 * @template {import('./composer.mjs').Versions} V
 * @template {import('./composer.mjs').Versions} [W=V]
 * @param {string} rawUrl @param {V} given
 * @param {Pick<ReturnType<typeof import('./composer.mjs').createComposer>, 'routing' | 'knownValues' | 'versionsKey'>} composer
 * @param {(versions: V, pageId: string | undefined) => W} [forPage]
 * @returns {Promise<PageRequest & { versions: W }>}
 */
export async function resolvePageRequest(rawUrl, given, composer, forPage = (versions) => /** @type {W} */ (/** @type {unknown} */ (versions))) {
  const requested = new URL(rawUrl, 'http://site');
  const { redirects, matchPage } = composer.routing();
  const pathname = canonicalPath(requested.pathname, redirects);
  const pageId = /** @type {PageRequest['pageId']} */ (matchPage(pathname));
  const versions = forPage(given, pageId);
  // Only a query asks which values its parameters can take (a remote's list, kept a minute).
  const knownValues = requested.search ? await composer.knownValues(pageId, versions.remotes) : {};
  const location = canonicalLocation(requested, pathname, pageId, knownValues);
  const url = renderedUrl(pathname, requested.searchParams, pageId);
  return { pathname, url, ...(location ? { location } : {}), pageId, route: routePattern(pageId, pathname), versions, cacheKey: `${url}|${composer.versionsKey(versions)}` };
}
