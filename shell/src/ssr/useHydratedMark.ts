import { whenPageHydrated } from '@site/shared/ui';
import { useEffect } from 'react';

/** The user-timing mark at that moment: `npm run bench` counts what a page downloads before it. */
export const INTERACTIVE_MARK = 'site:interactive';

let hydrated: () => void = () => {};
/** Resolves once the app has hydrated: work that must not delay first paint or hydration waits for it. */
export const whenHydrated = new Promise<void>((resolve) => {
  hydrated = resolve;
});

/**
 * Marks `<html data-hydrated>` once the app is interactive over the server's HTML: monitoring and
 * the end-to-end tests wait for it before they click (a click on server HTML before then is lost).
 * That is once the shell has hydrated (this effect) and the routed page's part too: React hydrates
 * the page's Suspense boundaries in passes of their own after the shell's, and a control in one
 * answers only then (`TrackedSuspense`). Until the mark, index.html's early script answers what it can.
 */
export function useHydratedMark() {
  useEffect(() => {
    whenPageHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
      performance.mark(INTERACTIVE_MARK);
      hydrated();
    });
  }, []);
}
