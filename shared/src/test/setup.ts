import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mockMatchMedia } from './mockMatchMedia';

afterEach(() => cleanup());

// Pages suspend until their content is in, then render whole (the About page is long): on a busy
// machine that takes longer than Testing Library's default second to show up in `findBy*`.
configure({ asyncUtilTimeout: 5000 });

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
