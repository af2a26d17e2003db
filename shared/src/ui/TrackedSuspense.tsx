import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { holdPageHydration } from './pageHydration';

/**
 * A Suspense boundary around part of a routed page: the page counts as hydrated (`<html
 * data-hydrated>`) only once what is inside has hydrated too (`pageHydration.ts`). Use it for every
 * boundary a page's server HTML can contain.
 *
 * The boundary takes its hold as it commits (a layout effect, so before any release of the same
 * commit); the last child inside lets it go once the content around it has committed (a passive
 * effect). A boundary that goes away first (an error boundary took its place) lets it go too.
 */
export function TrackedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const done = holdPageHydration();
    release.current = done;
    return done;
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <ReleaseOnCommit release={release} />
    </Suspense>
  );
}

function ReleaseOnCommit({ release }: { release: { current: (() => void) | null } }) {
  useEffect(() => {
    release.current?.();
  }, [release]);
  return null;
}
