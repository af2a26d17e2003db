import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. A new query string on the same page (a blog
 * search, a filter) is not a route change and keeps the reader where they are. The page as loaded
 * is not a route change either: where the browser put it (a `#section`, a reload's position) or
 * where a visitor scrolled before hydration stays.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    shown.current = pathname;
  }, [pathname]);
  return null;
}
