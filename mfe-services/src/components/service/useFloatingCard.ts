import { onViewportChange } from '@site/shared/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The appraisals floating card shows past 600 px of scroll, 20 px from the right edge and below the navbar. */
export const FLOATING_CARD_SCROLL_THRESHOLD = 600;
export const FLOATING_CARD_OFFSET = 20;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Visibility of a floating card: shown once the page is scrolled past the threshold, hidden again
 * while `stopRef` (the Key Components block) is on screen. `behind` is true while the card would
 * cover one of the page's images, so it can lower its stacking order.
 */
export function useFloatingCard(stopRef: RefObject<HTMLElement | null>) {
  const cardRef = useRef<HTMLDivElement | null>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [stopInView, setStopInView] = useState(false);
  const [behind, setBehind] = useState(false);
  const visible = scrolledPast && !stopInView;

  useEffect(() => {
    const onScroll = () => setScrolledPast(window.scrollY > FLOATING_CARD_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const target = stopRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setStopInView(entry?.isIntersecting ?? false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [stopRef]);

  useEffect(() => {
    if (!visible) return;
    const check = () => {
      const card = cardRef.current;
      if (!card) return;
      const rect = card.getBoundingClientRect();
      const images = document.querySelectorAll<HTMLElement>('[data-service-image]');
      setBehind(Array.from(images).some((image) => overlaps(rect, image.getBoundingClientRect())));
    };
    check();
    return onViewportChange(check);
  }, [visible]);

  return { visible, behind, cardRef };
}
