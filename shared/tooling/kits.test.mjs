// @vitest-environment node
// @ts-check
import { expect, it } from 'vitest';
import { SHELL_BUNDLER_RUNTIME } from '../src/federation/shellBundlerRuntime.mjs';
import { bundlerRuntimeKit, consumedShareKey, missingKitExports } from './kits.mjs';

it("names each kit export a build imports that the shell's kits do not provide", () => {
  const shell = { imports: {}, provides: { '@mantine/core': ['Button', 'Text'], 'react-router-dom': ['Link'] } };
  expect(missingKitExports({ imports: { '@mantine/core': ['Button', 'Modal', 'Drawer'], 'react-router-dom': ['Link'] } }, shell)).toEqual([
    '@mantine/core: Modal',
    '@mantine/core: Drawer',
  ]);
  expect(missingKitExports({ imports: { '@mantine/core': ['Text'] } }, shell)).toEqual([]);
});

it("names the federation bundler runtime a remote takes from a shell that does not provide its very version", () => {
  const functions = [...SHELL_BUNDLER_RUNTIME.functions];
  const remote = { imports: { [bundlerRuntimeKit]: functions } };
  expect(bundlerRuntimeKit).toMatch(/^@module-federation\/webpack-bundler-runtime@\d+\.\d+\.\d+/);
  expect(missingKitExports(remote, { imports: {}, provides: { [bundlerRuntimeKit]: functions } })).toEqual([]);
  // A shell from before it provided one, and one on another version of the runtime.
  expect(missingKitExports(remote, { imports: {}, provides: {} })).toContain(`${bundlerRuntimeKit}: consumes`);
  expect(missingKitExports(remote, { imports: {}, provides: { '@module-federation/webpack-bundler-runtime@0.0.1': functions } })).toHaveLength(functions.length);
});

it('reads the share key a consume-shared module of the bundler consumes, scoped packages and subpaths too', () => {
  expect(consumedShareKey('consume shared module (default) @portabletext/react@^8.0.1 (strict)')).toBe('@portabletext/react');
  expect(consumedShareKey('consume shared module (default) @mantine/core/forms@^9.7.4 (strict)')).toBe('@mantine/core/forms');
  expect(consumedShareKey('consume shared module (default) react@^19.3.1 (strict)')).toBe('react');
  expect(consumedShareKey('javascript/esm|/work/src/pages/ArticlePage.tsx')).toBeUndefined();
});
