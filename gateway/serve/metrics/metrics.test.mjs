// @vitest-environment node
// @ts-check
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMetricsToken, issueToken } from '../../release/teamTokens.mjs';
import { writePointer } from '../../store/files/pointerFile.mjs';
import { openStore } from '../../store/store.mjs';
import { createGateway } from '../gateway.mjs';
import { createGatewayMetrics } from './gatewayMetrics.mjs';

/** A shell renderer whose routes are the paths of one or two segments (a service page); longer ones match nothing. */
const FAKE_SHELL = `
module.exports = {
  redirects: [],
  matchPage: (pathname) => (pathname.split('/').length > 3 ? undefined : 'mfe-services/ServicePage'),
  runInRequest: (_context, run) => run(),
  async renderDocument({ url }) {
    return { status: 200, complete: true, html: '<!doctype html><html><body><h1>' + url + '</h1></body></html>' };
  },
};`;

/** A sample's value in Prometheus's text format, 0 when absent. @param {string} text @param {string} series name and labels as printed */
const sample = (text, series) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0);

const PROMTOOL = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();

/** `promtool check metrics` on a scrape: its exit code and what it said (nothing when all is well). @param {string} text */
const promtoolCheckMetrics = (text) =>
  new Promise((resolve) => {
    const child = execFile(PROMTOOL, ['check', 'metrics'], (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }));
    child.stdin?.end(text);
  });

