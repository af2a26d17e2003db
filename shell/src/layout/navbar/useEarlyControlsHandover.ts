import { useEffect } from 'react';
import { readStoredTheme, useThemeStore } from '../../theme/themeStore';

/** What the early script of index.html did before hydration (it answers the navbar's controls until then). */
export interface EarlyControls {
  mobileMenu: boolean;
}

declare global {
  interface Window {
    __earlyControls?: EarlyControls;
  }
}

/**
 * Takes the navbar's controls over from the early script once they are hydrated: from then on
 * React answers them (`data-controls="react"` tells the script to stand aside; until then it stops
 * each click it answers, so no click is answered twice), and `adopt` carries over what the visitor
 * did meanwhile. Called after the component's other hooks, so what it adopts comes after their
 * first effects (a menu that closes on navigation starts closed).
 */
export function useEarlyControlsHandover(adopt: (early: EarlyControls) => void) {
  useEffect(() => {
    document.documentElement.setAttribute('data-controls', 'react');
    // The theme the script stored, if the visitor toggled it after the store first read it.
    useThemeStore.setState({ theme: readStoredTheme() });
    if (window.__earlyControls) adopt(window.__earlyControls);
  }, []);
}
