/**
 * Marks a module the fallback plugin returned instead of the remote's own. Kept free of React and
 * Mantine imports: runtime plugins run before shared modules are available.
 */
export const FALLBACK_MARK = '__remoteFallback';

export const unavailableModule = { [FALLBACK_MARK]: true } as const;

export const isFallbackModule = (module: unknown) =>
  typeof module === 'object' && module !== null && FALLBACK_MARK in module;
