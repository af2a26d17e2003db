import { assertCompatible } from './compatibilityGuard';

/** What the shell reads of a remote's `mf-manifest.json`. */
interface RemoteManifest {
  metaData?: {
    globalName?: string;
    /** `auto` (or empty): the manifest's own folder. */
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  shared?: { name: string; version?: string }[];
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } }; kits?: string[] }[];
}

/** A remote as the federation runtime registers it: its entry script, not its manifest. */
export interface RemoteEntry {
  /** Absolute URL of the remote's entry (`remoteEntry.js`). */
  entry: string;
  /** How the entry is loaded (`global`: a classic script that sets `entryGlobalName`). */
  type: string;
  entryGlobalName: string;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The entry's folder under the public path, as the manifest writes it (`''`, `.`, `./js`, `/js/`): `''` or `js/`. */
const folderOf = (path = '') => {
  const folder = path.replace(/^\.$/, '').replace(/^(\.?\/)+/, '').replace(/\/+$/, '');
  return folder ? `${folder}/` : '';
};

/**
 * The entry of the remote whose manifest is at `manifestUrl`, as the runtime's manifest support
 * would find it (its `publicPath`, `auto` meaning the manifest's folder, then the entry's path and
 * name). A manifest the compatibility guard refuses, or one that names no entry, throws: the
 * remote's routes show the fallback panel.
 * @param manifestUrl absolute
 */
export function remoteEntryOf(manifestUrl: string, json: unknown): RemoteEntry {
  const manifest = (json ?? {}) as RemoteManifest;
  assertCompatible(manifestUrl, manifest);
  const meta = manifest.metaData;
  const file = meta?.remoteEntry?.name;
  if (!meta?.globalName || !file) throw new Error(`${manifestUrl} names no remote entry`);
  // The runtime would evaluate a `getPublicPath` function from the manifest; the site's remotes never have one.
  if (meta.getPublicPath !== undefined && meta.publicPath === undefined) throw new Error(`${manifestUrl} has a getPublicPath, which the shell does not run`);
  return { entry: new URL(`${folderOf(meta.remoteEntry?.path)}${file}`, publicPathOf(manifestUrl, manifest)).href, type: meta.remoteEntry?.type ?? 'global', entryGlobalName: meta.globalName };
}

/** Where a remote's files are: its `publicPath`, `auto` (or none) meaning the manifest's own folder. */
function publicPathOf(manifestUrl: string, manifest: RemoteManifest): URL {
  const publicPath = manifest.metaData?.publicPath;
  return !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(withSlash(publicPath), document.baseURI);
}

/**
 * The files one exposed module needs at once (its scripts and styles, absolute URLs), which the
 * remote's entry asks for only once it has run: asked for beside the entry, they save a round trip.
 * @param expose the module's name (`BlogListPage`)
 */
export function exposeFilesOf(manifestUrl: string, json: unknown, expose: string): string[] {
  const manifest = (json ?? {}) as RemoteManifest;
  const assets = manifest.exposes?.find((entry) => entry.name === expose)?.assets;
  const base = publicPathOf(manifestUrl, manifest);
  return [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])].map((file) => new URL(file, base).href);
}

/**
 * The kits only some pages load (the shell's, `onDemandKits`) that one exposed module consumes, as
 * its build recorded them in the manifest: the module's entry would ask the shell for them only once
 * its files have run.
 * @param expose the module's name (`ContactPage`)
 */
export function exposeKitsOf(json: unknown, expose: string): string[] {
  return ((json ?? {}) as RemoteManifest).exposes?.find((entry) => entry.name === expose)?.kits ?? [];
}
