import { SHELL_BUNDLER_RUNTIME } from '@site/shared/federation/shellBundlerRuntime.mjs';

declare const __webpack_require__: { federation?: { bundlerRuntime?: Record<string, unknown>; attachShareScopeMap?: unknown } };

/**
 * Leaves the functions of the shell's federation bundler runtime where the remotes' entries find
 * them (`shared/src/federation/bundlerRuntimeFromShell.mjs`): one copy per page, not one in every
 * remote's entry. Called before any remote is loaded.
 */
export function provideBundlerRuntime() {
  const federation = __webpack_require__.federation;
  if (!federation?.bundlerRuntime) return;
  const own: Record<string, unknown> = { ...federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
  Reflect.set(globalThis, SHELL_BUNDLER_RUNTIME.key, Object.fromEntries(SHELL_BUNDLER_RUNTIME.functions.map((name) => [name, own[name]])));
}
