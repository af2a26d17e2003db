import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { workspaceTests } from './shared/tooling/vitestProject.mjs';

// Two projects per workspace (its UI tests and its server tests), so `npm test -w mfe-blog` and the
// root run share the same settings.
export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core free, which on a two-core machine ran
    // the files one at a time (117 s against 65 s, most of their time waiting on servers and I/O).
    maxWorkers: availableParallelism(),
    projects: ['shared', 'cms', 'shell', 'mfe-marketing', 'mfe-blog', 'mfe-services', 'mfe-forms', 'mfe-chat', 'gateway', 'releases', 'scripts'].flatMap(workspaceTests),
  },
});
