import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteNames } from '@site/shared/remotes';
import { FIELD_ACTOR, issueToken, openStore, readPointer, type Store } from '@site/gateway';
import { runLoad } from '../../scripts/bench/loadTest.mjs';
import { remoteSite } from '../../scripts/release/remoteSite.mjs';
import { clusterAccount, h1Of, type PostgresCluster, startPostgresCluster, visit } from '../support/cluster';
import { expect, test } from '../support/test';

const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** A second published version of every remote, the same build under another name; and a third of the blog. */
const SECOND = 'b';
const THIRD = 'c';
/** A canary is judged after this many candidate sessions: two on each gateway cannot reach it alone. */
const MIN_SESSIONS = 4;
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';

/** The version of `remote` a gateway serves to a visitor with these cookies, from its `/remotes.json`. */
async function servedVersion(base: string, remote: string, cookie?: string) {
  const answer = await fetch(`${base}/remotes.json`, { headers: cookie ? { cookie } : {} });
  const { remotes } = (await answer.json()) as { remotes: Record<string, string> };
  return new RegExp(`/${remote}/([^/]+)/mf-manifest\\.json$`).exec(remotes[remote] ?? '')?.[1];
}

/**
 * How long after now a request to each of `bases` first got `expected` (asked every 20 ms, side by
 * side), counted to when that request was sent: from when the new state was served, not how long its
 * answer took to render on a busy machine. Fails past `timeout` ms.
 */
