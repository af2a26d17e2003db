import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the app is interactive over the server's HTML: monitoring and
 * the end-to-end tests wait for it before they click (a click on server HTML before then is lost).
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
