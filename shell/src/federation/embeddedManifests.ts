/**
 * Remote manifests the server embedded in the page (the routed remote's, and those of pages
 * prefetched on intent), by absolute URL. The shell reads a remote's manifest from here before
 * asking the network (`readManifest`), so the routed remote's code starts without a round trip for
 * it. Versioned manifests never change: the copy is as good as the file.
 */
const manifests = new Map<string, unknown>();

/** @param byUrl manifest URL as in the pointer (relative to the page) -> its JSON */
export function embedManifests(byUrl: Record<string, unknown>): void {
  for (const [url, manifest] of Object.entries(byUrl)) manifests.set(new URL(url, window.location.href).href, manifest);
}

/** The embedded manifest at `url` (absolute), or undefined when it was not embedded. */
export const embeddedManifest = (url: string): unknown => manifests.get(url);
