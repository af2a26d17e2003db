import type { Bucket } from '@site/shared/field/beacon.mjs';
import { matchRoutes } from 'react-router-dom';
import { routeTable } from '../routing/routeTable';

/**
 * What a field report is tagged with besides its content: the version of each remote this page runs
 * (from the pointer it was given: `/remotes/<remote>/<version>/mf-manifest.json`) and the side of each
 * canary the visitor is on. Set from the page data at start and again when a Retry re-reads `/remotes.json`.
 */
const pointer = new Map<string, string>();
const buckets = new Map<string, 'stable' | 'candidate'>();

const VERSION_IN_URL = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/;

export function setFieldPointer(remotes: Partial<Record<string, string>>, sides?: Record<string, 'stable' | 'candidate'>): void {
  for (const [remote, url] of Object.entries(remotes)) if (url) pointer.set(remote, url);
  if (sides) {
    buckets.clear();
    for (const [remote, side] of Object.entries(sides)) buckets.set(remote, side);
  }
}

/** The version of a remote this page runs, or undefined when it is not served from the deploy store (`npm run dev`). */
export function versionOf(remote: string): string | undefined {
  const url = pointer.get(remote);
  return url ? VERSION_IN_URL.exec(new URL(url, 'http://site').pathname)?.[1] : undefined;
}

export const bucketOf = (remote: string): Bucket => buckets.get(remote) ?? 'none';

const matchable = routeTable.map(({ path }) => ({ path }));

/** The route pattern that answers a path (`/blog/:slug`), never the path itself; undefined for "not found". */
export function routeOf(pathname: string): string | undefined {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[matches.length - 1]?.route.path;
}
