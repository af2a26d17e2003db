/**
 * Replaces `window.matchMedia` (absent in jsdom) with one that answers from `matches`, e.g. to test
 * behaviour under `prefers-reduced-motion` or below the mobile breakpoint.
 */
export function mockMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
