// @ts-check
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyStore, issueToken, openStore, readPointer } from '@site/gateway';
import { startLocalCluster } from '../cluster/localCluster.mjs';
import { startPostgres } from '../cluster/postgres.mjs';
import { remoteSite } from '../release/remoteSite.mjs';
import { freePort } from './renderLoad.mjs';

/** The article the content rows edit, and its page. */
const ARTICLE_ID = 'post-zero-trust-mid-sized-firms';
const ARTICLE = '/blog/zero-trust-mid-sized-firms';

/**
 * @typedef {{ kind: 'switch' | 'content', change: string, answeredMs?: number[], gatewayBMs: number[], varnishMs: number[] }} ClusterTiming
 *   per run, in ms: when A answered the switch (the gate's work), and when gateway B and Varnish first
 *   served the new state, Infinity if not within `GIVE_UP_MS` (`CLUSTER_BUDGETS` in budgets.mjs)
 */

/** @param {string} body */
const h1Of = (body) => body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '').trim();

/** @param {string} base @param {string} url */
async function page(base, url) {
  const answer = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
  return { xCache: answer.headers.get('x-cache'), body: await answer.text() };
}

/** The version of mfe-blog a gateway serves, from its `/remotes.json`. @param {string} base */
async function blogVersion(base) {
  const { remotes } = /** @type {{ remotes: Record<string, string> }} */ (await (await fetch(`${base}/remotes.json`)).json());
  return /\/mfe-blog\/([^/]+)\/mf-manifest\.json$/.exec(remotes['mfe-blog'] ?? '')?.[1];
}

/** The version of mfe-blog in the blog page Varnish serves. @param {string} origin */
async function blogVersionThrough(origin) {
  return /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec((await page(origin, '/blog')).body)?.[1];
}

/** How long a run waits for the new state: past it, the run counts as never served (Infinity). */
export const GIVE_UP_MS = 30_000;

/**
 * How long after `from` (performance.now()) `read` first gave `expected`, counted to when the request
 * that got it was sent (asked every 10 ms, one at a time); Infinity if not within `GIVE_UP_MS`.
 * @param {() => Promise<unknown>} read @param {unknown} expected @param {number} from
 */
