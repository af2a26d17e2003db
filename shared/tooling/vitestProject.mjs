import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const setupFile = fileURLToPath(new URL('../src/test/setup.ts', import.meta.url));

/**
 * The vitest settings every workspace uses: UI tests in jsdom with Testing Library matchers.
 * Server tests opt into Node with a `// @vitest-environment node` first line.
 * @param {string} name
 */
export function vitestProject(name) {
  return defineProject({
    test: {
      name,
      globals: true,
      environment: 'jsdom',
      setupFiles: [setupFile],
      include: ['**/*.test.{ts,tsx,mjs}'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      // Generous on purpose: CI runs on two cores, and a hook that closes servers (content services
      // stop their query workers) waits on the machine, not on the code under test.
      testTimeout: 20000,
      hookTimeout: 30000,
    },
  });
}
