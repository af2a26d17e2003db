import { fileURLToPath } from 'node:url';
import { onDemandKits } from '../src/kits/kitSources.mjs';

const setupFile = fileURLToPath(new URL('../src/test/setup.ts', import.meta.url));

// Generous on purpose: CI runs on two cores, and a hook that closes servers (content services stop
// their query workers) waits on the machine, not on the code under test.
// `expect.poll` waits for an event (a purge heard, a reconnect made) up to this, not vitest's second.
const timeouts = { testTimeout: 20000, hookTimeout: 30000, expect: { poll: { timeout: 15000 } } };
const exclude = ['**/node_modules/**', '**/dist/**'];
// Tests render with the whole packages: a kit under a name of its own is its package there.
const alias = Object.entries(onDemandKits)
  .filter(([name, pkg]) => name !== pkg)
  .map(([name, pkg]) => ({ find: new RegExp(`^${name}$`), replacement: pkg }));

/**
 * The vitest projects of one workspace, `<name>:ui` and `<name>:server` (`--project '<name>:*'` runs
 * both):
 * - UI tests (`*.test.ts`, `*.test.tsx`) in jsdom with Testing Library's matchers, in `vmThreads`:
 *   each file still gets a fresh module graph, but jsdom is built once per worker, not once per file
 *   (building it was most of the suite's time). A `// @vitest-environment node` first line opts out of
 *   jsdom.
 * - Server tests (`*.test.mjs`) in Node, in forked processes: they start servers, workers and
 *   PostgreSQL, and compare Node's own objects, which a VM context would not share.
 * @param {string} name the workspace's folder
 */
export function workspaceTests(name) {
  return [
    {
      test: {
        name: `${name}:ui`,
        root: name,
        alias,
        globals: true,
        environment: 'jsdom',
        pool: 'vmThreads',
        setupFiles: [setupFile],
        include: ['**/*.test.{ts,tsx}'],
        exclude,
        ...timeouts,
      },
    },
    {
      test: {
        name: `${name}:server`,
        root: name,
        globals: true,
        environment: 'node',
        pool: 'forks',
        include: ['**/*.test.mjs'],
        exclude,
        ...timeouts,
      },
    },
  ];
}
