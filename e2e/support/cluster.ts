import { cpSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { copyStore, readPointer, startTempPostgres } from '@site/gateway';
import { type GatewayProcess, type LocalCluster, startLocalCluster } from '../../scripts/cluster/localCluster.mjs';
import { freePort } from './ownSite';
import { testPorts } from './ports';
import { serverLog } from './serverLog';
import { copyTestStore, e2eRenderBudgetMs } from './siteVariant';
import { test } from './test';

export { clusterAccount } from '../../scripts/cluster/localCluster.mjs';
export type { GatewayProcess };

/** A page navigation through `origin`, with what the cluster tests look at. */
export async function visit(origin: string, url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}${url}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return {
    status: answer.status,
    xCache: answer.headers.get('x-cache'),
    age: Number(answer.headers.get('age') ?? 0),
    cacheControl: answer.headers.get('cache-control') ?? '',
    body: await answer.text(),
  };
}

export { h1Of } from './ask';

/**
 * Asks `read` every `intervalMs` until `done` holds for what it returned, and returns that and how
 * long after the call it was first asked for (counted to when that request was sent: when the outcome
 * was there, not how long its answer took on a busy machine). Fails only if the outcome never comes
 * within `timeoutMs`, a deadline far past what it takes: how fast is the bench's question.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, { timeoutMs = 30_000, intervalMs = 20, what = 'the outcome' } = {}) {
  const from = Date.now();
  for (;;) {
    const sentAt = Date.now();
    const value = await read();
    if (done(value)) return { value, ms: sentAt - from };
    if (Date.now() - from > timeoutMs) throw new Error(`${what} did not come within ${timeoutMs / 1000} s (last: ${JSON.stringify(value)?.slice(0, 200)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A second published version of every remote (the same build under another name), and a third of the blog. */
export const SECOND = 'b';
export const THIRD = 'c';
/** A canary is judged after this many candidate sessions: two on each gateway cannot reach it alone. */
export const MIN_SESSIONS = 4;

/** Pages the quiet Varnish keeps at the cluster's start and nobody asks it for until every gateway is down. */
const STANDBY_PATHS = ['/services/audit', '/advisory', '/blog/cmmi-3-level-3-appraisal-readiness', '/'];

export interface SharedCluster extends Pick<LocalCluster, 'gateways' | 'previewSecret' | 'editContent' | 'commandEnv' | 'addGateway'> {
  /** The state every gateway and command shares. */
  databaseUrl: string;
  /** The release commands' deploy folder, copied into PostgreSQL at the start; each gateway has its own, empty at its start. */
  storeDir: string;
  /** The live version of each remote when the cluster started; `<live>.b` (and the blog's `<live>.c`) are published too. */
  live: Record<string, string>;
  /** Varnish in front of both gateways, purged by them (`VARNISH_PURGE_URLS`), as in production. */
  origin: string;
  /** The edge (HAProxy: TLS, HTTP/2, 103 Early Hints) in front of that Varnish, and its local certificate to trust. */
  edge: { origin: string; cert: string };
  /**
   * A second Varnish in front of the same gateways, which they do not purge: what cluster.spec.ts
   * looks at there is Varnish's own doing, undisturbed by the switches of cluster-postgres.spec.ts
   * (a release purges every page, once more seconds later). The pages it kept at the cluster's start
   * (`standby`: their paths, when, and their TTL + stale-while-revalidate) age untouched, so the tests
   * of a page past its stale window find them old enough without waiting when another spec ran first.
   */
  quietOrigin: string;
  standby: { paths: string[]; keptAt: number; staleWindowMs: number };
  /** Whether each gateway is healthy to each Varnish ([purged, quiet], gateways in order), by its probes. */
  health: () => Promise<boolean[][]>;
  /** Starts again any gateway that was killed, on its port, and waits until both Varnishes send it requests. */
  revive: () => Promise<void>;
  postgres: { stop: () => Promise<void>; start: () => Promise<void> };
}

/**
 * The one cluster of the cluster specs (`clusterTest`'s worker fixture), as `npm run start:cluster --
 * --gateways 2` runs one: a PostgreSQL the test starts with a copy of the test deploy store moved into
 * it (`npm run store -- copy`: its pointers and its versions' folders), two gateway processes with
 * `DATABASE_URL`, each on an empty deploy folder of its own (the release page on both, a
 * canary judged after `MIN_SESSIONS`), a content service of their own whose webhook goes to gateway A,
 * Varnish in front, purged by them, the edge in front of that one, and the quiet Varnish.
 */
