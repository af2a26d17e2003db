import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadRemotePage } from './lazyRemotePage';
import { createPrefetcher, intentPath } from './prefetchOnIntent';

/** Pointer, keyboard and touch: a visitor about to follow a link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Once hydrated, links to other pages prefetch their page on intent (`createPrefetcher`): hovering,
 * focusing or touching a link; on a device without hover (a phone), the link scrolling into view.
 */
export function usePrefetchOnIntent() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const prefetch = useMemo(() => createPrefetcher({ queryClient, loadPage: preloadRemotePage }), [queryClient]);

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
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = intentPath(entry.target as HTMLAnchorElement, window.location);
        if (path) prefetch(path, 'weak');
      }
    });
    // After the new page's links are in the document.
    const timer = setTimeout(() => document.querySelectorAll('a[href]').forEach((anchor) => observer.observe(anchor)), 0);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [prefetch, pathname]);
}
