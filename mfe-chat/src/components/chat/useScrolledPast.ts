import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px. Starts false, as the server rendered it,
 * so hydration matches; the effect reads the real position right after.
 */
export function useScrolledPast(threshold = 50) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
