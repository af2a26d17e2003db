import { defineConfig } from 'vitest/config';

// One project per workspace, so `npm test -w mfe-blog` and the root run share the same settings.
export default defineConfig({
  test: {
    projects: ['shared', 'cms', 'shell', 'mfe-marketing', 'mfe-blog', 'mfe-services', 'mfe-forms', 'mfe-chat', 'gateway', 'releases', 'scripts'],
  },
});
