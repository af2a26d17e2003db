import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Closes a native popover when the route changes. Not at hydration: a menu the visitor opened
 * before it stays open.
 */
export function useHidePopoverOnNavigation(ref: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const popover = ref.current;
    if (popover?.matches(':popover-open')) popover.hidePopover();
  }, [pathname, ref]);
}
