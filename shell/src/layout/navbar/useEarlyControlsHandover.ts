import { useEffect } from 'react';
import { readStoredTheme, useThemeStore } from '../../theme/themeStore';

/**
 * Takes the navbar over from what answered it before hydration, once it is hydrated:
 * `data-controls="react"` on `<html>` tells the early script of index.html to leave the theme
 * toggle to React, and hides the CSS-only dropdowns beside the Mantine menus (Navbar.module.css).
 * The theme store reads the theme the script stored, if the visitor toggled it after the store
 * first read it. The mobile menu needs nothing: it is a native popover React never re-opens.
 */
export function useEarlyControlsHandover() {
  useEffect(() => {
    document.documentElement.setAttribute('data-controls', 'react');
    useThemeStore.setState({ theme: readStoredTheme() });
  }, []);
}
