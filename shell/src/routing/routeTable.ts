import { redirects as contractRedirects, routes, type RemoteName, type RemotePageId } from '@site/shared/contracts';

/**
 * The one router of the site: which remote page answers which path, straight from the contract in
 * shared (the gateway's server composer, the sitemap and the e2e tests read the same list).
 */
export const routeTable: ReadonlyArray<{ path: string; page: RemotePageId }> = routes.map(({ path, id }) => ({ path, page: id as RemotePageId }));

/** Old or mistyped paths the site keeps alive. The footer links to /refund-cancellation, an address already printed elsewhere, so it stays alive. */
export const redirects: ReadonlyArray<{ from: string; to: string }> = contractRedirects;

export const remoteOf = (page: RemotePageId) => page.split('/')[0] as RemoteName;
