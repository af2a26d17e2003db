import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredTheme, useThemeStore } from './themeStore';

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    useThemeStore.setState({ theme: 'light' });
  });

  it('starts light unless storage holds dark', () => {
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('toggle flips the theme, the dark class on <html> and the stored value', () => {
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    useThemeStore.getState().toggle();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
