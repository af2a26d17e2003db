// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { kitFiles } from '../src/kits/kitSources.mjs';

/**
 * The packages the shell provides as kits, and each kit's module: a shared package is built whole
 * (all of Mantine is ~170 KB gzip), so under the package's name an app provides a module of what the
 * site uses (`shared/src/kits/README.md`).
 */
export const kitModules = Object.fromEntries(
  Object.entries(kitFiles).map(([pkg, file]) => [pkg, path.resolve(import.meta.dirname, '../src/kits', file)]),
);

/**
 * Beside each build's `mf-manifest.json`: what its code imports from each kit and, the shell's, what
 * its kits provide. (Which kits only some pages load each exposed module consumes is in the manifest
 * itself: `withExposeKits` in `kitsFilePlugin.mjs`.)
 */
export const KITS_FILE = 'kits.json';

/** @typedef {{ imports: Record<string, string[]>, provides?: Record<string, string[]> }} KitsFile */

/**
 * The federation bundler runtime the shell provides to the remotes' entries
 * (`src/federation/shellBundlerRuntime.mjs`), recorded in `kits.json` as a kit of its version: its
 * functions work on the calling build's internals, so a remote takes them only from the very version
 * it was built with.
 */
export const bundlerRuntimeKit = `@module-federation/webpack-bundler-runtime@${
  createRequire(createRequire(import.meta.url).resolve('@module-federation/runtime-tools'))('@module-federation/webpack-bundler-runtime/package.json').version
}`;

/** The share key a consume-shared module of the bundler consumes (`consume shared module (default) react@^19 (strict)`). @param {string} identifier */
export const consumedShareKey = (identifier) => /^consume shared module \([^)]*\) (.+?)@[^@\s]*(?: |$)/.exec(identifier)?.[1];

/**
 * The kit exports a remote's build imports and the shell's kits do not provide, as `package: Name`:
 * a version released while a kit had a component, rolled back under a shell whose kit has dropped it
 * (or released before the shell that adds it), would find it undefined in the browser.
 * @param {KitsFile} remote @param {KitsFile} shell
 */
export function missingKitExports(remote, shell) {
  return Object.entries(remote.imports).flatMap(([pkg, names]) =>
    names.filter((name) => !(shell.provides?.[pkg] ?? []).includes(name)).map((name) => `${pkg}: ${name}`),
  );
}
