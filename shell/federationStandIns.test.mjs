// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationStandIns } from './federationStandIns.mjs';

// The runtime the shell's build bundles (the copy the plugin's runtime tools resolve, as in
// `createAppConfig.mjs`): its ES module files.
const runtimeTools = createRequire(import.meta.url).resolve('@module-federation/runtime-tools');
const runtimeCore = path.dirname(createRequire(runtimeTools).resolve('@module-federation/runtime-core'));
const esmFiles = readdirSync(runtimeCore, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => path.join(runtimeCore, file));

/** The names each runtime file imports from a file the stand-in replaces. */
function importsOfReplaced() {
  /** @type {Map<string, Set<string>>} */
  const byFile = new Map();
  for (const file of esmFiles) {
    for (const [, names, from] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), from);
      if (!federationStandIns.modules.test(target)) continue;
      const set = byFile.get(target) ?? new Set();
      for (const name of names.split(',')) if (name.trim()) set.add(name.trim().split(/\s+as\s+/)[0]);
      byFile.set(target, set);
    }
  }
  return byFile;
}

describe("the stand-in for the federation runtime's manifest snapshots", () => {
  it('replaces the two files it was written for, which this runtime still has', () => {
    expect(esmFiles.filter((file) => federationStandIns.modules.test(file)).map((file) => path.relative(runtimeCore, file)).sort()).toEqual([
      path.join('plugins', 'snapshot', 'SnapshotHandler.js'),
      path.join('utils', 'preload.js'),
    ]);
  });

  it('exports every name the rest of the runtime imports from them', async () => {
    const standIn = await import(federationStandIns.standIn);
    const imported = [...importsOfReplaced().values()].flatMap((names) => [...names]);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('gives the runtime what it touches without manifests: hooks that take a plugin, a manifest cache, no global snapshot', async () => {
    const { SnapshotHandler, getGlobalRemoteInfo, preloadAssets } = await import(federationStandIns.standIn);
    const handler = new SnapshotHandler();
    handler.hooks.applyPlugin({ name: 'field-signal' });
    expect(handler.manifestCache.delete('https://site.test/remotes/mfe-blog/1.0.0/remoteEntry.js')).toBe(false);
    expect(getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
    expect(() => preloadAssets()).toThrow('preloadRemote needs manifest snapshots');
  });
});
