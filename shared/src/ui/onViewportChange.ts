/**
 * Calls `listener` whenever what the viewport shows can move: the page scrolls (a passive listener,
 * so scrolling never waits for it) or the window is resized. Returns what removes both, for an
 * effect's cleanup.
 */
export function onViewportChange(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}
