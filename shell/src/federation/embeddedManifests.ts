/**
 * Remote manifests the server embedded in the page (the routed remote's), by absolute URL. The
 * runtime's manifest fetch is answered from here, so the routed remote's code starts without a
 * round trip for it. Versioned manifests never change: the copy is as good as the file.
 */
const manifests = new Map<string, unknown>();

/** @param byUrl manifest URL as in the pointer (relative to the page) -> its JSON */
export function embedManifests(byUrl: Record<string, unknown>): void {
  for (const [url, manifest] of Object.entries(byUrl)) manifests.set(new URL(url, window.location.href).href, manifest);
}

/** The embedded manifest at `url` as a fetch answer, or undefined when it was not embedded. */
export function embeddedManifestResponse(url: string): Response | undefined {
  const manifest = manifests.get(url);
  return manifest === undefined ? undefined : new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } });
}
