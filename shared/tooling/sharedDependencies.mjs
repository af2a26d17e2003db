// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { onDemandKits } from '../src/kits/kitSources.mjs';
import { kitModules } from './kits.mjs';

const require = createRequire(import.meta.url);

/**
 * Packages every app shares as singletons: React's code is downloaded once per page, and there is one
 * router and one Mantine. Subpaths are listed explicitly: a `react-dom/client` that slips past a plain
 * `react-dom` share loads a second React (error #527). Packages without state of their own
 * (`@mantine/hooks`, `@mantine/form`) are not shared: each bundle keeps the few functions it uses.
 */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@mantine/core',
  // The quote wizard's form controls: the same Mantine, a file only its pages load (`onDemandKits`).
  '@mantine/core/forms',
  // The text areas and select boxes of the forms that have them: the same Mantine, on demand too.
  '@mantine/core/fields',
  // One content cache per page (the site's own, decision 0014): the server's answers hydrate into it and every remote reads it.
  '@site/shared/content/contentCache.mjs',
  // The helpers' packages (images, Portable Text): one copy per page, not one per page file.
  '@sanity/image-url',
  '@portabletext/react',
];

/** @param {string} name */
function installedVersion(name) {
  const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  // Some packages (Mantine) do not export their package.json: walk up from the resolved entry (the
  // module's own: `@site/shared` has no main entry, only modules; a kit under a name of its own, its package's).
  let dir = path.dirname(require.resolve(onDemandKits[name] ?? name));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      if (json.name === pkg) return /** @type {string} */ (json.version);
    }
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the installed version of ${pkg}`);
}

/** The ES module entry of an installed package (what a bundler resolves it to). */
const esmEntryOf = (/** @type {string} */ name) => ({
  '@mantine/core': path.join(path.dirname(require.resolve('@mantine/core')), '../esm/index.mjs'),
  'react-router-dom': path.join(path.dirname(require.resolve('react-router-dom')), 'index.mjs'),
  '@sanity/image-url': require.resolve('@sanity/image-url'),
  '@portabletext/react': require.resolve('@portabletext/react'),
})[name];

/** Resolve aliases the kits need: each reaches its whole package under a name the share scope does not match. */
export const providedModuleAliases = Object.fromEntries(
  Object.keys(kitModules)
    .filter((name) => esmEntryOf(name))
    .map((name) => [`@site/complete/${name}$`, esmEntryOf(name)]),
);

/**
 * The share configuration of an app. The shell provides every shared package; a remote in
 * production only consumes them (`import: false`): the shell always provides them, so a remote's
 * own copies were never loaded, and listing them made every `remoteEntry.js` larger. A remote
 * still bundles its own copies in development, where it runs alone.
 * @param {{ provide?: boolean }} [options]
 * @returns {Record<string, {singleton: true, requiredVersion: string, version: string, import?: string | false}>}
 */
export function sharedConfig({ provide = true } = {}) {
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const version = installedVersion(name);
      const source = provide ? (kitModules[name] ? { import: kitModules[name] } : {}) : { import: /** @type {const} */ (false) };
      // Same major: a remote built against React 19.x runs in a shell that provides any React 19.
      return [name, { singleton: true, requiredVersion: `^${version}`, version, ...source }];
    }),
  );
}
