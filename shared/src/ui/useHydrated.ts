import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true from the render right after it (and at once in
 * a tree the browser renders itself, after a client navigation). React renders the server's answer
 * during hydration, so what depends on this never mismatches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
