import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveSite } from '../../scripts/local/serveSite.mjs';
import { releasePagePlugin } from 'releases/server';
import { publishStaleBuilds } from '../../scripts/release/publishBuild.mjs';
import { testPorts } from './ports';
import { serverLog } from './serverLog';
import { e2eRenderBudgetMs } from './siteVariant';

/**
 * Serves the production build the way `npm start` does, on test ports, with a fresh deploy store
 * and outbox in a temp folder (their paths, and the content read token, go to the tests through the environment).
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  process.env.E2E_STORE_DIR = path.join(root, 'store');
  process.env.E2E_OUTBOX_DIR = path.join(root, 'data', 'outbox');
  // The site's servers' content read token, known to the tests so they can look for it where it must never be.
  process.env.E2E_CONTENT_TOKEN = randomBytes(24).toString('base64url');
  const site = await serveSite({
    port: testPorts.site,
    ports: { cms: testPorts.cms, relay: testPorts.relay, chat: testPorts.chat },
    storeDir: process.env.E2E_STORE_DIR,
    outboxDir: process.env.E2E_OUTBOX_DIR,
    env: {
      ...process.env,
      SANITY_API_READ_TOKEN: process.env.E2E_CONTENT_TOKEN,
      SITE_URL: `http://127.0.0.1:${testPorts.site}`,
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      RENDER_BUDGET_MS: String(e2eRenderBudgetMs),
      // Every test and worker reaches the shared site from one address: a visitor's allowance of
      // uncached renders would throttle the suite. The tests of that allowance start their own gateway.
      RENDER_CLIENT_BURST: '100000',
      RENDER_CLIENT_PER_SECOND: '100000',
      FIELD_CLIENT_BURST: '100000',
      FIELD_CLIENT_PER_SECOND: '100000',
      FIELD_CLIENT_SESSIONS_PER_MINUTE: '100000',
    },
    // As `npm start`: the builds published through the gate, the release page (off without accounts).
    prepare: publishStaleBuilds,
    plugins: [releasePagePlugin()],
    log: serverLog,
  });
  return async () => site.close();
}
