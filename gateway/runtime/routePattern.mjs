// @ts-check
import { routes } from '@site/shared/remotes';

/** Each page's paths, split once: a page may answer more than one (`/services/:slug` and `/:slug`). */
/** @type {Map<string, { path: string, segments: string[] }[]>} */
const pathsOf = new Map();
for (const route of routes) pathsOf.set(route.id, [...(pathsOf.get(route.id) ?? []), { path: route.path, segments: route.path.split('/') }]);

/**
 * The route-table path that answers `pathname` for its routed page (`/blog/:slug` for
 * `/blog/iso-27001`), for names that must not grow with every URL (a trace's root span, `http.route`).
 * Undefined when no route answers (a "not found").
 * @param {string | undefined} pageId @param {string} pathname the page's canonical path
 */
export function routePattern(pageId, pathname) {
  if (!pageId) return undefined;
  const segments = pathname.split('/');
  const route = pathsOf
    .get(pageId)
    ?.find((candidate) => candidate.segments.length === segments.length && candidate.segments.every((part, i) => part.startsWith(':') || part === segments[i]));
  return route?.path;
}
