// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@site/shared/remotes';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { loadServerBundle } from '../runtime/serverBundle.mjs';
import { manifestUrl, STORE_URL_PREFIX } from '../store/pointer.mjs';
import { readPointer } from '../store/files/pointerFile.mjs';

/**
 * @typedef {{ siteConfig: ReturnType<typeof siteConfigFromEnv>, token?: string, log?: (line: string) => void }} RenderContent
 */

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
  process.env.NODE_ENV ??= 'production';
  const shell = loadServerBundle(path.join(shellDir, 'server', 'index.js'), '/');
  const templateFile = path.join(shellDir, 'index.html');
  if (!shell || !existsSync(templateFile)) return { ok: false, detail: `no shell build in ${shellDir} to render with (npm run build -w shell)` };
  const publicUrl = `${STORE_URL_PREFIX}/${remote}/${version}/`;
  let server;
  try {
    const bundle = loadServerBundle(path.join(storeDir, remote, version, 'server', 'index.js'), publicUrl);
    if (!bundle) return { ok: false, detail: 'no server renderer (server/index.js) in this version' };
    server = bundle.default ?? bundle;
  } catch (error) {
    return { ok: false, detail: `the server renderer does not load: ${error instanceof Error ? error.message : error}` };
  }
  const siteConfig = content?.siteConfig ?? siteConfigFromEnv(process.env);
  const remotes = { ...(live ?? readPointer(storeDir).remotes), [remote]: manifestUrl(remote, version) };
  const template = readFileSync(templateFile, 'utf8');
  for (const route of pages) {
    const Component = server.pages?.[route.page];
    if (!Component) return { ok: false, detail: `the renderer has no page ${route.page}` };
    const url = samplePath(route.path);
    /** @type {unknown[]} */
    const errors = [];
    try {
      await shell.renderDocument({
        template,
        url,
        pathname: url,
        pageId: route.id,
        siteConfig,
        contentToken: content?.token,
        // A running site's log: its check's content warnings go where its renders' go.
        ...(content?.log ? { log: content.log } : {}),
        remotes,
        page: { id: route.id, Component },
        budgetMs,
        // A render that outlasts the budget is slow content, not a broken build.
        onError: (/** @type {unknown} */ error) => {
          if (!/render budget/.test(String(error instanceof Error ? error.message : error))) errors.push(error);
        },
      });
    } catch (error) {
      errors.push(error);
    }
    if (errors.length) {
      const first = errors[0];
      return { ok: false, detail: `${url} threw: ${first instanceof Error ? first.message : String(first)}` };
    }
  }
  return { ok: true, detail: `${pages.length} route${pages.length === 1 ? '' : 's'} rendered` };
}
