import { signPreviewPass } from '@site/gateway';
import { runLoad } from '../../../scripts/bench/loadTest.mjs';
import { clusterTest as test, h1Of, until, untilStandbyIsPastItsStaleWindow, visit } from '../../support/cluster';
import { expect } from '../../support/test';

/** Kept pages, and misses (a query no page reads: a new URL for Varnish, a render-cache hit for a gateway). */
const LOAD_PATHS = ['/about', '/faq', '/blog', '/services'];
const pageLoad = (i: number) => ({ path: i % 2 ? `${LOAD_PATHS[i % LOAD_PATHS.length]}?v=${i}` : LOAD_PATHS[i % LOAD_PATHS.length], headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });

/** Answers counted as a load reads them, to wait for how far it got. */
function answerCount() {
  let answered = 0;
  return {
    onAnswer: () => {
      answered += 1;
    },
    get answered() {
      return answered;
    },
    reach: (count: number) => until(async () => answered, (n) => n >= count, { intervalMs: 50, what: `${count} answers to the load` }),
  };
}

/** An `xkey` purge of one page's tag, as a gateway's content webhook sends it. */
async function purge(origin: string, page: string) {
  const answer = await fetch(`${origin}/`, { method: 'PURGE', headers: { 'xkey-purge': page } });
  return `${answer.status} ${(await answer.text()).trim()}`;
}

