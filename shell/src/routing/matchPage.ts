import type { RemotePageId } from '@site/shared/contracts';
import { matchRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';

const matchable = routeTable.map(({ path, page }) => ({ path, page }));

/** The remote page that answers a path, ranked the way the router ranks it; undefined for "not found". */
export function matchPage(pathname: string): RemotePageId | undefined {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[matches.length - 1]?.route.page;
}
