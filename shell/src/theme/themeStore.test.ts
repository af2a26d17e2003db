import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredTheme, useStoredTheme, useThemeStore } from './themeStore';

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

  it('starts light even when dark is stored, as the server rendered it', async () => {
    localStorage.setItem('theme', 'dark');
    vi.resetModules();
    const fresh = await import('./themeStore');
    expect(fresh.useThemeStore.getState().theme).toBe('light');
  });

  it("picks up a visitor's stored dark theme once the app is on the page", () => {
    localStorage.setItem('theme', 'dark');
    // Rendered light first, as the server did, so hydration matches.
    expect(useThemeStore.getState().theme).toBe('light');
    renderHook(() => useStoredTheme());
    expect(useThemeStore.getState().theme).toBe('dark');

    // The next toggle goes from the stored dark back to light.
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('stays light when nothing is stored', () => {
    renderHook(() => useStoredTheme());
    expect(useThemeStore.getState().theme).toBe('light');
  });
});
