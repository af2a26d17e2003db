// @ts-check
import path from 'node:path';
import { onDemandKits } from '../src/kits/kitSources.mjs';
import { kitModules } from './kits.mjs';

/** @typedef {{ chunkGraph: import('@rspack/core').Compilation['chunkGraph'] }} SplitContext */

/** Whether a chunk holds the module of a kit. @param {import('@rspack/core').Chunk} chunk @param {string} kitFile @param {SplitContext} context */
const holdsKit = (chunk, kitFile, { chunkGraph }) =>
  chunkGraph.getChunkModules(chunk).some((module) => /** @type {{ resource?: string }} */ (module).resource === kitFile);

/** The chunk (and file) of an on-demand kit: its module's name (`mantineForms`). @param {string} name */
export const onDemandKitChunk = (name) => path.basename(kitModules[name]).replace(/\.\w+$/, '');

/**
 * The shell's split-chunks cache groups of the kits only some pages load (`onDemandKits`): each kit
 * is a file of its own named after it (`mantineForms.<hash>.js`), with the modules only it reaches
 * (a component of its own); what the boot's kits reach too stays in their file. The share scope
 * loads it for the pages that consume it.
 * @returns {Record<string, import('@rspack/core').OptimizationSplitChunksCacheGroup>}
 */
export function onDemandKitGroups() {
  return Object.fromEntries(
    Object.keys(onDemandKits).map((name) => {
      const kitFile = kitModules[name];
      const file = onDemandKitChunk(name);
      /** @type {import('@rspack/core').OptimizationSplitChunksCacheGroupTestFn} */
      const test = (module, context) => {
        const chunks = context.chunkGraph.getModuleChunks(module);
        return chunks.length > 0 && chunks.every((chunk) => holdsKit(chunk, kitFile, context));
      };
      return [file, { test, name: file, chunks: 'async', enforce: true, priority: 2 }];
    }),
  );
}