async function msUntil(read, expected, from) {
  for (;;) {
    const sentAt = performance.now();
    if ((await read()) === expected) return sentAt - from;
    if (performance.now() - from > GIVE_UP_MS) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Until `url` is a hit in Varnish: what a change must purge. @param {string} origin @param {string} url */
async function kept(origin, url) {
  for (let i = 0; i < 100; i += 1) {
    if ((await page(origin, url)).xCache === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} is not kept by Varnish`);
}

/**
 * A cluster as `npm run start:cluster -- --gateways 2` runs one, for the bench's cluster rows (a
 * PostgreSQL of its own, two gateway processes behind Varnish, a content service whose webhook goes to
 * gateway A; `scripts/cluster/localCluster.mjs`, as the cluster's tests start theirs), over a copy of
 * `storeDir` with a second version of mfe-blog (`<live>.b`); `use` runs on it, and it is stopped after.
 * With `edge`, HAProxy in front of Varnish too, as `start:cluster` runs it.
 * @template T
 * @param {{ storeDir: string, edge?: boolean, log?: (line: string) => void }} options
 * @param {(cluster: { a: string, b: string, origin: string, live: string, second: string, token: string, editContent: (id: string, fields: Record<string, unknown>) => Promise<void>, edge?: { url: string, cert: string }, state: import('@site/gateway').Store, storeDir: string, addGateway: () => Promise<import('../cluster/localCluster.mjs').GatewayProcess & { deployFolder: string }> }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBenchCluster({ storeDir: sourceStore, edge = false, log = () => {} }, use) {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
  // PostgreSQL runs as its own user when the bench runs as root: it must reach its data folder.
  chmodSync(root, 0o755);
  /** @type {(() => Promise<unknown> | unknown)[]} */
  const closing = [() => rmSync(root, { recursive: true, force: true })];
  try {
    const storeDir = path.join(root, 'store');
    cpSync(sourceStore, storeDir, { recursive: true, filter: (source) => !path.basename(source).startsWith('field.sqlite') });
    const live = readPointer(storeDir).releases['mfe-blog'].live;
    const second = `${live}.b`;
    cpSync(path.join(storeDir, 'mfe-blog', live), path.join(storeDir, 'mfe-blog', second), { recursive: true });
    log('  cluster: PostgreSQL, two gateway processes, Varnish');
    const postgres = await startPostgres({ dataDir: path.join(root, 'postgres'), port: await freePort() });
    closing.push(postgres.stop);
    await copyStore({ storeDir, to: postgres.url });
    const state = await openStore({ storeDir, databaseUrl: postgres.url, log: () => {} });
    closing.push(() => state.close());
    const token = await issueToken(state.trust.tokens, { name: 'bench', remotes: ['mfe-blog'], createdBy: 'bench' });
    // Through Varnish every visitor is one address: no per-client render allowance.
    const cluster = await startLocalCluster({ storeDir, databaseUrl: postgres.url, freePort, edge, env: { GATEWAY_QUIET: '1', RENDER_CLIENT_BURST: '1000000000', RENDER_CLIENT_PER_SECOND: '1000000000' } });
    closing.push(cluster.close);
    const [a, b] = cluster.gateways.map((gateway) => `http://127.0.0.1:${gateway.port}`);
    return await use({ a, b, origin: cluster.varnishes[0].url, live, second, token, editContent: cluster.editContent, state, storeDir, addGateway: cluster.addGateway, ...(cluster.edge ? { edge: { url: cluster.edge.url, cert: cluster.edge.cert } } : {}) });
  } finally {
    for (const stop of closing.reverse()) await Promise.resolve(stop()).catch(() => {});
  }
}

/**
 * The cluster's timing rows (`npm run bench -- --cluster`, and in `--load`), on `withBenchCluster`:
 * - a switch through gateway A's release API (a rollback between the two versions, by a team's
 *   token), from A's answer to gateway B serving it (`/remotes.json`) and Varnish (the kept `/blog`, purged);
 * - an edit in the content service, from the edit to gateway B and Varnish serving the new title of an
 *   article both kept (each gateway hears it live, and the signed webhook goes to A; Varnish by `xkey`).
 * Each `runs` times; the pages are kept again before each run, so each change has something to purge.
 * @param {{ storeDir: string, runs?: number, log?: (line: string) => void }} options
 * - publish to first served on a gateway started on an empty folder, and the store's bytes for a
 *   version that shares all but one file with the live one (`publishToFirstServed`).
 * @returns {Promise<{ timings: ClusterTiming[], published: PublishTiming }>}
 */
export async function clusterTimings({ storeDir, runs = 5, log = () => {} }) {
  return withBenchCluster({ storeDir, log }, async ({ a, b, origin, live, second, token, editContent, state, storeDir: benchStore, addGateway }) => {
    /** @type {ClusterTiming} */
    const switches = { kind: 'switch', change: 'a switch through gateway A (rollback, mfe-blog)', answeredMs: [], gatewayBMs: [], varnishMs: [] };
    for (let run = 0; run < runs; run += 1) {
      const version = run % 2 ? live : second;
      await kept(origin, '/blog');
      const from = performance.now();
      await remoteSite(a, token).act('rollback', { remote: 'mfe-blog', version, reason: 'bench: cluster timings' });
      const answered = performance.now();
      const [onB, throughVarnish] = await Promise.all([msUntil(() => blogVersion(b), version, answered), msUntil(() => blogVersionThrough(origin), version, answered)]);
      switches.answeredMs?.push(answered - from);
      switches.gatewayBMs.push(onB);
      switches.varnishMs.push(throughVarnish);
    }

    /** @type {ClusterTiming} */
    const edits = { kind: 'content', change: 'a content edit (live events, and the signed webhook to gateway A)', gatewayBMs: [], varnishMs: [] };
    for (let run = 0; run < runs; run += 1) {
      await kept(origin, ARTICLE);
      await page(b, ARTICLE);
      const title = `Zero Trust, bench edit ${run} at ${Date.now()}`;
      const from = performance.now();
      await editContent(ARTICLE_ID, { title });
      const [onB, throughVarnish] = await Promise.all([
        msUntil(async () => h1Of((await page(b, ARTICLE)).body), title, from),
        msUntil(async () => h1Of((await page(origin, ARTICLE)).body), title, from),
      ]);
      edits.gatewayBMs.push(onB);
      edits.varnishMs.push(throughVarnish);
    }
    const published = await publishToFirstServed({ a, token, state, storeDir: benchStore, live, addGateway, runs: Math.min(runs, 3) });
    return { timings: [switches, edits], published };
  });
}

/**
 * @typedef {{ publishMs: number[], answeredMs: number[], servedMs: number[], namedBytes: number, storedBytes: number, onDiskBytes: number, files: number, changedFiles: number }} PublishTiming
 *   per run, in ms from the publish's start: the publish into PostgreSQL, A's answer to the switch, and
 *   a gateway started on an empty folder before the publish first serving /blog with the version; and
 *   what the store keeps for the version beside the live one whose files it shares but one
 */

/**
 * Publish to first served on a gateway that had never seen the version: each run publishes a copy of
 * mfe-blog's live version with one file changed (a stylesheet with a comment added), switches to it
 * through gateway A, and asks a gateway started on an empty deploy folder for /blog until its page
 * names the version. The store's bytes for that version are counted beside the live one's.
 * @param {{ a: string, token: string, state: import('@site/gateway').Store, storeDir: string, live: string, addGateway: () => Promise<import('../cluster/localCluster.mjs').GatewayProcess & { deployFolder: string }>, runs: number }} input
 * @returns {Promise<PublishTiming>}
 */
async function publishToFirstServed({ a, token, state, storeDir, live, addGateway, runs }) {
  /** @type {PublishTiming} */
  const timing = { publishMs: [], answeredMs: [], servedMs: [], namedBytes: 0, storedBytes: 0, onDiskBytes: 0, files: 0, changedFiles: 1 };
  for (let run = 0; run < runs; run += 1) {
    const version = `${live}.p${run}`;
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-version-'));
    cpSync(path.join(storeDir, 'mfe-blog', live), folder, { recursive: true });
    const stylesheet = readdirSync(folder).find((name) => name.endsWith('.css'));
    if (!stylesheet) throw new Error(`mfe-blog ${live} has no stylesheet to change`);
    appendFileSync(path.join(folder, stylesheet), `\n/* bench: ${version} */\n`);
    const fresh = await addGateway();
    const base = `http://127.0.0.1:${fresh.port}`;
    try {
      const before = await state.versions.usage();
      const from = performance.now();
      await state.versions.publish('mfe-blog', version, folder);
      const publishedAt = performance.now();
      await remoteSite(a, token).act('rollback', { remote: 'mfe-blog', version, reason: 'bench: publish to first served' });
      const answeredAt = performance.now();
      const served = await msUntil(async () => /\/mfe-blog\/([^/]+)\/mf-manifest\.json/.exec((await page(base, '/blog')).body)?.[1], version, from);
      timing.publishMs.push(publishedAt - from);
      timing.answeredMs.push(answeredAt - from);
      timing.servedMs.push(served);
      const after = await state.versions.usage();
      timing.namedBytes = after.namedBytes - before.namedBytes;
      timing.storedBytes = after.storedBytes - before.storedBytes;
      timing.onDiskBytes = after.onDiskBytes - before.onDiskBytes;
      timing.files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    } finally {
      await fresh.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  }
  await remoteSite(a, token).act('rollback', { remote: 'mfe-blog', version: live, reason: 'bench: back' });
  return timing;
}
