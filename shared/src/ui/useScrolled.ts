import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px (the navbar turns opaque, the floating
 * WhatsApp and chat buttons show on phones). Starts false, as the server rendered it, so hydration matches even on a
 * page the browser restored mid-scroll; the effect reads the real position right after.
 */
export function useScrolled(threshold = 50) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
