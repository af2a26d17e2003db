import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, remoteNames, type RemoteName } from '@site/shared/contracts';
import { setFieldPointer } from '../field/fieldTags';
import { resetStages } from '../field/loadStages';

/** `/remotes.json`: remote name -> manifest URL of its live version (plus release history we ignore). */
export interface RemotesPointer {
  remotes: Partial<Record<RemoteName, string>>;
  /** For each remote with a canary, the side this visitor is on. */
  buckets?: Record<string, 'stable' | 'candidate'>;
}

async function fetchPointer(): Promise<RemotesPointer> {
  // no-cache: a release manager's switch takes effect on the very next page load.
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemotesPointer;
}

function toRemote(name: RemoteName, url: string) {
  // Absolute, so each remote's `publicPath: 'auto'` resolves against its own versioned folder.
  return { name: containerName(name), alias: name, entry: new URL(url, window.location.href).href };
}

/**
 * Registers the remotes the pointer lists. A missing pointer or remote is not fatal: its routes show
 * the fallback panel (their load rejects into the route's error boundary).
 */
export async function registerRemotesFromPointer(embedded?: RemotesPointer['remotes'], buckets?: RemotesPointer['buckets']): Promise<void> {
  try {
    // A server-rendered page carries the pointer it was rendered with: no request for it.
    const pointer = embedded ? { remotes: embedded, buckets } : await fetchPointer();
    const { remotes } = pointer;
    setFieldPointer(remotes, pointer.buckets ?? {});
    registerRemotes(
      remoteNames.filter((name) => remotes[name]).map((name) => toRemote(name, remotes[name]!)),
    );
  } catch (error) {
    console.error('[shell] could not read /remotes.json; every remote will show its fallback', error);
  }
}

/**
 * Before a retry: read the pointer again (the remote may have been rolled back or redeployed) and
 * re-register that one remote, which drops the runtime's cache of its failed load.
 */
export async function refreshRemote(name: RemoteName): Promise<void> {
  try {
    const { remotes, buckets } = await fetchPointer();
    const url = remotes[name];
    if (url) {
      registerRemotes([toRemote(name, url)], { force: true });
      setFieldPointer({ [name]: url }, buckets ?? {});
      resetStages(name);
    }
  } catch (error) {
    console.error(`[shell] could not refresh ${name}`, error);
  }
}
