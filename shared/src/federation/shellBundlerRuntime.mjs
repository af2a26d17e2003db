// @ts-check
/**
 * The functions of the federation bundler runtime (`@module-federation/webpack-bundler-runtime`) that
 * the shell leaves for the remotes' entries (`shell/src/federation/provideBundlerRuntime.ts`), and
 * where: a symbol every copy of this module shares. A remote's entry takes them instead of carrying
 * its own copy (`bundlerRuntimeFromShell.mjs`); both builds record the list in `kits.json`, so the
 * release gate refuses a remote under a shell that does not provide them.
 */
export const SHELL_BUNDLER_RUNTIME = Object.freeze({
  key: Symbol.for('site.federationBundlerRuntime'),
  /** Keys of the package's `bundlerRuntime`, and `attachShareScopeMap` beside it. */
  functions: ['consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter', 'attachShareScopeMap'],
});