async function startSharedCluster(): Promise<SharedCluster & { close: () => Promise<void> }> {
  const closing: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const stop of closing.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    const storeDir = copyTestStore('cluster');
    const pointer = readPointer(storeDir);
    const live: Record<string, string> = {};
    for (const remote of remoteNames) {
      live[remote] = pointer.releases[remote].live;
      for (const suffix of remote === 'mfe-blog' ? [SECOND, THIRD] : [SECOND]) {
        cpSync(path.join(storeDir, remote, live[remote]), path.join(storeDir, remote, `${live[remote]}.${suffix}`), { recursive: true });
      }
    }
    const postgres = await startTempPostgres();
    closing.push(() => postgres.remove());
    await copyStore({ storeDir, to: postgres.url });

    const cluster = await startLocalCluster({
      storeDir,
      databaseUrl: postgres.url,
      freePort,
      varnishes: [{ purged: true }, { purged: false }],
      edge: true,
      log: serverLog,
      env: {
        RELAY_PORT: String(testPorts.relay),
        CHAT_PORT: String(testPorts.chat),
        RENDER_BUDGET_MS: String(e2eRenderBudgetMs),
        RENDER_CLIENT_BURST: '100000',
        RENDER_CLIENT_PER_SECOND: '100000',
        // Every check judges on a few samples: what these tests prove is judging across gateways (the
        // defaults are the zoo's, bad-releases.spec.ts). 4 of 4 visitors with an error against none is
        // an always-valid p of about 0.004, tested at 0.05; a version's first render loads its code, so the render
        // cost and time are not judged on so few (their first render loads its code).
        FIELD_CANARY_CHECKS: JSON.stringify({
          errorStatus: { minSamples: MIN_SESSIONS },
          serverFailures: { minSamples: MIN_SESSIONS },
          degraded: { minSamples: MIN_SESSIONS },
          browserErrors: { minSamples: MIN_SESSIONS, alpha: 0.05 },
          lcp: { minSamples: MIN_SESSIONS },
          inp: { minSamples: MIN_SESSIONS },
          lcpTail: { minSamples: MIN_SESSIONS },
          ttfb: { minSamples: MIN_SESSIONS },
          ttfbTail: { minSamples: MIN_SESSIONS },
          renderCost: { minSamples: 1, ms: 600_000 },
          renderTime: { minSamples: 1, ms: 600_000 },
          renderTimeTail: { minSamples: 1, ms: 600_000 },
        }),
        FIELD_CHECK_MS: '300',
        FIELD_FLUSH_MS: '200',
        FIELD_CLIENT_BURST: '100000',
        FIELD_CLIENT_PER_SECOND: '100000',
        FIELD_CLIENT_SESSIONS_PER_MINUTE: '100000',
        ...(process.env.E2E_DEBUG ? {} : { GATEWAY_QUIET: '1' }),
      },
    });
    closing.push(() => cluster.close());
    const [front, quietFront] = cluster.varnishes;
    const health = () => Promise.all(cluster.varnishes.map((varnish) => varnish.gatewayHealth()));

    // Kept now, while the first spec runs on the other Varnish. A first render on a busy machine may
    // fall short (built-in copy, `no-store`): asked again until kept.
    const kept = await Promise.all(
      STANDBY_PATHS.map(async (page) => {
        const { value } = await until(() => visit(quietFront.url, page), (answer) => answer.xCache === 'hit', { timeoutMs: 60_000, intervalMs: 200, what: `${page} kept by the quiet Varnish` });
        return { keptAt: Date.now() - value.age * 1000, cacheControl: value.cacheControl };
      }),
    );
    const seconds = (directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(kept[0].cacheControl)?.[1]);
    const staleWindowMs = (seconds('s-maxage') + seconds('stale-while-revalidate')) * 1000;
    if (!(staleWindowMs > 0)) throw new Error(`a kept page without s-maxage and stale-while-revalidate: ${kept[0].cacheControl}`);

    return {
      databaseUrl: postgres.url,
      storeDir,
      live,
      gateways: cluster.gateways,
      previewSecret: cluster.previewSecret,
      editContent: cluster.editContent,
      commandEnv: cluster.commandEnv,
      addGateway: cluster.addGateway,
      origin: front.url,
      edge: { origin: cluster.edge?.url ?? '', cert: cluster.edge?.cert ?? '' },
      quietOrigin: quietFront.url,
      // The latest of them: Age counts whole seconds, so each was kept at most this long ago.
      standby: { paths: STANDBY_PATHS, keptAt: Math.max(...kept.map((page) => page.keptAt)), staleWindowMs },
      health,
      revive: async () => {
        for (const gateway of cluster.gateways) await gateway.start();
        await until(health, (views) => views.every((view) => view.every(Boolean)), { what: 'every gateway healthy to both Varnishes' });
      },
      postgres,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The cluster specs' `test`: `cluster`, one per Playwright worker, shared by cluster.spec.ts and
 * cluster-postgres.spec.ts when they run in the same worker (each spec's `beforeAll` revives what an
 * earlier one killed). Needs PostgreSQL and Varnish (Debian: postgresql, varnish, varnish-modules):
 * without them the specs fail at the start, they do not skip.
 */
export const clusterTest = test.extend<object, { cluster: SharedCluster }>({
  cluster: [
    async ({}, use) => {
      const cluster = await startSharedCluster();
      try {
        await use(cluster);
      } finally {
        await cluster.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/**
 * Resolves once the quiet Varnish's copies of the standby pages are past their TTL and stale-while-revalidate. Their age
 * is Varnish's own clock (from `keptAt`, read off their Age): asking Varnish for them to read it
 * again would render them anew, so what is left of the window, if anything, is waited out. Nothing is
 * left when another spec ran first on the same cluster.
 */
export async function untilStandbyIsPastItsStaleWindow(standby: SharedCluster['standby']) {
  const left = standby.keptAt + standby.staleWindowMs + 1_000 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
