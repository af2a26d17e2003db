// @ts-check
// Plain JavaScript: it stands in for a module of a package, which the build takes as it is (no loader).
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { SHELL_BUNDLER_RUNTIME } from './shellBundlerRuntime.mjs';

/**
 * A remote's stand-in, in its browser build for the site, for the federation bundler runtime
 * (`@module-federation/webpack-bundler-runtime`: the functions a build's entry calls to consume
 * shared packages and to start its container). Those functions keep no state of their own: each
 * takes the calling build's `__webpack_require__`. So a remote's entry takes the shell's (the shell
 * loads first, and a remote already runs on the shell's federation runtime: `externalRuntime`)
 * instead of carrying a copy. What is the remote's own stays here: its runtime's `init` (the runtime
 * API remembers its instance; the bundler runtime calls nothing else of it but `getRemoteEntry`),
 * its share scope object and `initContainerEntry`, which only a container has.
 * The object has the shape of the package's default export, which the entry copies key by key;
 * `bundlerRuntimeFromShell.test.mjs` fails when the pinned package changes that shape.
 */
const shell = /** @type {Record<string, unknown> | undefined} */ (Reflect.get(globalThis, SHELL_BUNDLER_RUNTIME.key));
if (!shell) throw new Error("This remote runs on the shell's federation bundler runtime, which this shell does not provide: it is older than the remote");

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: undefined,
    consumes: shell.consumes,
    I: shell.I,
    S: {},
    installInitialConsumes: shell.installInitialConsumes,
    initContainerEntry,
    init: shell.init,
    getSharedFallbackGetter: shell.getSharedFallbackGetter,
  },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
