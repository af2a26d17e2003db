import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

interface AfterHydrationProps {
  /** What waits: asked for only once the page has hydrated. */
  children: ReactNode;
  /** What the server's HTML shows in its place until then (its box, a blurred copy). */
  placeholder?: ReactNode;
}

/**
 * Something off the first screen that fetches a lot (an image below the fold, a map's frame), kept
 * out of the server's HTML until the page has hydrated: on a slow phone the scripts that make the
 * page's controls work then have the connection to themselves (Chromium fetches lazy images and
 * frames near the screen at once). With JavaScript off, the `<noscript>` copy loads instead.
 * The first render in the browser is the server's, so hydration never mismatches.
 */
export function AfterHydration({ children, placeholder }: AfterHydrationProps) {
  const hydrated = useHydrated();
  if (hydrated) return children;
  return (
    <>
      {placeholder}
      <noscript>{children}</noscript>
    </>
  );
}
