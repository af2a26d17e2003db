import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeLoopbackPort, startPrometheus } from '../../../scripts/cluster/prometheus.mjs';
import { clusterTest as test, visit } from '../../support/cluster';
import { expect } from '../../support/test';

// A real Prometheus (Debian's, started here as `npm run start:cluster` starts one, with the
// repository's rules) scraping the worker's two gateway processes (`clusterTest`,
// e2e/support/cluster.ts), and Varnish in front of them, which must never pass /metrics.
test.describe('cluster: Prometheus scrapes every gateway', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ cluster }) => {
    await cluster.revive();
  });

  test('the request rate by route has series from both gateways, and the rules are evaluated', async ({ cluster }) => {
    test.setTimeout(90_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-prometheus-'));
    const targets = cluster.gateways.map((gateway) => `127.0.0.1:${gateway.port}`);
    const prometheus = await startPrometheus({ port: await freeLoopbackPort(), targets, dataDir, scrapeInterval: '1s' });
    try {
      // Pages on each gateway: the route label is the route pattern (a trace's http.route), whatever the path.
      for (const target of targets) {
        for (const page of ['/services/audit', '/advisory']) expect((await visit(`http://${target}`, page)).status).toBe(200);
      }
      const servicePage = 'route="/services/:slug"';
      // A rate needs two scrapes of a series; Prometheus scrapes each gateway every second.
      await expect
        .poll(
          async () => {
            const series = await prometheus.query(`sum by (instance) (rate(http_server_request_duration_seconds_count{job="gateway",${servicePage}}[30s]))`);
            return series.map((one) => one.metric.instance).sort();
          },
          { message: 'a request rate of the service page from each gateway', timeout: 45_000 },
        )
        .toEqual([...targets].sort());
      const up = await prometheus.query('up{job="gateway"}');
      expect(up.map((one) => [one.metric.instance, one.value[1]]).sort()).toEqual(targets.map((target) => [target, '1']).sort());
      // The repository's recording rules are loaded and evaluated over both.
      await expect
        .poll(async () => (await prometheus.query(`route:http_server_requests:rate5m{${servicePage}}`)).length, { message: 'the recording rule of the request rate by route', timeout: 30_000 })
        .toBe(1);
      const rules = (await (await fetch(`${prometheus.url}/api/v1/rules?type=alert`)).json()) as { data: { groups: { rules: { name: string }[] }[] } };
      expect(rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name)).sort()).toEqual(['CanaryAbortOnFailingStable', 'CanaryAborted', 'CanaryStarved', 'DegradedAnswersHigh', 'GatewayDown', 'ServerRenderLeftToBrowser']);
    } finally {
      await prometheus.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('Varnish answers /metrics 404 itself, however it is spelled; each gateway answers a process on its machine', async ({ cluster }) => {
    // Varnish reaches the gateways from loopback: its own 404 is what keeps the figures in.
    for (const spelling of ['/metrics', '/metrics?x=1', '/%6detrics', '/METRICS']) {
      const answer = await fetch(`${cluster.origin}${spelling}`);
      expect(answer.status, spelling).toBe(404);
      expect(await answer.text(), spelling).not.toContain('http_server_request_duration_seconds');
    }
    for (const gateway of cluster.gateways) {
      const direct = await fetch(`http://127.0.0.1:${gateway.port}/metrics`);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('cache-control')).toBe('no-store');
      expect(await direct.text()).toContain('# TYPE gateway_page_cache_requests_total counter');
      // A proxy on the machine that forwards someone else's request is not that process.
      const forwarded = await fetch(`http://127.0.0.1:${gateway.port}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.status).toBe(401);
      expect(await forwarded.text()).toBe('');
    }
  });
});