// Varnish (deploy/varnish/site.vcl) in front of the two gateway processes of the worker's cluster
// (`clusterTest`, e2e/support/cluster.ts: on PostgreSQL, shared with cluster-postgres.spec.ts, which
// runs first when both do), mostly the one they do not purge (`quietOrigin`). Needs varnishd (Debian:
// varnish, varnish-modules) and PostgreSQL: without them these tests fail at the start, they do not
// skip. In order: the last two kill every gateway.
test.describe('cluster: Varnish in front of two gateway processes', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ cluster }) => {
    await cluster.revive();
  });

  test('pages are kept and shared; previews, drafts, dev overrides and the release page never are', async ({ cluster }) => {
    const origin = cluster.quietOrigin;
    const first = await visit(origin, '/about');
    expect(first.status).toBe(200);
    expect(first.cacheControl).toContain('s-maxage=30');
    // A first render on a busy machine may fall short (built-in copy, `no-store`): asked again until kept.
    await expect.poll(async () => (await visit(origin, '/about')).xCache, { timeout: 30_000 }).toBe('hit');

    // A draft preview's page (signed pass in its cookie), twice: each answer from a gateway, private.
    const pass = signPreviewPass({ drafts: true, exp: Date.now() + 600_000 }, cluster.previewSecret);
    for (let i = 0; i < 2; i += 1) {
      const preview = await visit(origin, '/about', { cookie: `site_preview=${pass}` });
      expect(preview.xCache).toBe('pass');
      expect(preview.cacheControl).toBe('private, no-store');
    }
    // A dev override's cookie goes to a gateway too; the release page is never kept.
    for (const cookie of ['site_dev_override=x', 'release_session=x']) expect((await visit(origin, '/about', { cookie })).xCache, cookie).toBe('pass');
    expect((await visit(origin, '/_releases/')).xCache).toBe('pass');
    // Everyone else still gets the one shared copy: with no split running, a returning visitor's
    // canary bucket and field pass change nothing.
    for (const cookie of ['other=1', 'site_bucket=1', 'site_bucket=aB3-x_; site_field=x']) expect((await visit(origin, '/about', { cookie })).xCache, cookie).toBe('hit');
  });

  test('a purge is hard: the purged page is rendered again, its copy is not served stale', async ({ cluster }) => {
    const origin = cluster.quietOrigin;
    await expect.poll(async () => (await visit(origin, '/contact')).xCache, { timeout: 30_000 }).toBe('hit');
    expect(await purge(origin, '/contact')).toMatch(/^200 Purged [1-9]/);
    // A soft purge would leave the copy in its grace, and Varnish would answer with it (a hit) while
    // rendering the page again behind it.
    const next = await visit(origin, '/contact');
    expect(next.status).toBe(200);
    expect(next.xCache).toBe('miss');
  });

  test('kill -9 of one gateway under 50 streams through the edge: no failed request, no connection error, until the probes have marked it sick and after', async ({ cluster }) => {
    test.setTimeout(60_000);
    const count = answerCount();
    const over = new AbortController();
    // Through the edge (HTTP/2 over TLS) and the Varnish the gateways purge: its thousands of misses,
    // each kept with 24 h of grace, would fill the quiet one's memory and push its standby pages out.
    const load = runLoad({ origin: cluster.edge.origin, ca: cluster.edge.cert, connections: 50, durationMs: 50_000, signal: over.signal, request: pageLoad, onAnswer: count.onAnswer });
    // Once the load is under way.
    await count.reach(200);
    await cluster.gateways[1].kill();
    // The requests Varnish had sent the killed gateway, and those it sends before its probes notice,
    // are retried on the other; once they have, it sends none there. The load goes on a while past that.
    await until(cluster.health, (views) => views[0][1] === false, { timeoutMs: 30_000, intervalMs: 100, what: 'the probes marking the killed gateway sick' });
    await count.reach(count.answered + 200);
    over.abort();
    const result = await load;
    expect(result.errors, JSON.stringify(result.odd)).toBe(0);
    expect(result.statuses, JSON.stringify(result.odd)).toEqual({ '2xx': result.requests });
  });

  // The standby pages were kept by the quiet Varnish at the cluster's start and not asked for since:
  // past their TTL and stale-while-revalidate, with a gateway up a visitor waits for a fresh render.
  test('every gateway killed at once under load, before the probes notice: a page Varnish kept is served, a purged or never-seen one is not', async ({ cluster }) => {
    test.setTimeout(120_000);
    const { quietOrigin: origin, standby } = cluster;
    await cluster.revive();
    await untilStandbyIsPastItsStaleWindow(standby);
    const [purged, ...aged] = standby.paths;
    expect(await purge(origin, purged)).toMatch(/^200 Purged [1-9]/);
    // Pages kept now, fresh, for the load before the kill.
    for (const page of LOAD_PATHS) await expect.poll(async () => (await visit(origin, page)).xCache, { timeout: 30_000 }).toBe('hit');

    const count = answerCount();
    let killed = false;
    /** Every answer for a page Varnish kept: the fresh ones, and after the kill the ones past their stale window. */
    const kept: { path: string; status: number; age: number; xCache: string }[] = [];
    const over = new AbortController();
    const load = runLoad({
      origin,
      connections: 50,
      durationMs: 90_000,
      signal: over.signal,
      // Before the kill, kept pages and misses that keep both gateways rendering. After it, the pages
      // past their stale window instead of the misses: each one, to Varnish, a fresh render to wait for
      // as long as the probes still say a gateway is up.
      request: (i) => (i % 2 ? (killed ? { ...pageLoad(i), path: aged[i % aged.length] } : pageLoad(i)) : pageLoad(i)),
      onAnswer: (answer) => {
        count.onAnswer();
        if (LOAD_PATHS.includes(answer.path) || aged.includes(answer.path)) kept.push({ path: answer.path, status: answer.status, age: Number(answer.headers.age ?? 0), xCache: String(answer.headers['x-cache']) });
      },
    });
    const agedAnswers = () => kept.filter((answer) => aged.includes(answer.path));
    await count.reach(200);
    await Promise.all(cluster.gateways.map((gateway) => gateway.kill()));
    killed = true;
    // Until the probes have noticed (a gateway missing 4 of its last 5 checks, one a second), and 200
    // more answers for the old pages after that.
    await until(() => cluster.health(), (views) => views[1].every((healthy) => !healthy), { what: 'the quiet Varnish marking every gateway sick' });
    const noticedAt = agedAnswers().length;
    await until(async () => agedAnswers().length, (n) => n >= noticedAt + 200, { intervalMs: 50, what: '200 answers for the old pages once the probes noticed' });
    over.abort();
    const result = await load;

    // Every page Varnish kept was answered from it; only the misses in flight at the kill may have failed.
    const failed = kept.filter((answer) => answer.status !== 200);
    expect(failed.length, `${failed.length} of ${kept.length}, such as ${JSON.stringify(failed.slice(0, 3))}`).toBe(0);
    expect(result.errors, JSON.stringify(result.odd)).toBe(0);
    // The old ones with their copy from the start: a hit older than its TTL and stale-while-revalidate.
    expect(agedAnswers().length).toBeGreaterThan(noticedAt);
    expect(noticedAt, 'answers for the old pages before the probes noticed').toBeGreaterThan(0);
    const notOld = agedAnswers().filter((answer) => answer.xCache !== 'hit' || answer.age * 1000 <= standby.staleWindowMs);
    expect(notOld.length, `such as ${JSON.stringify(notOld.slice(0, 3))}`).toBe(0);
    // A page purged before the kill has no copy to stand in, nor has a page nobody asked for.
    expect((await visit(origin, purged)).status).toBe(503);
    expect((await visit(origin, '/about?never-seen=1')).status).toBe(503);
  });

  test('with every gateway down and the probes having noticed, Varnish serves the last good page', async ({ cluster }) => {
    test.setTimeout(120_000);
    const { quietOrigin: origin, standby } = cluster;
    await untilStandbyIsPastItsStaleWindow(standby);
    await Promise.all(cluster.gateways.map((gateway) => gateway.kill()));
    await until(() => cluster.health(), (views) => views.flat().every((healthy) => !healthy), { what: 'every gateway sick to both Varnishes' });
    const stale = await visit(origin, standby.paths[1]);
    expect(stale.status).toBe(200);
    expect(stale.xCache).toBe('hit');
    expect(stale.age * 1000).toBeGreaterThan(standby.staleWindowMs);
    expect(h1Of(stale.body)).toBeTruthy();
    // A page nobody asked for before has no last good copy.
    expect((await visit(origin, '/about?never-seen=2')).status).toBe(503);
  });
});