async function msUntil(bases: string[], read: (base: string) => Promise<unknown>, expected: unknown, timeout = 5_000) {
  const from = Date.now();
  const took = await Promise.all(
    bases.map(async (base) => {
      for (;;) {
        const sentAt = Date.now();
        const got = await read(base);
        if (got === expected) return sentAt - from;
        if (Date.now() - from > timeout) throw new Error(`${base} still served ${String(got)}, not ${String(expected)}, after ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return Math.max(...took);
}

/**
 * A visitor as far as the field signal is concerned, without a browser (field-signal.spec.ts has the
 * browser's own reports): a page load from `base` in canary bucket `bucket`, which hands out the
 * field pass of what it served, then that tab's beacon to the same gateway under the pass.
 */
async function fieldVisit(base: string, bucket: number, report: Record<string, unknown>) {
  const page = await fetch(`${base}/blog`, { headers: { cookie: `site_bucket=${bucket}`, accept: 'text/html' } });
  await page.arrayBuffer();
  const pass = page.headers.getSetCookie().find((cookie) => cookie.startsWith('site_field='));
  expect(pass, 'a page load of a canary visitor hands out a field pass').toBeTruthy();
  const beacon = await fetch(`${base}/api/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', cookie: `site_bucket=${bucket}; ${pass!.split(';')[0]}` },
    body: JSON.stringify({ session: randomBytes(16).toString('base64url'), reports: [{ route: '/blog', remote: 'mfe-blog', ...report }] }),
  });
  expect(beacon.status).toBe(204);
}

// Two gateway processes on one PostgreSQL (DATABASE_URL) behind the site's Varnish, as
// `npm run start:cluster -- --gateways 2` runs them: every switch, session end, purge and canary
// verdict is seen by both. Needs PostgreSQL and Varnish (Debian: postgresql, varnish, varnish-modules).
test.describe('cluster on PostgreSQL: two gateways, one release state', () => {
  test.describe.configure({ mode: 'serial' });
  let cluster: PostgresCluster;
  let state: Store;
  let token: string;
  const live: Record<string, string> = {};
  const gateway = (i: 0 | 1) => `http://127.0.0.1:${cluster.gateways[i].port}`;
  const both = () => [gateway(0), gateway(1)];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startPostgresCluster('cluster-pg', {
      prepare: (storeDir) => {
        const pointer = readPointer(storeDir);
        for (const remote of remoteNames) {
          live[remote] = pointer.releases[remote].live;
          for (const suffix of remote === 'mfe-blog' ? [SECOND, THIRD] : [SECOND]) {
            cpSync(path.join(storeDir, remote, live[remote]), path.join(storeDir, remote, `${live[remote]}.${suffix}`), { recursive: true });
          }
        }
      },
      env: {
        FIELD_MIN_SESSIONS: String(MIN_SESSIONS),
        FIELD_CHECK_MS: '300',
        FIELD_FLUSH_MS: '200',
        FIELD_CLIENT_BURST: '100000',
        FIELD_CLIENT_PER_SECOND: '100000',
        FIELD_CLIENT_SESSIONS_PER_MINUTE: '100000',
      },
    });
    state = await openStore({ storeDir: cluster.storeDir, databaseUrl: cluster.databaseUrl, log: () => {} });
    token = await issueToken(state.trust.tokens, { name: 'blog-team', remotes: ['mfe-blog'], createdBy: 'e2e' });
  });
  test.afterAll(async () => {
    await state?.close();
    await cluster?.close();
  });

  test('a canary, a promotion and a rollback through gateway A are served by gateway B within 1 s, and through Varnish', async () => {
    test.setTimeout(120_000);
    const throughA = remoteSite(gateway(0), token);
    const blog = live['mfe-blog'];
    const second = `${blog}.${SECOND}`;
    // The blog page kept by Varnish: only a purge makes it show a switch before it ages out (30 s).
    await expect.poll(async () => (await visit(cluster.origin, '/blog')).xCache, { timeout: 30_000 }).toBe('hit');
    const versionThroughVarnish = async () => /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec((await visit(cluster.origin, '/blog')).body)?.[1];

    const steps: [string, () => Promise<unknown>, string | undefined, string, string][] = [
      ['canary', () => throughA.act('canary', { remote: 'mfe-blog', version: second, percent: 50 }), 'site_bucket=10', second, blog],
      ['promote', () => throughA.act('promote', { remote: 'mfe-blog' }), undefined, second, second],
      ['rollback', () => throughA.act('rollback', { remote: 'mfe-blog', version: blog, reason: 'e2e: back' }), undefined, blog, blog],
    ];
    for (const [action, act, cookie, candidateSide, everyone] of steps) {
      await act();
      const took = await msUntil(both(), (base) => servedVersion(base, 'mfe-blog', cookie), candidateSide);
      expect(took, `${action} served by both gateways after ${took} ms`).toBeLessThanOrEqual(1_000);
      if (process.env.E2E_DEBUG) console.log(`${action} through A served by A and B after ${took} ms`);
      // Through Varnish: a visitor without a bucket gets what everyone gets, at once (a canary's page is no longer kept).
      await expect.poll(versionThroughVarnish, { timeout: 5_000, intervals: [50] }).toBe(everyone);
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

  test('a signed content webhook to gateway A makes gateway B and Varnish serve the new content within 1 s', async () => {
    const before = h1Of((await visit(cluster.origin, ARTICLE)).body);
    expect(before).toBeTruthy();
    await expect.poll(async () => (await visit(cluster.origin, ARTICLE)).xCache).toBe('hit');
    expect(h1Of((await visit(gateway(1), ARTICLE)).body)).toBe(before);

    const title = `Zero Trust, edited at ${Date.now()}`;
    await cluster.editContent(ARTICLE_ID, { title });
    const took = await msUntil([cluster.origin, gateway(1)], async (base) => h1Of((await visit(base, ARTICLE)).body), title);
    expect(took, `new content through Varnish and from gateway B after ${took} ms`).toBeLessThanOrEqual(1_000);
    if (process.env.E2E_DEBUG) console.log(`content webhook to A: new content through Varnish and from B after ${took} ms`);
  });

  test('five switches of different remotes from five processes at once all land, with a complete history', async () => {
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
    for (const remote of remoteNames) expect(await msUntil(both(), (base) => servedVersion(base, remote), `${live[remote]}.${SECOND}`, 1_000)).toBeLessThanOrEqual(1_000);
  });

  test('a failing canary with visitors on both gateways is aborted once, on the reports of both', async () => {
    test.setTimeout(120_000);
    const stable = `${live['mfe-blog']}.${SECOND}`;
    const candidate = `${live['mfe-blog']}.${THIRD}`;
    await remoteSite(gateway(0), token).act('canary', { remote: 'mfe-blog', version: candidate, percent: 50 });
    const auditBefore = (await state.readAudit('mfe-blog')).length;
    await msUntil(both(), (base) => servedVersion(base, 'mfe-blog', 'site_bucket=10'), candidate);

    // Half the candidate's sessions on each gateway, every one with an error; the stable side's without.
    for (let i = 0; i < MIN_SESSIONS; i += 1) {
      const base = gateway((i % 2) as 0 | 1);
      await fieldVisit(base, 10, { type: 'error', version: candidate, bucket: 'candidate', error: 'render' });
      await fieldVisit(base, 90, { type: 'vital', version: stable, bucket: 'stable', name: 'FCP', value: 400 });
    }

    await expect.poll(async () => (await state.readPointer()).canaries?.['mfe-blog'], { timeout: 30_000 }).toBeUndefined();
    // Both gateways judge every 300 ms: a second abort would come within a few rounds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const aborts = (await state.readAudit('mfe-blog')).slice(auditBefore).filter((entry) => entry.action === 'abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]).toMatchObject({ actor: FIELD_ACTOR, result: 'switched', from: candidate, to: stable });
    expect(aborts[0].reason).toContain(`candidate ${candidate}: 100.0 % (${MIN_SESSIONS} of ${MIN_SESSIONS} sessions`);
    expect(await msUntil(both(), (base) => servedVersion(base, 'mfe-blog', 'site_bucket=10'), stable, 1_000)).toBeLessThanOrEqual(1_000);
  });

  test('PostgreSQL restarted under load: no page request fails; a switch meanwhile is refused with the reason, one after it lands', async () => {
    test.setTimeout(120_000);
    const paths = ['/about', '/faq', '/blog', '/services'];
    const load = runLoad({
      origin: cluster.origin,
      connections: 50,
      durationMs: 15_000,
      // Kept pages, and misses that reach a gateway (a query no page reads).
      request: (i) => ({ path: i % 2 ? `${paths[i % paths.length]}?v=${i}` : paths[i % paths.length], headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await cluster.postgres.stop();
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
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await cluster.postgres.start();
    await rollback('mfe-forms', live['mfe-forms']);
    expect(await msUntil(both(), (base) => servedVersion(base, 'mfe-forms'), live['mfe-forms'], 5_000)).toBeLessThanOrEqual(5_000);

    const result = await load;
    expect(result.errors).toBe(0);
    expect(result.statuses, JSON.stringify(result.odd)).toEqual({ '2xx': result.requests });
    expect((await state.readAudit('mfe-forms')).filter((entry) => entry.reason === 'e2e: while the database restarts').map((entry) => entry.result)).toEqual(['switched']);
  });
});
