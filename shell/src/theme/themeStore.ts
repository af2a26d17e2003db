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

/** The site's light/dark preference. Mantine's color scheme follows it (see App). */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  toggle: () => {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    set({ theme: next });
  },
}));