describe('GET /metrics', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'metrics-'));
  const shellDir = path.join(root, 'shell');
  const storeDir = path.join(root, 'store');
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {import('../../store/store.mjs').Store} */
  let store;
  const html = { accept: 'text/html' };
  const outside = '203.0.113.9';
  const scrape = async () => (await app.inject({ url: '/metrics' })).body;

  beforeAll(async () => {
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'server', 'index.js'), FAKE_SHELL);
    mkdirSync(path.join(storeDir, 'mfe-blog', '1.0.0'), { recursive: true });
    mkdirSync(path.join(storeDir, 'mfe-blog', '1.1.0'), { recursive: true });
    writePointer(storeDir, { remotes: {}, releases: {} });
    store = await openStore({ storeDir, databaseUrl: '' });
    app = await createGateway({ shellDir, storeDir, store, siteConfig: { siteName: 'Test', siteUrl: 'http://localhost:8080' }, log: () => {} });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers a process on this machine, never kept', async () => {
    const answer = await app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect(answer.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers anyone else 401 with an empty body, unless they hold a metrics token; a release token is not one', async () => {
    const metricsToken = await issueMetricsToken(store.trust.tokens, { name: 'prometheus', createdBy: 'test' });
    const releaseToken = await issueToken(store.trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'test' });
    const ask = (/** @type {Record<string, string>} */ headers, remoteAddress = outside) => app.inject({ url: '/metrics', headers, remoteAddress });

    const refused = await ask({});
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe('');
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Through a proxy on this machine (Varnish): its X-Forwarded-For says it speaks for someone else.
    expect((await ask({ 'x-forwarded-for': outside }, '127.0.0.1')).statusCode).toBe(401);
    expect((await ask({ authorization: `Bearer ${releaseToken}` }, '198.51.100.1')).statusCode).toBe(401);
    const allowed = await ask({ authorization: `Bearer ${metricsToken}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('gateway_page_cache_requests_total');
  });

  it('makes a client that sends wrong tokens wait, 429 with Retry-After', async () => {
    const wrong = { authorization: `Bearer mt_prometheus_${'A'.repeat(43)}` };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await app.inject({ url: '/metrics', headers: wrong, remoteAddress: '198.51.100.77' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await app.inject({ url: '/metrics', headers: wrong, remoteAddress: '198.51.100.77' });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.body).toBe('');
  });

  it("labels a page by its route pattern (the traces' http.route), and every path no route knows as one route, not-found", async () => {
    await app.inject({ url: '/made/up/path-one', headers: html });
    await app.inject({ url: '/another/made-up/path-two', headers: html });
    await app.inject({ url: '/advisory', headers: html });
    const text = await scrape();
    const routes = new Set([...text.matchAll(/^http_server_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((match) => match[1]));
    expect(routes).toContain('not-found');
    expect(routes).toContain('/:slug');
    // Never the page id: a dashboard's route is the name a trace is found under.
    expect([...routes].filter((route) => route.includes('ServicePage'))).toEqual([]);
    expect([...routes].filter((route) => route.includes('made') || route.includes('advisory'))).toEqual([]);
    expect(sample(text, 'http_server_request_duration_seconds_count{method="GET",route="not-found",status_class="2xx"}')).toBe(2);
  });

  it('counts page cache misses and hits', async () => {
    const before = await scrape();
    await app.inject({ url: '/cached-once', headers: html });
    await app.inject({ url: '/cached-once', headers: html });
    const after = await scrape();
    const delta = (/** @type {string} */ result) => sample(after, `gateway_page_cache_requests_total{result="${result}"}`) - sample(before, `gateway_page_cache_requests_total{result="${result}"}`);
    expect(delta('miss')).toBe(1);
    expect(delta('fresh')).toBe(1);
  });

  it("counts every answer of a live remote's page and times only its renders, by remote, version and outcome; the route label is the pattern", async () => {
    const remote = path.join(storeDir, 'mfe-services', '2.0.0');
    mkdirSync(path.join(remote, 'server'), { recursive: true });
    writeFileSync(path.join(remote, 'server', 'index.js'), 'module.exports = { pages: { ServicePage: () => null } };');
    // A version without a server renderer: its pages are left for the browser, a failed render.
    mkdirSync(path.join(storeDir, 'mfe-services', '2.1.0'), { recursive: true });
    const pointerWith = (/** @type {string} */ version) => ({ remotes: { 'mfe-services': `/remotes/mfe-services/${version}/mf-manifest.json` }, releases: { 'mfe-services': { live: version, liveSince: '2026-11-28T00:00:00Z', history: [] } } });
    const labels = (/** @type {string} */ version, /** @type {string} */ outcome) => `{remote="mfe-services",version="${version}",outcome="${outcome}"}`;
    /** Every answer of a version, whatever its outcome. @param {string} text @param {string} version */
    const answers = (text, version) =>
      [...text.matchAll(/^gateway_remote_page_answers_total\{remote="mfe-services",version="([^"]*)",outcome="[^"]*"\} (\d+)/gm)].filter((match) => match[1] === version).reduce((sum, match) => sum + Number(match[2]), 0);
    writePointer(storeDir, pointerWith('2.0.0'));
    // A render, then the page cache's answer: two answers, one render timed.
    await app.inject({ url: '/rendered-by-a-remote', headers: html });
    await app.inject({ url: '/rendered-by-a-remote', headers: html });
    let text = await scrape();
    expect(sample(text, `gateway_remote_render_duration_seconds_count${labels('2.0.0', 'rendered')}`)).toBe(1);
    expect(answers(text, '2.0.0')).toBe(2);
    expect(sample(text, 'http_server_request_duration_seconds_count{method="GET",route="/:slug",status_class="2xx"}')).toBeGreaterThanOrEqual(2);
    writePointer(storeDir, pointerWith('2.1.0'));
    await app.inject({ url: '/rendered-by-a-remote', headers: html });
    text = await scrape();
    expect(sample(text, `gateway_remote_render_duration_seconds_count${labels('2.1.0', 'failed')}`)).toBe(1);
    expect(sample(text, `gateway_remote_page_answers_total${labels('2.1.0', 'failed')}`)).toBe(1);
    // Its other outcomes from 0, so an alert's increase() sees their first answer.
    expect(text).toContain(`gateway_remote_page_answers_total${labels('2.1.0', 'degraded')} 0`);
    // 2.0.0 is neither live nor a canary any more: its series go, the live one's stay.
    expect(text).not.toContain('version="2.0.0"');
    writePointer(storeDir, { remotes: {}, releases: {} });
  });

  it('counts a refused beacon by its reason', async () => {
    const invalid = 'gateway_beacons_total{outcome="refused",reason="invalid"}';
    const tooLarge = 'gateway_beacons_total{outcome="refused",reason="too_large"}';
    const before = await scrape();
    const post = (/** @type {string} */ payload) => app.inject({ method: 'POST', url: '/api/beacon', headers: { 'content-type': 'text/plain' }, payload });
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post(`"${'x'.repeat(20_000)}"`)).statusCode).toBe(413);
    const after = await scrape();
    expect(sample(after, invalid)).toBe(sample(before, invalid) + 1);
    expect(sample(after, tooLarge)).toBe(sample(before, tooLarge) + 1);
  });

  it("shows each canary's share from the live pointer at the scrape, and none once it ended", async () => {
    const releases = { 'mfe-blog': { live: '1.0.0', liveSince: '2026-11-28T00:00:00Z', history: [] } };
    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0/mf-manifest.json' }, releases, canaries: { 'mfe-blog': { version: '1.1.0', percent: 25, since: '2026-11-28T00:00:00Z', steps: [5, 25, 50], intervalMs: 60_000 } } });
    const text = await scrape();
    expect(sample(text, 'gateway_canary_share_percent{remote="mfe-blog",version="1.1.0"}')).toBe(25);
    expect(sample(text, 'gateway_canary_step{remote="mfe-blog",version="1.1.0"}')).toBe(2);
    writePointer(storeDir, { remotes: { 'mfe-blog': '/remotes/mfe-blog/1.0.0/mf-manifest.json' }, releases });
    expect(await scrape()).not.toMatch(/^gateway_canary_share_percent\{/m);
  });

  it("shows the canary judge's last verdict per remote and counts its aborts", async () => {
    const metrics = /** @type {import('./gatewayMetrics.mjs').GatewayMetrics} */ (/** @type {any} */ (app).metrics);
    metrics.canaryVerdicts([{ remote: 'mfe-blog', status: 'wait' }]);
    expect(sample(await scrape(), 'gateway_canary_last_verdict{remote="mfe-blog",verdict="waiting"}')).toBe(1);
    metrics.canaryVerdicts([{ remote: 'mfe-blog', status: 'fail', action: 'abort' }]);
    const text = await scrape();
    expect(sample(text, 'gateway_canary_last_verdict{remote="mfe-blog",verdict="waiting"}')).toBe(0);
    expect(sample(text, 'gateway_canary_last_verdict{remote="mfe-blog",verdict="abort"}')).toBe(1);
    expect(sample(text, 'gateway_canary_aborts_total{remote="mfe-blog"}')).toBe(1);
  });

  it.skipIf(!PROMTOOL)('passes promtool check metrics (skipped only where promtool is not installed)', async () => {
    expect(await promtoolCheckMetrics(await scrape())).toEqual({ code: 0, output: '' });
  });
});

describe("a remote's page answers (the render signal)", () => {
  /** @type {import('../../store/pointer.mjs').Pointer} */
  let pointer = { remotes: {}, releases: { 'mfe-blog': { live: '1.0.0', liveSince: '2026-11-28T00:00:00Z', history: [] } }, canaries: { 'mfe-blog': { version: '1.1.0', percent: 5, since: '2026-11-28T00:00:00Z' } } };
  const metrics = createGatewayMetrics({ pointer: () => pointer });
  const scrape = () => metrics.registry.metrics();
  const base = { remote: 'mfe-blog', route: '/blog/:slug', status: 200 };
  const labels = (/** @type {string} */ version, /** @type {string} */ outcome) => `{remote="mfe-blog",version="${version}",outcome="${outcome}"}`;

  it('counts a cached answer under the outcome kept with its page, and times only the renders', async () => {
    metrics.render({ ...base, version: '1.0.0', outcome: 'rendered', ms: 40, costMs: 12 });
    metrics.render({ ...base, version: '1.0.0', outcome: 'rendered' });
    metrics.render({ ...base, version: '1.0.0', outcome: 'rendered' });
    const text = await scrape();
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.0.0', 'rendered')}`)).toBe(3);
    expect(sample(text, `gateway_remote_render_duration_seconds_count${labels('1.0.0', 'rendered')}`)).toBe(1);
    expect(sample(text, `gateway_remote_render_duration_seconds_sum${labels('1.0.0', 'rendered')}`)).toBeCloseTo(0.04);
    expect(sample(text, 'gateway_remote_render_cost_seconds_count{remote="mfe-blog",version="1.0.0"}')).toBe(1);
    expect(sample(text, 'gateway_remote_render_cost_seconds_sum{remote="mfe-blog",version="1.0.0"}')).toBeCloseTo(0.012);
  });

  it('counts degraded answers and those left for the browser, rendered or from the cache, a canary\'s too', async () => {
    metrics.render({ ...base, version: '1.1.0', outcome: 'degraded', ms: 900, costMs: 5 });
    metrics.render({ ...base, version: '1.1.0', outcome: 'degraded' });
    metrics.render({ ...base, version: '1.1.0', outcome: 'over_budget', ms: 1000 });
    metrics.render({ ...base, version: '1.1.0', status: 500, outcome: 'failed', ms: 3 });
    const text = await scrape();
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.1.0', 'degraded')}`)).toBe(2);
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.1.0', 'over_budget')}`)).toBe(1);
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.1.0', 'failed')}`)).toBe(1);
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.1.0', 'rendered')}`)).toBe(0);
    expect(text).toContain(`gateway_remote_page_answers_total${labels('1.1.0', 'rendered')} 0`);
    expect(sample(text, `gateway_remote_render_duration_seconds_count${labels('1.1.0', 'degraded')}`)).toBe(1);
    // A render without its cost (an over_budget one here) is timed, its cost not made up.
    expect(sample(text, 'gateway_remote_render_cost_seconds_count{remote="mfe-blog",version="1.1.0"}')).toBe(1);
  });

  it('drops every series of a version neither live nor canaried at the next scrape, and no other', async () => {
    pointer = { ...pointer, canaries: {} };
    const text = await scrape();
    expect(text).not.toContain('version="1.1.0"');
    expect(sample(text, `gateway_remote_page_answers_total${labels('1.0.0', 'rendered')}`)).toBe(3);
    expect(sample(text, 'gateway_remote_render_cost_seconds_count{remote="mfe-blog",version="1.0.0"}')).toBe(1);
  });

  it.skipIf(!PROMTOOL)('passes promtool check metrics with their series (skipped only where promtool is not installed)', async () => {
    expect(await promtoolCheckMetrics(await scrape())).toEqual({ code: 0, output: '' });
  });
});

describe('the repository’s Prometheus rules', () => {
  it.skipIf(!PROMTOOL)('pass promtool check rules (skipped only where promtool is not installed)', async () => {
    const rules = path.resolve(import.meta.dirname, '../../../deploy/prometheus/rules.yml');
    const { stdout } = await promisify(execFile)(PROMTOOL, ['check', 'rules', rules]);
    expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
  });

  it.skipIf(!PROMTOOL)("fire the answer alerts on a failing or degraded version and not on a healthy one (promtool test rules, rules.test.yml)", async () => {
    const tests = path.resolve(import.meta.dirname, '../../../deploy/prometheus/rules.test.yml');
    // promtool exits non-zero on a failed case, which rejects with what it printed.
    const { stdout } = await promisify(execFile)(PROMTOOL, ['test', 'rules', tests]);
    expect(stdout).toContain('SUCCESS');
  });
});
