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

/** The remotes registered from a pointer so far. */
const registered = new Set<string>();
/** True when the page carried only the remotes of its own composition: the rest are the visitor's to read. */
let partial = false;
/** The visitor's own pointer, read once per page when needed. */
let visitorPointer: Promise<void> | undefined;

function register(remotes: RemotesPointer['remotes'], names: readonly RemoteName[]): void {
  registerRemotes(names.filter((name) => remotes[name]).map((name) => toRemote(name, remotes[name]!)));
  for (const name of names) if (remotes[name]) registered.add(name);
}

/**
 * Registers the remotes the pointer lists. A missing pointer or remote is not fatal: its routes show
 * the fallback panel (their load rejects into the route's error boundary).
 *
 * A server-rendered page carries the pointer of its own composition (its routed remote and the chat),
 * with the sides of their canaries: the same for every visitor on those sides, so a cache in front may
 * keep it. The other remotes' versions, and this visitor's field pass while a canary of this page's
 * remotes runs, come from `/remotes.json` (never cached): read at once when the page names a side,
 * else before the first load of a remote the page did not carry (`ensureRegistered`).
 */
export async function registerRemotesFromPointer(embedded?: RemotesPointer['remotes'], buckets?: RemotesPointer['buckets']): Promise<void> {
  try {
    // A server-rendered page carries the pointer it was rendered with: no request for it.
    const pointer = embedded ? { remotes: embedded, buckets } : await fetchPointer();
    const { remotes } = pointer;
    setFieldPointer(remotes, pointer.buckets ?? {});
    register(remotes, remoteNames);
    partial = Boolean(embedded) && remoteNames.some((name) => !remotes[name]);
    if (embedded && buckets && Object.keys(buckets).length) void readVisitorPointer();
  } catch (error) {
    console.error('[shell] could not read /remotes.json; every remote will show its fallback', error);
  }
}

/** This visitor's pointer: registers the remotes the page did not carry, and sets their field pass (a cookie). */
function readVisitorPointer(): Promise<void> {
  visitorPointer ??= fetchPointer().then(
    ({ remotes, buckets }) => {
      const missing = remoteNames.filter((name) => remotes[name] && !registered.has(name));
      register(remotes, missing);
      setFieldPointer(Object.fromEntries(missing.map((name) => [name, remotes[name]])), buckets ?? {});
    },
    (error: unknown) => {
      // Asked again at the next load that needs it.
      visitorPointer = undefined;
      console.error('[shell] could not read /remotes.json', error);
    },
  );
  return visitorPointer;
}

/** Before loading a module of `name`: reads the visitor's pointer when the page did not carry that remote. */
export async function ensureRegistered(name: string): Promise<void> {
  if (partial && !registered.has(name)) await readVisitorPointer();
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
      registered.add(name);
      setFieldPointer({ [name]: url }, buckets ?? {});
      resetStages(name);
    }
  } catch (error) {
    console.error(`[shell] could not refresh ${name}`, error);
  }
}
