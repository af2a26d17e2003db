import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mockMatchMedia } from './mockMatchMedia';

afterEach(() => cleanup());

// jsdom lacks these browser APIs that Mantine and the pages rely on.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) mockMatchMedia(() => false);
  window.scrollTo ??= (() => {}) as typeof window.scrollTo;
  // Mantine's autosize textarea waits on fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() { return []; }
  } as unknown as typeof IntersectionObserver;
}
