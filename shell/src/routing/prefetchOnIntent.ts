import type { RemotePageId } from '@site/shared/contracts';
import type { ContentCache } from '@site/shared/content';
import { embedManifests } from '../federation/embeddedManifests';
import { siteDataFromHtml } from '../ssr/siteData';
import { matchPage } from './matchPage';

/** What `navigator.connection` tells (Network Information API, Chromium only). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data or a 2G connection: the visitor pays for every byte, nothing is fetched on a guess. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}

/**
 * The path and query of a link the router would follow to another page of the site, or undefined
 * (another origin, a new tab, a download, the gateway's own paths, the page already shown).
 */
export function intentPath(anchor: HTMLAnchorElement, current: { href: string; origin: string; pathname: string }): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.getAttribute('href') ?? '', current.href);
  if (url.origin !== current.origin || url.pathname === current.pathname || url.pathname.startsWith('/_')) return undefined;
  return `${url.pathname}${url.search}`;
}

export interface PrefetcherOptions {
  contentCache: ContentCache;
  /** The page's module: its remote's entry and files (`preloadRemotePage`). */
  loadPage: (id: RemotePageId) => void;
  fetchPage?: (path: string) => Promise<Response>;
  connection?: () => ConnectionInfo | undefined;
}

/**
 * Prefetch on intent. `strong` intent (hover, focus, touch) loads the page's module and its
 * content: the page's server HTML, whose embedded content goes into the same content cache (so the
 * page renders without a content request) and whose manifests save the runtime a round trip.
 * `weak` intent (the link scrolled into view on a phone) loads the module only. Each page and each
 * path at most once; nothing on Save-Data or 2G.
 */
export function createPrefetcher({ contentCache, loadPage, fetchPage = defaultFetchPage, connection = defaultConnection }: PrefetcherOptions) {
  const modules = new Set<RemotePageId>();
  const contents = new Set<string>();
  return function prefetch(path: string, strength: 'strong' | 'weak'): void {
    if (!prefetchAllowed(connection())) return;
    const id = matchPage(new URL(path, 'http://site').pathname);
    if (!id) return;
    if (!modules.has(id)) {
      modules.add(id);
      loadPage(id);
    }
    if (strength !== 'strong' || contents.has(path)) return;
    contents.add(path);
    fetchPage(path)
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        const data = siteDataFromHtml(html);
        if (!data) return;
        embedManifests(data.manifests);
        contentCache.hydrate(data.content);
      })
      // A prefetch that fails costs nothing: the navigation asks again as it always has.
      .catch(() => contents.delete(path));
  };
}

const defaultFetchPage = (path: string) => fetch(path, { headers: { accept: 'text/html' }, credentials: 'same-origin' });

const defaultConnection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;
