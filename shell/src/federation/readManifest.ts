import { embeddedManifest } from './embeddedManifests';
import { retrying } from './retrying';

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * A remote's manifest (`url` absolute): the copy the page carried, else fetched, a dropped request
 * or a cut-off answer tried again briefly before the remote's routes show the fallback panel.
 */
export async function readManifest(url: string): Promise<unknown> {
  return embeddedManifest(url) ?? retrying(() => fetchManifest(url));
}
