import { test as base } from '@playwright/test';
import { testPorts } from './ports';
import { startTestGateway, type TestGateway } from './testGateway';

export * from '@playwright/test';
export * from './ask';

/**
 * The server tier's `test`: the test site's gateway in this worker's process (`site`), over the
 * production builds, the test deploy store and the real content service, asked with `app.inject`: no
 * socket, no browser. One per worker; a test that needs another (a broken renderer, a service down)
 * starts its own with `startTestGateway`.
 */
export const test = base.extend<object, { site: TestGateway }>({
  site: [
    async ({}, use) => {
      const gateway = await startTestGateway({ env: { SITE_URL: `http://127.0.0.1:${testPorts.site}` } });
      await use(gateway);
      await gateway.close();
    },
    { scope: 'worker' },
  ],
});
