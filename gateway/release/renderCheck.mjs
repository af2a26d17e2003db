// @ts-check
import { routes } from '@site/shared/remotes';
import { readPointer } from '../store/files/pointerFile.mjs';
import { versionRenderer } from './pageRenders.mjs';

/** @typedef {import('./pageRenders.mjs').RenderContent} RenderContent */

/** A concrete path for each route pattern: a parameter becomes a slug no document has (a not-found page still renders). */
const samplePath = (/** @type {string} */ pattern) => pattern.replace(/:(\w+)/g, 'release-health-check');

/**
 * Whether a published version's server renderer loads and renders each of its remote's routes in the
 * shell's document without throwing, as the gateway would render them once the version is live.
 * Content that cannot be read is not the version's fault (the page falls back to its built-in copy);
 * an exception thrown while rendering is.
 * `content` is where the renders read content: a running site's own content service and read token
 * (`serveSite`); by default the environment's configuration, as the release commands have it.
 * `live`: the live remotes the others render from (the store's production pointer; the files' by default).
 * @param {{ storeDir: string, shellDir: string, remote: string, version: string, budgetMs?: number, content?: RenderContent, live?: Record<string, string> }} input
 * @returns {Promise<{ ok: boolean, detail: string }>}
 */
export async function checkServerRenderer({ storeDir, shellDir, remote, version, budgetMs = 5000, content, live }) {
  const pages = routes.filter((route) => route.remote === remote);
  if (pages.length === 0) return { ok: true, detail: 'no routes (a widget)' };
  let renderer;
  try {
    renderer = versionRenderer({ storeDir, shellDir, remote, version, live: live ?? readPointer(storeDir).remotes, content, budgetMs });
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  for (const route of pages) {
    const url = samplePath(route.path);
    const page = await renderer.render(url, route.id);
    // A render that outlasts the budget is slow content, not a broken build.
    if (page.outcome === 'failed') return { ok: false, detail: `${url} threw: ${page.error}` };
  }
  return { ok: true, detail: `${pages.length} route${pages.length === 1 ? '' : 's'} rendered` };
}
