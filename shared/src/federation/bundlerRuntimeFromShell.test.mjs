// @ts-check
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_BUNDLER_RUNTIME } from './shellBundlerRuntime.mjs';

// The bundler runtime the builds bundle: the copy the plugin's runtime tools resolve, as in
// `createAppConfig.mjs`, as its ES module.
const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/runtime-tools'));
const packageEntry = federationRequire.resolve('@module-federation/webpack-bundler-runtime').replace(/\.cjs$/, '.js');

/** @returns {Promise<Record<string, any>>} */
const loadPackage = async () => (await import(packageEntry)).default;

/** @returns {Promise<Record<string, any>>} */
const loadStandIn = async () => (await import('./bundlerRuntimeFromShell.mjs')).default;

afterEach(() => {
  Reflect.deleteProperty(globalThis, SHELL_BUNDLER_RUNTIME.key);
  vi.resetModules();
});

/** The shell's side: the package's functions, as `provideBundlerRuntime` leaves them. */
async function provideFromPackage() {
  const federation = await loadPackage();
  const own = { ...federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
  Reflect.set(globalThis, SHELL_BUNDLER_RUNTIME.key, Object.fromEntries(SHELL_BUNDLER_RUNTIME.functions.map((name) => [name, own[name]])));
  return federation;
}

describe("a remote's entry on the shell's federation bundler runtime", () => {
  it("has the shape of the pinned package's default export, with the shell's functions and its own container start", async () => {
    const federation = await provideFromPackage();
    const standIn = await loadStandIn();
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(federation).sort());
    expect(Object.keys(standIn.bundlerRuntime).sort()).toEqual(Object.keys(federation.bundlerRuntime).sort());
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter']) {
      expect(typeof federation.bundlerRuntime[name], name).toBe('function');
      expect(standIn.bundlerRuntime[name], name).toBe(federation.bundlerRuntime[name]);
    }
    expect(standIn.attachShareScopeMap).toBe(federation.attachShareScopeMap);
    expect(standIn.bundlerRuntime.initContainerEntry).toBe(federation.bundlerRuntime.initContainerEntry);
    // Its own share scope object: the package's is one object for the whole build.
    expect(standIn.bundlerRuntime.S).not.toBe(federation.bundlerRuntime.S);
  });

  it('calls nothing of the runtime API but what it carries', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const dist = path.dirname(packageEntry);
    const used = new Set(
      readdirSync(dist)
        .filter((file) => file.endsWith('.js') && file !== 'index.js' && file !== 'bundler.js')
        .flatMap((file) => [...readFileSync(path.join(dist, file), 'utf8').matchAll(/\bruntime\.(\w+)\(/g)].map(([, name]) => name)),
    );
    await provideFromPackage();
    const standIn = await loadStandIn();
    expect([...used].filter((name) => !(name in standIn.runtime))).toEqual([]);
  });

  it('fails loudly under a shell that does not provide it', async () => {
    await expect(import('./bundlerRuntimeFromShell.mjs')).rejects.toThrow("runs on the shell's federation bundler runtime");
  });
});
