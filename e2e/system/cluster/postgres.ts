import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteNames } from '@site/shared/remotes';
import { ANALYSIS_ACTOR, bucketAtPoint, issueToken, openStore, type Store } from '@site/gateway';
import { runLoad } from '../../../scripts/bench/loadTest.mjs';
import { remoteSite } from '../../../scripts/release/remoteSite.mjs';
import { clusterAccount, clusterTest as test, h1Of, MIN_SESSIONS, SECOND, THIRD, until, visit } from '../../support/cluster';
import { expect } from '../../support/test';

const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';
/** Buckets at known points of the blog's scale (decision 0010): below a share of 10 %, of 50 %, and above both. */
const AT_5 = bucketAtPoint('mfe-blog', 5);
const AT_10 = bucketAtPoint('mfe-blog', 10);
const AT_90 = bucketAtPoint('mfe-blog', 90);

/** The version of `remote` a gateway serves to a visitor with these cookies, from its `/remotes.json`. */
async function servedVersion(base: string, remote: string, cookie?: string) {
  const answer = await fetch(`${base}/remotes.json`, { headers: cookie ? { cookie } : {} });
  const { remotes } = (await answer.json()) as { remotes: Record<string, string> };
  return new RegExp(`/${remote}/([^/]+)/mf-manifest\\.json$`).exec(remotes[remote] ?? '')?.[1];
}

/**
 * Waits until a request to each of `bases` gets `expected` (asked every 20 ms, side by side); returns
 * after how many ms the last of them first did, counted to when that request was sent (printed with
 * E2E_DEBUG=1; how fast is the bench's question: `npm run bench -- --cluster`). Fails only if one
 * never does within `timeoutMs`.
 */
async function served(bases: string[], read: (base: string) => Promise<unknown>, expected: unknown, timeoutMs = 30_000) {
  const took = await Promise.all(bases.map(async (base) => (await until(() => read(base), (got) => got === expected, { timeoutMs, what: `${base} serving ${String(expected)}` })).ms));
  return Math.max(...took);
}

/**
 * A visitor as far as the field signal is concerned, without a browser (field-signal.spec.ts has the
 * browser's own reports): a page load from `base` with the bucket `bucket`, which
 * hands out the field pass of what it served, then that tab's beacon to the same gateway under the
 * pass. Each from an address of its own (the gateways trust the loopback as their proxy): the judge
 * weighs visitors.
 */
