import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirstLoader, ROUTE_SCRIPTS_ID } from './paintFirstLoader.mjs';

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

const requested = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')),
  scripts: [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
});

const runLoader = () => new Function(paintFirstLoader('/main.js', ['/bootstrap.js', '/react-dom.js']))();

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the shell page loader', () => {
  it('requests every boot file at once, and runs the entry once the server HTML has painted', () => {
    document.body.innerHTML = `<div id="root"><h1>Advisory</h1></div><script type="application/json" id="${ROUTE_SCRIPTS_ID}">["/remotes/mfe-services/1.0.0/remoteEntry.js","/remotes/mfe-services/1.0.0/page.js"]</script>`;
    const timing = fakePaintTiming();
    runLoader();
    const everyFile = ['/main.js', '/bootstrap.js', '/react-dom.js', '/remotes/mfe-services/1.0.0/remoteEntry.js', '/remotes/mfe-services/1.0.0/page.js'];
    expect(requested()).toEqual({ preloads: everyFile, scripts: [] });
    expect([...document.head.querySelectorAll('link[rel="preload"]')].every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);

    timing.paint('first-paint');
    expect(requested().scripts).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(requested()).toEqual({ preloads: everyFile, scripts: ['/main.js'] });

    timing.paint('first-contentful-paint');
    expect(requested().scripts).toEqual(['/main.js']);
  });

  it('runs at once when there is no server HTML to paint', () => {
    document.body.innerHTML = '<div id="root" class="boot"></div>';
    fakePaintTiming();
    runLoader();
    expect(requested()).toEqual({ preloads: ['/main.js', '/bootstrap.js', '/react-dom.js'], scripts: ['/main.js'] });
  });

  it('runs at once in a browser without paint timing', () => {
    document.body.innerHTML = '<div id="root"><h1>Advisory</h1></div>';
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    expect(requested().scripts).toEqual(['/main.js']);
  });
});
