import { loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemotePageId, RemoteWidgetId } from '@site/shared/contracts';
import { reportLoadFailure } from '../field/loadFailures';
import { preloadFiles } from './preloadFiles';
import { exposeFilesOf, exposeKitsOf } from './remoteEntry';
import { ensureRegistered } from './remotesPointer';

/**
 * How long a remote's manifest, entry and chunks may take together. A host that accepts the
 * connection and never answers fails no request, so without a bound "Loading page…" would stay
 * for good; after this the load fails like any other and the route shows the fallback panel.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

/**
 * Loads one exposed module of a remote. A remote that is down, refused by the compatibility guard,
 * lacks the expose or takes too long rejects: the caller's error boundary decides what shows.
 */
export async function loadRemoteModule(
  id: RemotePageId | RemoteWidgetId,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<RemoteModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  const [remote, expose] = id.split('/');
  // A remote the page's own pointer did not carry is registered from the visitor's first (`remotesPointer`).
  const loading = ensureRegistered(remote)
    .then(({ manifestUrl, manifest }) => {
      // The module's files, and the shell's kits it consumes, download beside the entry, not once it has run.
      preloadFiles(exposeFilesOf(manifestUrl, manifest, expose));
      for (const kit of exposeKitsOf(manifest, expose)) loadShare(kit).catch(() => {});
      return loadRemote<RemoteModule>(id);
    })
    .then((module) => {
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module;
    });
  try {
    return await Promise.race([loading, timedOut]);
  } catch (error) {
    // Whoever runs the site learns of it too, not only this visitor (the field signal).
    reportLoadFailure(remote, error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
