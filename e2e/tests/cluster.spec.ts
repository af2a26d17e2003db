import { signPreviewPass } from '@site/gateway';
import { runLoad } from '../../scripts/bench/loadTest.mjs';
import { type GatewayProcess, h1Of, startGatewayProcess, startVarnishFor, visit } from '../support/cluster';
import { freePort } from '../support/ownSite';
import { copyTestStore } from '../support/siteVariant';
import { expect, test } from '../support/test';

const PREVIEW_SECRET = 'e2e-cluster-preview-secret-of-32-chars-or-more';
/** A page kept by Varnish at the start and not asked for again until it is past its age and stale window. */
const STANDBY = '/services/audit';

// Two gateway processes over one copy of the test deploy store (the files: one disk), behind the
// site's Varnish (deploy/varnish/site.vcl). Needs varnishd (Debian: varnish, varnish-modules):
// without it these tests fail at the start, they do not skip. The same on PostgreSQL, with switches,
// sessions, purges and canaries across the gateways: cluster-postgres.spec.ts.
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
    expect(result.statuses, JSON.stringify(result.odd)).toEqual({ '2xx': result.requests });
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
