import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, remoteNames, type RemoteName } from '@site/shared/contracts';
import { setFieldPointer } from '../field/fieldTags';
import { reachStage, resetStages } from '../field/loadStages';
import { readManifest } from './readManifest';
import { remoteEntryOf } from './remoteEntry';

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

/** The manifest URL (absolute) of each remote a pointer named so far. */
const manifestUrls = new Map<string, string>();
/** True when the page carried only the remotes of its own composition: the rest are the visitor's to read. */
let partial = false;
/** The visitor's own pointer, read once per page when needed. */
let visitorPointer: Promise<void> | undefined;
/** A remote registered with the runtime: the manifest it was registered from. */
export interface RegisteredRemote {
  manifestUrl: string;
  manifest: unknown;
}
/** Each remote's registration with the runtime, under way or done; a failed one is not kept. */
const registrations = new Map<string, Promise<RegisteredRemote>>();

function remember(remotes: RemotesPointer['remotes'], names: readonly RemoteName[]): void {
  for (const remote of names) {
    const url = remotes[remote];
    if (url) manifestUrls.set(remote, new URL(url, window.location.href).href);
  }
}

/**
 * Registers a remote by its entry script, found in its manifest: the runtime loads the entry itself
 * and needs no manifest support of its own (the host builds without it, `disableSnapshot`). `force`
 * replaces an earlier registration of the remote, dropping the runtime's cache of its loads (a Retry
 * after a rollback).
 */
async function registerEntry(remote: string, manifestUrl: string): Promise<RegisteredRemote> {
  const manifest = await readManifest(manifestUrl);
  const { entry, type, entryGlobalName } = remoteEntryOf(manifestUrl, manifest);
  // The manifest is in and accepted: a failure from here on is its entry's (the field signal).
  reachStage(remote, 'entry');
  registerRemotes([{ name: containerName(remote), alias: remote, entry, type: type as 'global', entryGlobalName }], { force: true });
  return { manifestUrl, manifest };
}

/**
 * Takes the remotes the pointer lists (each is registered at its first load, `ensureRegistered`). A
 * missing pointer or remote is not fatal: its routes show the fallback panel (their load rejects into
 * the route's error boundary).
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
    remember(remotes, remoteNames);
    partial = Boolean(embedded) && remoteNames.some((name) => !remotes[name]);
    if (embedded && buckets && Object.keys(buckets).length) void readVisitorPointer();
  } catch (error) {
    console.error('[shell] could not read /remotes.json; every remote will show its fallback', error);
  }
}

/** This visitor's pointer: names the remotes the page did not carry, and sets their field pass (a cookie). */
function readVisitorPointer(): Promise<void> {
  visitorPointer ??= fetchPointer().then(
    ({ remotes, buckets }) => {
      const missing = remoteNames.filter((remote) => remotes[remote] && !manifestUrls.has(remote));
      remember(remotes, missing);
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

/**
 * Before loading a module of `remote`: reads the visitor's pointer when the page did not carry that
 * remote, then its manifest (the page's copy, or fetched), and registers its entry. A remote no
 * pointer names, or whose manifest fails or is refused, rejects: its routes show the fallback panel.
 */
export async function ensureRegistered(remote: string): Promise<RegisteredRemote> {
  if (partial && !manifestUrls.has(remote)) await readVisitorPointer();
  const manifestUrl = manifestUrls.get(remote);
  if (!manifestUrl) throw new Error(`${remote}: no pointer names it`);
  let registration = registrations.get(remote);
  if (!registration) {
    const started = registerEntry(remote, manifestUrl);
    started.catch(() => {
      if (registrations.get(remote) === started) registrations.delete(remote);
    });
    registrations.set(remote, started);
    registration = started;
  }
  return registration;
}

/**
 * Before a retry: read the pointer again (the remote may have been rolled back or redeployed); the
 * next load reads that remote's manifest again and registers it afresh, which drops the runtime's
 * cache of its failed load.
 */
export async function refreshRemote(remote: RemoteName): Promise<void> {
  try {
    const { remotes, buckets } = await fetchPointer();
    const url = remotes[remote];
    if (url) {
      remember(remotes, [remote]);
      registrations.delete(remote);
      setFieldPointer({ [remote]: url }, buckets ?? {});
      resetStages(remote);
    }
  } catch (error) {
    console.error(`[shell] could not refresh ${remote}`, error);
  }
}
