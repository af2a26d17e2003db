import { EventEmitter } from 'node:events';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { type Announcements, createGateway, signPreviewPass } from '@site/gateway';
import { runLoad } from '../../scripts/bench/loadTest.mjs';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { type GatewayProcess, h1Of, startGatewayProcess, startVarnishFor, visit } from '../support/cluster';
import { freePort } from '../support/ownSite';
import { testPorts } from '../support/ports';
import { copyTestStore, e2eRenderBudgetMs } from '../support/siteVariant';
import { expect, test } from '../support/test';

const repo = path.resolve(import.meta.dirname, '../..');
const PREVIEW_SECRET = 'e2e-cluster-preview-secret-of-32-chars-or-more';
/** A page kept by Varnish at the start and not asked for again until it is past its age and stale window. */
const STANDBY = '/services/audit';

// Two gateway processes over one copy of the test deploy store, behind the site's Varnish
// (deploy/varnish/site.vcl), as `npm run start:cluster -- --gateways 2` runs them. Needs varnishd
// (Debian: varnish, varnish-modules): without it these tests fail at the start, they do not skip.
test.describe('cluster: Varnish in front of two gateway processes', () => {
  test.describe.configure({ mode: 'serial' });
  let gateways: GatewayProcess[] = [];
  let varnish: Awaited<ReturnType<typeof startVarnishFor>> | undefined;
  let standbyKeptAt = 0;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const store = copyTestStore('cluster');
    gateways = await Promise.all([0, 1].map(() => startGatewayProcess(store, { PREVIEW_SECRET })));
    varnish = await startVarnishFor(await freePort(), gateways.map((gateway) => gateway.port));
  });
  test.afterAll(async () => {
    await varnish?.close();
    await Promise.all(gateways.map((gateway) => gateway.kill()));
  });

  test('pages are kept and shared; previews, drafts, dev overrides and the release page never are', async () => {
    const origin = varnish!.url;
    // Kept here and asked for again only once every gateway is down (the grace test below).
    // A first render on a busy machine may fall short (built-in copy, `no-store`): asked again until kept.
    await expect.poll(async () => (await visit(origin, STANDBY)).xCache, { timeout: 30_000 }).toBe('hit');
    standbyKeptAt = Date.now();
    const first = await visit(origin, '/about');
    expect(first.status).toBe(200);
    expect(first.cacheControl).toContain('s-maxage=30');
    await expect.poll(async () => (await visit(origin, '/about')).xCache).toBe('hit');

    // A draft preview's page (signed pass in its cookie), twice: each answer from a gateway, private.
    const pass = signPreviewPass({ drafts: true, exp: Date.now() + 600_000 }, PREVIEW_SECRET);
    for (let i = 0; i < 2; i += 1) {
      const preview = await visit(origin, '/about', { cookie: `site_preview=${pass}` });
      expect(preview.xCache).toBe('pass');
      expect(preview.cacheControl).toBe('private, no-store');
    }
    // A dev override's or a canary visit's cookie goes to a gateway too; the release page is never kept.
    for (const cookie of ['site_dev_override=x', 'site_bucket=1', 'release_session=x']) expect((await visit(origin, '/about', { cookie })).xCache, cookie).toBe('pass');
    expect((await visit(origin, '/_releases/')).xCache).toBe('pass');
    // Everyone else still gets the one shared copy.
    expect((await visit(origin, '/about', { cookie: 'other=1' })).xCache).toBe('hit');
  });

  test('kill -9 of one gateway under 50 connections for 20 s: no failed request, no connection error', async () => {
    test.setTimeout(60_000);
    // Kept pages and misses (a query no page reads: a new URL for Varnish, a render-cache hit for a gateway).
    const paths = ['/about', '/faq', '/blog', '/services'];
    const load = runLoad({
      origin: varnish!.url,
      connections: 50,
      durationMs: 20_000,
      request: (i) => ({ path: i % 2 ? `${paths[i % paths.length]}?v=${i}` : paths[i % paths.length], headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await gateways[1].kill();
    const result = await load;
    expect(result.errors).toBe(0);
    expect(result.statuses).toEqual({ '2xx': result.requests });
    expect(result.requests).toBeGreaterThan(1000);
  });

  test('with every gateway down, Varnish serves the last good page', async () => {
    test.setTimeout(90_000);
    const origin = varnish!.url;
    await gateways[0].kill();
    // Past its 30 s and its 30 s stale-while-revalidate: only grace (every gateway down) can serve it.
    // The health checks (4 of 5 missed, one a second) have seen the kill long before.
    await new Promise((resolve) => setTimeout(resolve, Math.max(6_000, standbyKeptAt + 62_000 - Date.now())));
    const stale = await visit(origin, STANDBY);
    expect(stale.status).toBe(200);
    expect(stale.xCache).toBe('hit');
    expect(stale.age).toBeGreaterThan(60);
    expect(h1Of(stale.body)).toBeTruthy();
    // A page nobody asked for before has no last good copy.
    expect((await visit(origin, '/about?never-seen=1')).status).toBe(503);
  });
});

const READ_TOKEN = 'e2e-cluster-read-token-3c8e1a7b5d';
const WRITE_TOKEN = 'e2e-cluster-write-token-9d2f4b6a8c';
const WEBHOOK_SECRET = 'e2e-cluster-webhook-secret-6a1e';
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';

// The purge of a content change across the cluster: the webhook reaches gateway A, which purges its
// page cache, Varnish (an `xkey` purge) and announces it to B. The announcement travels as the
// store's broadcast will carry it (NOTIFY on PostgreSQL); here an in-memory one, so both gateways
// run in this process over their own content service and a copy of the dataset.
test.describe('cluster: a content purge', () => {
  let close: () => Promise<void> = async () => {};
  let origin = '';
  let gatewayB = '';
  let cmsBase = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'e2e-cluster-purge-'));
    const datasetPath = path.join(dir, 'production.ndjson');
    await copyFile(path.join(repo, 'cms/dataset/production.ndjson'), datasetPath);
    const [portA, varnishPort] = [await freePort(), await freePort()];
    const cms = await createContentService({
      datasetPath,
      imagesDir: path.join(repo, 'cms/dataset/images'),
      readToken: READ_TOKEN,
      writeToken: WRITE_TOKEN,
      webhook: { url: `http://127.0.0.1:${portA}/api/revalidate`, secret: WEBHOOK_SECRET },
    });
    await cms.listen({ host: '127.0.0.1', port: 0 });
    const cmsPort = (cms.server.address() as AddressInfo).port;
    cmsBase = `http://127.0.0.1:${cmsPort}`;
    const bus = new EventEmitter();
    const store = copyTestStore('cluster-purge');
    const start = async (port: number) => {
      const announcements: Announcements = {
        announce: (topic, payload) => void bus.emit('announcement', { from: port, topic, payload }),
        onAnnouncement: (listener) => bus.on('announcement', (event) => event.from !== port && listener(event.topic, event.payload)),
      };
      const gateway = await createGateway({
        shellDir: path.join(repo, 'shell/dist'),
        storeDir: store,
        siteConfig: siteConfigFromEnv({ ...process.env, CMS_PORT: String(cmsPort), PORT: String(varnishPort) }),
        contentToken: READ_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
        chatUrl: `http://127.0.0.1:${testPorts.chat}`,
        renderBudgetMs: e2eRenderBudgetMs,
        // Kept fresh for the whole test: a page rendered again is one a purge dropped, not one that aged.
        renderLimits: { freshMs: 600_000, maxAgeMs: 600_000 },
        varnishUrls: [`http://127.0.0.1:${varnishPort}/`],
        announcements,
        log: () => {},
      });
      await gateway.listen({ host: '127.0.0.1', port });
      return { gateway, port: (gateway.server.address() as AddressInfo).port };
    };
    const a = await start(portA);
    const b = await start(0);
    gatewayB = `http://127.0.0.1:${b.port}`;
    const varnish = await startVarnishFor(varnishPort, [a.port, b.port]);
    origin = varnish.url;
    close = async () => {
      await varnish.close();
      await Promise.all([a.gateway.close(), b.gateway.close()]);
      await cms.close();
      await rm(dir, { recursive: true, force: true });
    };
  });
  test.afterAll(async () => close());

  test('a signed webhook to gateway A makes Varnish and gateway B serve the new content at once (≤ 2 s on a loaded machine)', async () => {
    const before = h1Of((await visit(origin, ARTICLE)).body);
    expect(before).toBeTruthy();
    await expect.poll(async () => (await visit(origin, ARTICLE)).xCache).toBe('hit');
    expect(h1Of((await visit(gatewayB, ARTICLE)).body)).toBe(before);

    const title = `Zero Trust, edited at ${Date.now()}`;
    const writer = createClient({ projectId: 'local', dataset: 'production', apiHost: cmsBase, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: WRITE_TOKEN });
    await writer.patch(ARTICLE_ID).set({ title }).commit();
    // Both soon after the change, polled side by side (their renders share this machine's two cores).
    // Within 1 s on a quiet machine; 2 s here, as editors.spec.ts allows one gateway, for a loaded one.
    const changedAt = Date.now();
    const served = async (base: string) => {
      await expect.poll(async () => h1Of((await visit(base, ARTICLE)).body), { timeout: 2_000, intervals: [50] }).toBe(title);
      return Date.now() - changedAt;
    };
    const took = await Promise.all([served(origin), served(gatewayB)]);
    if (process.env.E2E_DEBUG) console.log(`new content through Varnish after ${took[0]} ms, from gateway B after ${took[1]} ms`);
  });
});
