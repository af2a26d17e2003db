import { useLayoutEffect } from 'react';
import { create } from 'zustand';

export type Theme = 'light' | 'dark';

/** Same key and values as the inline script in index.html that applies the theme before first paint. */
export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the theme still applies for this page.
  }
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

/**
 * The site's light/dark preference. Mantine's color scheme follows it (see App). It starts light,
 * as the server rendered it, so hydration matches; `useStoredTheme` then reads the visitor's choice
 * before the first paint (the inline script in index.html has already coloured the page).
 */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: 'light',
  toggle: () => {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    set({ theme: next });
  },
}));

/** Picks up the stored theme once the app is on the page (a layout effect: before the browser paints). */
export function useStoredTheme() {
  useLayoutEffect(() => {
    useThemeStore.setState({ theme: readStoredTheme() });
  }, []);
}
