// @ts-check
import { readFileSync, statSync } from 'node:fs';
import Module, { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { isServerProvided } from '@site/shared/tooling/serverExternals.mjs';

const hostRequire = createRequire(import.meta.url);

/** @type {unknown} */
let purifier;

/**
 * What a server renderer's `require` gets: the gateway's own copy of each shared package, as Module
 * Federation's share scope gives one copy to every remote in the browser, and the URL its assets
 * are served from. A renderer can live in any folder (a deploy store in /tmp) and still render in
 * the same React as the shell.
 * @param {string} id
 * @param {string} publicPath
 */
function provide(id, publicPath) {
  if (id === 'site:public-path') return publicPath;
  // DOMPurify needs a DOM; on the server it works on a jsdom window, with the same rules as in the browser.
  if (id === 'dompurify') return (purifier ??= createDOMPurify(/** @type {any} */ (new JSDOM('').window)));
  if (isBuiltin(id) || isServerProvided(id)) return hostRequire(id);
  throw new Error(`a server renderer asked for "${id}", which the gateway does not provide`);
}

/** @type {Map<string, { mtimeMs: number, exports: any }>} */
const loaded = new Map();

/**
 * Loads a server renderer (`…/server/index.js`, one CommonJS file). Versioned folders never change,
 * so a release or rollback is a new path and the old module is simply no longer asked for; the
 * shell's renderer is rebuilt in place, so a newer file is loaded again. Undefined when there is none.
 * @param {string} file
 * @param {string} publicPath where the bundle's assets are served (`/remotes/mfe-blog/1.4.0+3f2a9c1/`)
 */
export function loadServerBundle(file, publicPath) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const hit = loaded.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.exports;
  const run = vm.runInThisContext(Module.wrap(readFileSync(file, 'utf8')), { filename: file });
  const module = { exports: {} };
  run.call(module.exports, module.exports, (/** @type {string} */ id) => provide(id, publicPath), module, file, path.dirname(file));
  loaded.set(file, { mtimeMs: stat.mtimeMs, exports: module.exports });
  return module.exports;
}
