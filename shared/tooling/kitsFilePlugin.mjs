// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { SHELL_BUNDLER_RUNTIME } from '../src/federation/shellBundlerRuntime.mjs';
import { kitExportsOf, onDemandKits, valueImportsOf } from '../src/kits/kitSources.mjs';
import { bundlerRuntimeKit, consumedShareKey, KITS_FILE, kitModules } from './kits.mjs';

/** @typedef {import('./kits.mjs').KitsFile} KitsFile */

/**
 * The kits only some pages load that each named chunk (an exposed module: its file is named after it)
 * consumes, for the chunks that consume any.
 * @param {import('@rspack/core').Compilation} compilation
 */
function onDemandKitsByChunk(compilation) {
  /** @type {Record<string, string[]>} */
  const byChunk = {};
  for (const chunk of compilation.chunks) {
    if (!chunk.name) continue;
    const kits = compilation.chunkGraph
      .getChunkModules(chunk)
      .map((module) => consumedShareKey(module.identifier()))
      .filter((key) => key !== undefined && key in onDemandKits);
    if (kits.length) byChunk[chunk.name] = [...new Set(/** @type {string[]} */ (kits))].sort();
  }
  return byChunk;
}

/** The federation manifest a remote's build writes (`createAppConfig.mjs`). */
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * A remote's manifest with, on each exposed module that consumes any, the kits only some pages load
 * (`exposes[].kits`): whoever loads the module asks for them beside its files, not a round trip after
 * them (the gateway in a page's head, the shell on a client navigation).
 * @param {{ exposes?: Array<{ name: string, kits?: string[] }> }} manifest @param {Record<string, string[]>} kitsByChunk
 */
function withExposeKits(manifest, kitsByChunk) {
  return { ...manifest, exposes: manifest.exposes?.map((expose) => (kitsByChunk[expose.name] ? { ...expose, kits: kitsByChunk[expose.name] } : expose)) };
}

/**
 * Writes `kits.json` into a browser build: the kit values its bundled source files import (every
 * file the build read, so shared code counts for the apps that bundle it), and for the shell the
 * exports of its kits; and the federation bundler runtime, which the shell provides and a remote
 * inside the site takes from it (`bundlerRuntimeKit`). The release gate compares a remote version's
 * with the shell's.
 */
export class KitsFilePlugin {
  /** @param {{ provides: boolean, shellBundlerRuntime: boolean }} options the shell's build; a build on the shell's bundler runtime */
  constructor({ provides, shellBundlerRuntime }) {
    this.provides = provides;
    this.shellBundlerRuntime = shellBundlerRuntime;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('KitsFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'KitsFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const sources = [...compilation.fileDependencies]
          .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`))
          .filter((file) => !Object.values(kitModules).includes(file))
          .map((file) => readFileSync(file, 'utf8'));
        /** @type {KitsFile} */
        const kits = {
          imports: Object.fromEntries(
            Object.keys(kitModules).map((pkg) => [pkg, [...new Set(sources.flatMap((source) => valueImportsOf(source, pkg)))].sort()]),
          ),
        };
        if (this.shellBundlerRuntime) kits.imports[bundlerRuntimeKit] = [...SHELL_BUNDLER_RUNTIME.functions];
        if (this.provides) {
          kits.provides = Object.fromEntries(Object.entries(kitModules).map(([pkg, file]) => [pkg, kitExportsOf(readFileSync(file, 'utf8'))]));
          kits.provides[bundlerRuntimeKit] = [...SHELL_BUNDLER_RUNTIME.functions];
        }
        compilation.emitAsset(KITS_FILE, new rspack.sources.RawSource(`${JSON.stringify(kits, null, 2)}\n`));
      });
      // Right after the federation plugin writes the manifest (at OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'KitsFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST_FILE);
        if (this.provides || !manifest) return;
        compilation.updateAsset(MANIFEST_FILE, new rspack.sources.RawSource(`${JSON.stringify(withExposeKits(JSON.parse(manifest.source.source().toString()), onDemandKitsByChunk(compilation)), null, 2)}`));
      });
    });
  }
}
