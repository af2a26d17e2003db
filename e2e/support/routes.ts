import { routes } from '@site/shared/remotes';

/** A real value for each route parameter, so every route of the contract has a path to visit. */
const sampleParams: Record<string, string> = {
  slug: 'cmmi-3-level-3-appraisal-readiness',
  item: 'general',
};
const sampleFor = (path: string) => {
  if (path === '/services/:slug') return '/services/audit';
  if (path === '/:slug') return '/audit';
  return path.replace(/:(\w+)/g, (_, name: string) => sampleParams[name]);
};

/** One example path per route of the site (from the route table in shared's contract), with the remote that owns it. */
export const sampleRoutes: ReadonlyArray<{ path: string; owner: string }> = routes
  .filter((route) => !/\/(policies|terms|faq)\/:item$/.test(route.path))
  .map((route) => ({ path: sampleFor(route.path), owner: route.remote }));
