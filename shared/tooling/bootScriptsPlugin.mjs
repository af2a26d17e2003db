// @ts-check
import rspack from '@rspack/core';
import { onDemandKits } from '../src/kits/kitSources.mjs';
import { onDemandKitChunk } from './onDemandKitChunks.mjs';
import { paintFirstLoader, SCRIPT_PRELOAD_ATTRIBUTES } from './paintFirstLoader.mjs';

/** The chunk the shell's entry imports behind its async boundary (`shell/src/index.ts`). */
const BOOT_CHUNK = 'bootstrap';

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {string[]} the JavaScript files of the shared packages the shell provides, from its federation manifest
 */
function sharedPackageFiles(compilation) {
  const asset = compilation.getAsset('mf-manifest.json');
  if (!asset) return [];
  const manifest = JSON.parse(String(asset.source.source()));
  return manifest.shared.flatMap((/** @type {{ assets: { js: { sync: string[] } } }} */ shared) => shared.assets.js.sync);
}

/**
 * The files of the chunks no page's boot needs: those the shell asks for itself, later or only on
 * some pages, by a named dynamic import (`field-vitals`, `field-reporter`, `preview-banner`), and the
 * kits only some pages load (`onDemandKits`, which a page's own head preloads). The federation
 * manifest lists a chunk among a shared package's files as soon as it uses one (React).
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {Set<string>}
 */
function laterFiles(compilation) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name === BOOT_CHUNK || group.isInitial()) continue;
    for (const chunk of group.chunks) if (chunk.name === name) for (const file of chunk.files) files.add(file);
  }
  for (const name of Object.keys(onDemandKits)) for (const file of compilation.namedChunks.get(onDemandKitChunk(name))?.files ?? []) files.add(file);
  return files;
}

/**
 * Replaces the shell's `<script defer>` with a low-priority preload in the head of every file the
 * boot needs (the entry, the bootstrap chunk and the shared packages the shell provides: React, the
 * kits, the content cache) and `paintFirstLoader` at the end of the body, which runs the entry once the
 * page has painted. The gateway hashes the loader like every inline script of the built index.html (CSP).
 */
export class BootScriptsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('BootScriptsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('BootScriptsPlugin', (data) => {
        const entry = data.headTags.find((tag) => tag.tagName === 'script' && tag.attributes.src);
        if (!entry) return data;
        const entryUrl = String(entry.attributes.src);
        const publicPath = String(compilation.outputOptions.publicPath);
        const later = laterFiles(compilation);
        const bootFiles = [...new Set([...(compilation.namedChunkGroups.get(BOOT_CHUNK)?.getFiles() ?? []), ...sharedPackageFiles(compilation)])]
          .filter((file) => file.endsWith('.js') && !later.has(file))
          .map((file) => `${publicPath}${file}`)
          .filter((url) => url !== entryUrl);
        data.headTags = [
          ...data.headTags.filter((tag) => tag !== entry),
          ...[entryUrl, ...bootFiles].map((href) => ({ tagName: 'link', attributes: { ...SCRIPT_PRELOAD_ATTRIBUTES, href }, voidTag: true })),
        ];
        data.bodyTags.push({ tagName: 'script', attributes: {}, voidTag: false, innerHTML: paintFirstLoader(entryUrl) });
        return data;
      });
    });
  }
}
