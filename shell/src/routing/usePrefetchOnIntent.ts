import { useContentCache } from '@site/shared/content';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadRemotePage } from './lazyRemotePage';
import { createPrefetcher, intentPath } from './prefetchOnIntent';
import { watchLinksInView } from './watchLinksInView';

/** Pointer, keyboard and touch: a visitor about to follow a link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Once hydrated, links to other pages prefetch their page on intent (`createPrefetcher`): hovering,
 * focusing or touching a link; on a device without hover (a phone), the link scrolling into view.
 */
export function usePrefetchOnIntent() {
  const contentCache = useContentCache();
  const { pathname } = useLocation();
  const prefetch = useMemo(() => createPrefetcher({ contentCache, loadPage: preloadRemotePage }), [contentCache]);

  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const path = anchor instanceof HTMLAnchorElement ? intentPath(anchor, window.location) : undefined;
      if (path) prefetch(path, 'strong');
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [prefetch]);

  useEffect(() => {
    if (!window.matchMedia?.('(hover: none)').matches || typeof IntersectionObserver === 'undefined') return undefined;
    // Anew on each navigation: a link passed over because it led to the page then shown (the
    // navbar's About on /about) leads to another page now.
    return watchLinksInView(document.body, (anchor) => {
      const path = intentPath(anchor, window.location);
      if (path) prefetch(path, 'weak');
    });
  }, [prefetch, pathname]);
}

/** Inside the content cache and the router: prefetched content goes into the page's own cache. */
export function PrefetchOnIntent() {
  usePrefetchOnIntent();
  return null;
}