let visitors = 0;
async function fieldVisit(base: string, bucket: string, reports: Record<string, unknown>[], pathname = '/blog') {
  const address = `198.51.100.${++visitors}`;
  const page = await fetch(`${base}${pathname}`, { headers: { cookie: `site_bucket=${bucket}`, accept: 'text/html', 'x-forwarded-for': address } });
  await page.arrayBuffer();
  const pass = page.headers.getSetCookie().find((cookie) => cookie.startsWith('site_field='));
  expect(pass, 'a page load of a canary visitor hands out a field pass').toBeTruthy();
  const beacon = await fetch(`${base}/api/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', cookie: `site_bucket=${bucket}; ${pass!.split(';')[0]}`, 'x-forwarded-for': address },
    body: JSON.stringify({ session: randomBytes(16).toString('base64url'), reports: reports.map((report) => ({ route: '/blog', remote: 'mfe-blog', ...report })) }),
  });
  expect(beacon.status, await beacon.clone().text()).toBe(204);
}

// Two gateway processes on one PostgreSQL (DATABASE_URL) behind the site's Varnish, as
// `npm run start:cluster -- --gateways 2` runs them: every switch, session end, purge and canary
// verdict is seen by both. The cluster is the worker's (`clusterTest`, e2e/support/cluster.ts), shared
// with cluster.spec.ts. Each outcome is waited for with a deadline far past what it takes; how many ms
// it takes is the bench's row (`npm run bench -- --cluster`), printed here with E2E_DEBUG=1.
test.describe('cluster on PostgreSQL: two gateways, one release state', () => {
  test.describe.configure({ mode: 'serial' });
  let state: Store;
  let token: string;
  let live: Record<string, string>;
  let gateway: (i: 0 | 1) => string;
  let both: () => string[];
  const debug = (line: string) => process.env.E2E_DEBUG && console.log(line);

  test.beforeAll(async ({ cluster }) => {
    await cluster.revive();
    live = cluster.live;
    gateway = (i) => `http://127.0.0.1:${cluster.gateways[i].port}`;
    both = () => [gateway(0), gateway(1)];
    state = await openStore({ storeDir: cluster.storeDir, databaseUrl: cluster.databaseUrl, log: () => {} });
    token = await issueToken(state.trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'e2e' });
  });
  test.afterAll(async () => {
    await state?.close();
  });

  test('a canary, a promotion and a rollback through gateway A are served by gateway B, and through Varnish at once', async ({ cluster }) => {
    test.setTimeout(180_000);
    const throughA = remoteSite(gateway(0), token);
    const blog = live['mfe-blog'];
    const second = `${blog}.${SECOND}`;
    const versionThroughVarnish = async () => /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec((await visit(cluster.origin, '/blog')).body)?.[1];

    const steps: [string, () => Promise<unknown>, string | undefined, string, string][] = [
      ['canary', () => throughA.act('canary', { remote: 'mfe-blog', version: second, percent: 50 }), `site_bucket=${AT_10}`, second, blog],
      ['promote', () => throughA.act('promote', { remote: 'mfe-blog' }), undefined, second, second],
      ['rollback', () => throughA.act('rollback', { remote: 'mfe-blog', version: blog, reason: 'e2e: back' }), undefined, blog, blog],
    ];
    // When the blog page Varnish kept last would age out (`s-maxage` less its Age): only a purge
    // shows a switch through Varnish before then, so each wait for one ends there.
    let keptUntil = 0;
    for (const [action, act, cookie, candidateSide, everyone] of steps) {
      // Through Varnish without the edge, a page of the canaried remote is not kept during the canary
      // (the gateway decides the side: \`private\`): the copy that could still show is the one kept
      // before it. (Through the edge it is kept once per side: e2e/system/cluster/edge.ts.)
      if (action !== 'promote') {
        // Kept afresh (a copy kept long before would leave a busy machine too little of its 30 s).
        await fetch(`${cluster.origin}/`, { method: 'PURGE', headers: { 'xkey-purge': '/blog' } });
        const kept = (await until(() => visit(cluster.origin, '/blog'), (answer) => answer.xCache === 'hit', { what: '/blog kept by Varnish' })).value;
        keptUntil = Date.now() + (Number(/s-maxage=(\d+)/.exec(kept.cacheControl)?.[1]) - kept.age - 1) * 1000;
      }
      await act();
      const took = await served(both(), (base) => servedVersion(base, 'mfe-blog', cookie), candidateSide);
      debug(`${action} through A served by A and B after ${took} ms`);
      // Through Varnish: a visitor without a bucket gets what everyone gets (a canary's page is no longer kept).
      expect(keptUntil - Date.now(), 'the kept /blog has time left before it ages out').toBeGreaterThan(5_000);
      const { ms } = await until(versionThroughVarnish, (version) => version === everyone, { timeoutMs: keptUntil - Date.now(), intervalMs: 50, what: `${action} through Varnish before the kept page aged out` });
      debug(`${action} through A served through Varnish after ${ms} ms (counted from A and B serving it)`);
    }
    const audit = (await state.readAudit('mfe-blog')).filter((entry) => entry.actor === 'token:blog-team');
    expect(audit.map((entry) => `${entry.action} ${entry.result}`)).toEqual(['canary switched', 'promote switched', 'rollback switched']);
  });

  test('a release-page logout through gateway A ends the session on gateway B', async () => {
    const login = await fetch(`${gateway(0)}/_releases/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(clusterAccount) });
    expect(login.status).toBe(200);
    const { csrf } = (await login.json()) as { csrf: string };
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('release_session='))!.split(';')[0];
    const sessionOn = async (base: string) => (await fetch(`${base}/_releases/api/session`, { headers: { cookie } })).status;
    expect(await sessionOn(gateway(1))).toBe(200);

    const logout = await fetch(`${gateway(0)}/_releases/api/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } });
    expect(logout.status).toBe(200);
    expect(await sessionOn(gateway(1))).toBe(401);
    expect((await fetch(`${gateway(1)}/_releases/api/state`, { headers: { cookie, 'x-csrf-token': csrf } })).status).toBe(401);
  });

  test('a signed content webhook to gateway A makes gateway B and Varnish serve the new content', async ({ cluster }) => {
    const before = h1Of((await visit(cluster.origin, ARTICLE)).body);
    expect(before).toBeTruthy();
    // Kept by Varnish, fresh: only the webhook's purge shows the edit there before the copy ages out.
    const kept = (await until(() => visit(cluster.origin, ARTICLE), (answer) => answer.xCache === 'hit', { what: `${ARTICLE} kept by Varnish` })).value;
    const keptForMs = (Number(/s-maxage=(\d+)/.exec(kept.cacheControl)?.[1]) - kept.age - 1) * 1000;
    expect(keptForMs, 'the kept article has time left before it ages out').toBeGreaterThan(10_000);
    expect(h1Of((await visit(gateway(1), ARTICLE)).body)).toBe(before);

    const title = `Zero Trust, edited at ${Date.now()}`;
    await cluster.editContent(ARTICLE_ID, { title });
    const took = await served([cluster.origin, gateway(1)], async (base) => h1Of((await visit(base, ARTICLE)).body), title, keptForMs);
    debug(`content webhook to A: new content through Varnish and from B after ${took} ms`);
  });

  test('a content edit shows in place on an article open on each gateway; the HTML through Varnish right after carries it', async ({ cluster, browser }) => {
    const tabs = await Promise.all(
      both().map(async (base) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const listening = page.waitForResponse((response) => response.url().includes('/_live/events'));
        await page.goto(`${base}${ARTICLE}`);
        await listening;
        return page;
      }),
    );
    await until(() => visit(cluster.origin, ARTICLE), (answer) => answer.xCache === 'hit', { what: `${ARTICLE} kept by Varnish` });

    const title = `Zero Trust, edited live at ${Date.now()}`;
    await cluster.editContent(ARTICLE_ID, { title });
    for (const tab of tabs) await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
    // Each gateway told its tabs only once its own cache and Varnish no longer held the old page.
    expect(h1Of((await visit(cluster.origin, ARTICLE)).body)).toBe(title);
    for (const tab of tabs) await tab.context().close();
  });

  test('five switches of different remotes from five processes at once all land, with a complete history', async ({ cluster }) => {
    test.setTimeout(180_000);
    const before = await state.readAudit();
    const commands = remoteNames.map((remote) =>
      run(process.execPath, [path.join(repo, 'scripts/release/rollback.mjs'), remote, `${live[remote]}.${SECOND}`, '--reason', 'e2e: five at once'], { env: cluster.commandEnv, cwd: repo }),
    );
    const outcomes = await Promise.allSettled(commands);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'landed' : String(outcome.reason)))).toEqual(remoteNames.map(() => 'landed'));

    const pointer = await state.readPointer();
    for (const remote of remoteNames) expect(pointer.releases[remote].live, remote).toBe(`${live[remote]}.${SECOND}`);
    const added = (await state.readAudit()).slice(before.length);
    expect(added.map((entry) => `${entry.remote} ${entry.action} ${entry.result} ${entry.from} → ${entry.to}`).sort()).toEqual(
      remoteNames.map((remote) => `${remote} rollback switched ${live[remote]} → ${live[remote]}.${SECOND}`).sort(),
    );
    // Both gateways serve all five.
    for (const remote of remoteNames) await served(both(), (base) => servedVersion(base, remote), `${live[remote]}.${SECOND}`);
  });

  test('a failing canary with visitors on both gateways is aborted once, on the reports of both', async () => {
    test.setTimeout(120_000);
    const stable = `${live['mfe-blog']}.${SECOND}`;
    const candidate = `${live['mfe-blog']}.${THIRD}`;
    await remoteSite(gateway(0), token).act('canary', { remote: 'mfe-blog', version: candidate, percent: 50 });
    const auditBefore = (await state.readAudit('mfe-blog')).length;
    await served(both(), (base) => servedVersion(base, 'mfe-blog', `site_bucket=${AT_10}`), candidate);

    // Half the candidate's sessions on each gateway, every one with an error; the stable side's without.
    for (let i = 0; i < MIN_SESSIONS; i += 1) {
      const base = gateway((i % 2) as 0 | 1);
      await fieldVisit(base, AT_10, [{ type: 'error', version: candidate, bucket: 'candidate', error: 'render' }]);
      await fieldVisit(base, AT_90, [{ type: 'vital', version: stable, bucket: 'stable', name: 'FCP', value: 400 }]);
    }

    await until(async () => (await state.readPointer()).canaries?.['mfe-blog'], (canary) => canary === undefined, { what: 'the canary aborted' });
    // Both gateways serve the stable side to the canary's bucket again: they have read the abort.
    await served(both(), (base) => servedVersion(base, 'mfe-blog', `site_bucket=${AT_10}`), stable);
    // Every judge holds `canary-judge` while it judges, and reads the pointer once it holds it. Once
    // the test can take it, the judge that aborted has let go, and any judge after it finds no canary.
    await until(() => state.leadOnce('canary-judge', async () => true), (judged) => judged.led, { intervalMs: 50, what: 'the canary judge lock free' });
    const aborts = (await state.readAudit('mfe-blog')).slice(auditBefore).filter((entry) => entry.action === 'abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]).toMatchObject({ actor: ANALYSIS_ACTOR, result: 'switched', from: candidate, to: stable });
    expect(aborts[0].reason).toContain(`candidate ${candidate}: 100.0 % per visitor (${MIN_SESSIONS} visitors; ${MIN_SESSIONS} of ${MIN_SESSIONS} sessions)`);
  });

  test('a healthy canary with steps 10,50 steps itself up and promotes itself with visitors on both gateways: each line once', async () => {
    test.setTimeout(120_000);
    const stable = `${live['mfe-blog']}.${SECOND}`;
    const candidate = `${live['mfe-blog']}.${THIRD}`;
    const auditBefore = (await state.readAudit('mfe-blog')).length;
    await remoteSite(gateway(0), token).act('canary', { remote: 'mfe-blog', version: candidate, steps: [10, 50], intervalMs: 1000 });
    await served(both(), (base) => servedVersion(base, 'mfe-blog', `site_bucket=${AT_5}`), candidate);

    // Sessions on both gateways and both sides, with the same vitals and no error: every check passes.
    // Each on an article of its own, rendered afresh for its side: the render time has samples too.
    const vitals = (version: string, bucket: string) => [
      { type: 'vital', version, bucket, name: 'LCP', value: 900 },
      { type: 'vital', version, bucket, name: 'INP', value: 60 },
      { type: 'vital', version, bucket, name: 'TTFB', value: 120 },
    ];
    const sitemap = await (await fetch(`${gateway(0)}/sitemap.xml`)).text();
    const articles = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(articles.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    for (let i = 0; i < MIN_SESSIONS; i += 1) {
      const base = gateway((i % 2) as 0 | 1);
      await fieldVisit(base, AT_5, vitals(candidate, 'candidate'), articles[i]);
      await fieldVisit(base, AT_90, vitals(stable, 'stable'), articles[i]);
    }

    // Promoted, or what its last analysis said (what a failed wait shows).
    const progress = async () => {
      const pointer = await state.readPointer();
      const canary = pointer.canaries?.['mfe-blog'];
      if (!canary) return pointer.releases['mfe-blog'].live === candidate ? 'promoted' : 'ended otherwise';
      const last = (await state.canaryAnalyses('mfe-blog', canary.since)).at(-1);
      return `at ${canary.percent} %: ${last ? last.checks.filter((check) => check.status !== 'pass').map((check) => check.detail).join('; ') : 'not analysed yet'}`;
    };
    await until(progress, (now) => now === 'promoted', { what: 'the candidate promoted by its analysis' });
    await served(both(), (base) => servedVersion(base, 'mfe-blog', `site_bucket=${AT_90}`), candidate);
    // Whichever gateway led each round, one step and one promotion were made.
    await until(() => state.leadOnce('canary-judge', async () => true), (judged) => judged.led, { intervalMs: 50, what: 'the canary judge lock free' });
    const lines = (await state.readAudit('mfe-blog')).slice(auditBefore).filter((entry) => entry.result === 'switched');
    // The canary and the promotion each passed the pre-flight, its line after the switch's own.
    const preflight = expect.stringMatching(/^pre-flight of .* against live .*: \d+ pages compared, 0 worse than live$/);
    expect(lines.map((entry) => [entry.action, entry.actor, ...(entry.detail ?? '').split('\n')])).toEqual([
      ['canary', 'token:blog-team', '10 % of visitors, then 50 %, then everyone; each step analysed for 1s', preflight],
      ['step', ANALYSIS_ACTOR, 'from 10 % to 50 % of visitors'],
      ['promote', ANALYSIS_ACTOR, preflight],
    ]);
    // Back to where the tests after this one start.
    await remoteSite(gateway(0), token).act('rollback', { remote: 'mfe-blog', version: stable, reason: 'e2e: back to the stable version' });
    await served(both(), (base) => servedVersion(base, 'mfe-blog'), stable);
  });

  test('PostgreSQL restarted under load: no page request fails; a switch meanwhile is refused with the reason, one after it lands', async ({ cluster }) => {
    test.setTimeout(120_000);
    const paths = ['/about', '/faq', '/blog', '/services'];
    let answered = 0;
    const answers = (count: number) => until(async () => answered, (n) => n >= count, { intervalMs: 50, what: `${count} answers to the load` });
    // Until the database is back and pages were served after it: then the load ends.
    const over = new AbortController();
    const load = runLoad({
      origin: cluster.origin,
      connections: 50,
      durationMs: 120_000,
      signal: over.signal,
      // Kept pages, and misses that reach a gateway (a query no page reads).
      request: (i) => ({ path: i % 2 ? `${paths[i % paths.length]}?v=${i}` : paths[i % paths.length], headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
      onAnswer: () => {
        answered += 1;
      },
    });
    // Under load: the database stops once pages are being served.
    await answers(200);
    await cluster.postgres.stop();
    const stoppedAt = answered;
    const rollback = (remote: string, version: string) =>
      run(process.execPath, [path.join(repo, 'scripts/release/rollback.mjs'), remote, version, '--reason', 'e2e: while the database restarts'], { env: cluster.commandEnv, cwd: repo });
    const refused = await rollback('mfe-forms', live['mfe-forms']).then(
      () => 'landed',
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toMatch(/DATABASE_URL postgres:\/\/postgres@127\.0\.0\.1:\d+\/store cannot be reached/);
    const throughA = await remoteSite(gateway(0), token).act('rollback', { remote: 'mfe-blog', version: live['mfe-blog'], reason: 'e2e: while the database restarts' }).then(
      () => 'landed',
      (error: Error) => error.message,
    );
    expect(throughA).toBe(`${gateway(0)} answered 503: The release state cannot be reached just now, so nothing changed. Try again in a moment.`);
    // Pages keep being served while it is away; then it starts again.
    await answers(stoppedAt + 200);
    await cluster.postgres.start();
    await answers(answered + 200);
    over.abort();
    await rollback('mfe-forms', live['mfe-forms']);
    await served(both(), (base) => servedVersion(base, 'mfe-forms'), live['mfe-forms']);

    const result = await load;
    expect(result.errors, JSON.stringify(result.odd)).toBe(0);
    expect(result.statuses, JSON.stringify(result.odd)).toEqual({ '2xx': result.requests });
    expect((await state.readAudit('mfe-forms')).filter((entry) => entry.reason === 'e2e: while the database restarts').map((entry) => entry.result)).toEqual(['switched']);
  });
});
