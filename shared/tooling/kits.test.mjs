// @vitest-environment node
// @ts-check
import { expect, it } from 'vitest';
import { missingKitExports } from './kits.mjs';

it("names each kit export a build imports that the shell's kits do not provide", () => {
  const shell = { imports: {}, provides: { '@mantine/core': ['Button', 'Text'], 'react-router-dom': ['Link'] } };
  expect(missingKitExports({ imports: { '@mantine/core': ['Button', 'Modal', 'Drawer'], 'react-router-dom': ['Link'] } }, shell)).toEqual([
    '@mantine/core: Modal',
    '@mantine/core: Drawer',
  ]);
  expect(missingKitExports({ imports: { '@mantine/core': ['Text'] } }, shell)).toEqual([]);
});
