import { defineConfig } from 'vitest/config';
import { workspaceTests } from './shared/tooling/vitestProject.mjs';

// Two projects per workspace (its UI tests and its server tests), so `npm test -w mfe-blog` and the
// root run share the same settings.
export default defineConfig({
  test: {
    projects: ['shared', 'cms', 'shell', 'mfe-marketing', 'mfe-blog', 'mfe-services', 'mfe-forms', 'mfe-chat', 'gateway', 'releases', 'scripts'].flatMap(workspaceTests),
  },
});
