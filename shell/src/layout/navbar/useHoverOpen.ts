import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { MENU_CLOSE_DELAY } from './navTiming';
import { useCloseOnNavigation } from './useCloseOnNavigation';

/**
 * Open/closed state of a dropdown or submenu once the navbar has hydrated: opens when a mouse
 * enters it, closes MENU_CLOSE_DELAY after the mouse leaves (time to cross to a submenu), and on
 * every route change. Touch and keyboard open it through `setOpened` (a click, Enter, Space, focus).
 * Hydrating under the pointer or with focus inside `element`, it starts open: before hydration CSS
 * had opened it, and it stays open as React takes over.
 */
export function useHoverOpen(element: RefObject<HTMLElement | null>) {
  const [opened, setOpened] = useCloseOnNavigation();
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = useCallback(() => clearTimeout(closing.current), []);
  useEffect(() => cancelClose, [cancelClose]);
  useEffect(() => {
    if (element.current?.matches(':hover, :focus-within')) setOpened(true);
  }, [element, setOpened]);
  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      setOpened(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closing.current = setTimeout(() => setOpened(false), MENU_CLOSE_DELAY);
    },
  };
  const set = useCallback(
    (open: boolean) => {
      cancelClose();
      setOpened(open);
    },
    [cancelClose, setOpened],
  );
  return { opened, setOpened: set, hoverProps };
}
