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
  // jsdom has <dialog> but not its methods: open and close it as a browser does (without a top
  // layer), Escape closing the modal one opened last.
  const dialog = window.HTMLDialogElement.prototype;
  const modals: HTMLDialogElement[] = [];
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this) >>> 0, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((modal) => modal.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
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
