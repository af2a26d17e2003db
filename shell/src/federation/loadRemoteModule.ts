import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { fallbackModule, isFallbackModule, type MaybeFallback } from './fallbackModule';

/**
 * How long a remote's manifest, entry and chunks may take together. A host that accepts the
 * connection and never answers fails no request, so without a bound "Loading page…" would stay
 * for good; after this the route shows the fallback panel, whose Retry loads again.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

/** Loads one exposed module of a remote; never rejects (the fallback module stands in). */
export async function loadRemoteModule(
  id: RemotePageId | RemoteWidgetId,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<MaybeFallback<RemoteModule>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof fallbackModule>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[shell] ${id} did not load within ${timeoutMs} ms`);
      resolve(fallbackModule);
    }, timeoutMs);
  });
  const loading = loadRemote<MaybeFallback<RemoteModule>>(id).then(
    (module) => (!module || isFallbackModule(module) ? fallbackModule : module),
    (error: unknown) => {
      console.error(`[shell] ${id} failed to load`, error);
      return fallbackModule;
    },
  );
  try {
    return await Promise.race([loading, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
