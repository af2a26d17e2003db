import { onViewportChange } from '@site/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findHeading, type TocEntry } from './toc';

/** A heading counts as "current" once its top passes this line (the fixed navbar plus some air). */
export const ACTIVE_LINE_PX = 140;
/** How long a clicked heading stays highlighted (2 s). */
export const HIGHLIGHT_MS = 2000;
export const HIGHLIGHT_ATTR = 'data-toc-highlight';

/** A clicked heading to highlight; a new object per click, so a second click starts a fresh 2 s. */
interface Highlight {
  heading: HTMLElement;
}

/**
 * Which heading the reader is at, and the click behaviour of the table of contents: smooth scroll
 * to the heading and highlight it for two seconds. While a click's smooth scroll runs, the scroll
 * position does not move the active entry, so the clicked entry stays marked instead of flickering
 * through every heading on the way.
 */
export function useTocNavigation(entries: TocEntry[]) {
  const [activeId, setActiveId] = useState<string | null>(entries[0]?.id ?? null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const scrollLocked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);
  const entriesKey = entries.map((entry) => entry.id).join('\u0000');

  const keepLockedUntilIdle = useCallback(() => {
    window.clearTimeout(unlockTimer.current);
    unlockTimer.current = window.setTimeout(() => {
      scrollLocked.current = false;
    }, 200);
  }, []);

  useEffect(() => {
    if (entries.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = entries[0].id;
      for (const entry of entries) {
        const heading = findHeading(entry);
        if (heading && heading.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = entry.id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (scrollLocked.current) {
        keepLockedUntilIdle();
        return;
      }
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    const stopListening = onViewportChange(onScroll);
    return () => {
      stopListening();
      if (frame) window.cancelAnimationFrame(frame);
    };
    // `entriesKey` stands for the entries (a new array with the same headings must not re-subscribe).
  }, [entriesKey, keepLockedUntilIdle]);

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  // The highlight goes on, and its 2 s start, once the click's render is committed (an effect runs
  // after the commit), not in the click: a long article re-renders with the new active entry first,
  // and on a busy page that render would otherwise eat into what the reader sees.
  useEffect(() => {
    if (!highlight) return undefined;
    const { heading } = highlight;
    heading.setAttribute(HIGHLIGHT_ATTR, 'true');
    const timer = window.setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => {
      window.clearTimeout(timer);
      heading.removeAttribute(HIGHLIGHT_ATTR);
    };
  }, [highlight]);

  const goTo = useCallback(
    (entry: TocEntry) => {
      const heading = findHeading(entry);
      if (!heading) return;
      setActiveId(entry.id);
      scrollLocked.current = true;
      keepLockedUntilIdle();
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      setHighlight({ heading });

      // Screen reader and keyboard users continue reading from the heading they chose.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    },
    [keepLockedUntilIdle],
  );

  return { activeId, goTo };
}
