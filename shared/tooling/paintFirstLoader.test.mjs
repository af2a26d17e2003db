// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirstLoader, scriptPreloadTag } from './paintFirstLoader.mjs';

/** A browser's paint timing: the observer the loader registers, and a way to report a paint. */
function fakePaintTiming() {
  /** @type {((list: { getEntriesByName: (name: string) => unknown[] }) => void)[]} */
  const observers = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    /** @param {(list: { getEntriesByName: (name: string) => unknown[] }) => void} callback */
    constructor(callback) {
      observers.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    /** @param {string} name */
    paint: (name) => observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })),
  };
}

const requested = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

const runLoader = () => new Function(paintFirstLoader('/main.js'))();

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a script preload', () => {
  it('asks for the file at low priority, as a script', () => {
    document.head.innerHTML = scriptPreloadTag('/remotes/mfe-services/1.0.0/remoteEntry.js');
    const link = document.head.querySelector('link');
    expect(link?.rel).toBe('preload');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('fetchpriority')).toBe('low');
    expect(link?.getAttribute('href')).toBe('/remotes/mfe-services/1.0.0/remoteEntry.js');
  });
});

describe('the shell page loader', () => {
  it('runs the entry once the server HTML has painted, not before', () => {
    document.body.innerHTML = '<div id="root"><h1>Advisory</h1></div>';
    const timing = fakePaintTiming();
    runLoader();
    expect(requested()).toEqual([]);

    timing.paint('first-paint');
    expect(requested()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(requested()).toEqual(['/main.js']);

    timing.paint('first-contentful-paint');
    expect(requested()).toEqual(['/main.js']);
  });

  it('runs at once when there is no server HTML to paint', () => {
    document.body.innerHTML = '<div id="root" class="boot"></div>';
    fakePaintTiming();
    runLoader();
    expect(requested()).toEqual(['/main.js']);
  });

  it('runs at once in a browser without paint timing', () => {
    document.body.innerHTML = '<div id="root"><h1>Advisory</h1></div>';
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    expect(requested()).toEqual(['/main.js']);
  });
});
