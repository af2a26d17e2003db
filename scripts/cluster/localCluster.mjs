// @ts-check
// A cluster on one machine for the tests and the bench, over a PostgreSQL and a deploy store the
// caller brings: a content service of its own (its publish webhook goes to gateway A), gateway
// processes as `npm run start:cluster` runs them (`gatewayProcess.mjs`), Varnish in front, and the
// edge (HAProxy: TLS, HTTP/2, Early Hints) in front of the first Varnish when asked for.
// `e2e/support/cluster.ts` and `scripts/bench/clusterTimings.mjs` start theirs here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { repoRoot } from '../paths.mjs';
import { startHintedEdge } from './edgeHints.mjs';
import { startVarnish } from './varnish.mjs';

/**
 * @typedef {object} GatewayProcess
 * @property {number} port the same across restarts (Varnish's backends name it)
 * @property {() => boolean} running
 * @property {() => Promise<void>} kill `kill -9`: no shutdown, its connections drop mid-answer
 * @property {() => Promise<void>} start started again on its port, with the same environment, once killed
 * @property {string} [deployFolder] its own deploy folder, when it has one (a cluster's gateway: a cache of the store)
 */

/**
 * One gateway of a cluster in a process of its own (`gatewayProcess.mjs`), configured by `env` as a
 * cluster's gateway is (`GATEWAY_PORT` 0 or unset: any free port, kept for its restarts). Resolves
 * once it answers. What it prints goes to `log`.
 * @param {{ env: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 * @returns {Promise<GatewayProcess>}
 */
export async function startGatewayProcess({ env, log = () => {} }) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let port = Number(env.GATEWAY_PORT ?? 0);
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const start = async () => {
    if (running()) return;
    const started = spawn(process.execPath, [path.join(import.meta.dirname, 'gatewayProcess.mjs')], {
      env: { ...env, GATEWAY_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stderr?.on('data', (chunk) => log(`[gateway ${started.pid}] ${chunk}`));
    port = await new Promise((resolve, reject) => {
      started.stdout?.on('data', (chunk) => {
        const match = /listening (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
        else log(`[gateway ${started.pid}] ${chunk}`);
      });
      started.once('exit', (code, signal) => reject(new Error(`a gateway process stopped at start (${signal ?? code}); its log says why`)));
    });
  };
  await start();
  return {
    get port() {
      return port;
    },
    running,
    start,
    kill: async () => {
      const killed = child;
      if (!killed || !running()) return;
      const exited = new Promise((resolve) => killed.once('exit', resolve));
      killed.kill('SIGKILL');
      await exited;
    },
  };
}

/** The release page's one account on a cluster's gateways (`startLocalCluster`). */
export const clusterAccount = { name: 'asha', password: 'correct horse battery staple' };

/**
 * @typedef {object} LocalCluster
 * @property {[GatewayProcess, GatewayProcess]} gateways A (the content webhook goes to it) and B
 * @property {Awaited<ReturnType<typeof startVarnish>>[]} varnishes in the order asked for
 * @property {Awaited<ReturnType<typeof import('./edge.mjs').startEdge>> | undefined} edge in front of the first Varnish, when asked for
 * @property {string} previewSecret the gateways' `PREVIEW_SECRET`
 * @property {(id: string, fields: Record<string, unknown>) => Promise<void>} editContent sets a document's
 *   fields in the cluster's content service, whose publish webhook goes to gateway A
 * @property {NodeJS.ProcessEnv} commandEnv what a release command needs to act on the cluster's state
 * @property {() => Promise<GatewayProcess & { deployFolder: string }>} addGateway one more gateway, on an empty deploy
 *   folder of its own, behind no Varnish (stopped with the cluster)
 * @property {() => Promise<void>} close Varnish last: the gateways may still be purging it
 */

/**
 * Two gateway processes with `DATABASE_URL`, each on a deploy folder of its own, empty at its start
 * (as on separate machines: they share only PostgreSQL, which holds the published versions, and
 * Varnish in front; `storeDir` is the release commands' folder), the release page on both (`clusterAccount`), a
 * content service of their own over a copy of the seed dataset whose publish webhook goes to gateway
 * A, and Varnish in front (`varnishes`: one per entry; `purged` ones are in the gateways'
 * `VARNISH_PURGE_URLS`, as in production), and with `edge`, HAProxy in front of the first Varnish,
 * its hints kept current from the gateways (`edgeHints.mjs`). `env` is added to the gateways' environment.
 * @param {{ storeDir: string, databaseUrl: string, freePort: () => Promise<number>, env?: NodeJS.ProcessEnv, varnishes?: { purged: boolean }[], edge?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<LocalCluster>}
 */
export async function startLocalCluster({ storeDir, databaseUrl, freePort, env = {}, varnishes = [{ purged: true }], edge: withEdge = false, log = () => {} }) {
  /** @type {(() => Promise<unknown>)[]} */
  const closing = [];
  const close = async () => {
    for (const stop of closing.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'cluster-content-'));
    closing.push(async () => rmSync(dir, { recursive: true, force: true }));
    const datasetPath = path.join(dir, 'production.ndjson');
    copyFileSync(path.join(repoRoot, 'cms/dataset/production.ndjson'), datasetPath);
    const [readToken, writeToken, webhookSecret, previewSecret] = [24, 24, 24, 32].map((bytes) => randomBytes(bytes).toString('base64url'));
    const portA = await freePort();
    const varnishPorts = await Promise.all(varnishes.map(() => freePort()));
    const cms = await createContentService({
      datasetPath,
      imagesDir: path.join(repoRoot, 'cms/dataset/images'),
      readToken,
      writeToken,
      webhook: { url: `http://127.0.0.1:${portA}/api/revalidate`, secret: webhookSecret },
    });
    await cms.listen({ host: '127.0.0.1', port: 0 });
    closing.push(() => cms.close());
    const cmsPort = /** @type {import('node:net').AddressInfo} */ (cms.server.address()).port;

    const shared = { DATABASE_URL: databaseUrl, DEPLOY_STORE: storeDir, CMS_PORT: String(cmsPort), SANITY_API_READ_TOKEN: readToken };
    const gatewayEnv = {
      ...process.env,
      ...shared,
      PREVIEW_SECRET: previewSecret,
      RELEASE_PAGE_ACCOUNTS: `${clusterAccount.name}:${clusterAccount.password}`,
      RELEASE_PAGE_SECRET: randomBytes(32).toString('base64url'),
      SANITY_REVALIDATE_SECRET: webhookSecret,
      VARNISH_PURGE_URLS: varnishPorts.filter((_, i) => varnishes[i].purged).map((port) => `http://127.0.0.1:${port}/`).join(','),
      // Every request through Varnish comes from it: its X-Forwarded-For names the visitor, so each
      // tab keeps its own render allowance and live-stream count instead of all sharing Varnish's.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    };
    /**
     * A gateway as on a machine of its own: its deploy folder its alone, empty at first (a cache of
     * the versions in PostgreSQL), shared with nothing but the database (and Varnish in front).
     * @param {string} port
     */
    const gatewayOnItsOwnFolder = async (port) => {
      const deployFolder = mkdtempSync(path.join(tmpdir(), 'cluster-gateway-deploy-'));
      closing.push(async () => rmSync(deployFolder, { recursive: true, force: true }));
      const gateway = await startGatewayProcess({ env: { ...gatewayEnv, GATEWAY_PORT: port, DEPLOY_STORE: deployFolder }, log });
      // Killed before its folder is removed (`closing` runs last pushed first).
      closing.push(() => gateway.kill());
      return Object.assign(gateway, { deployFolder });
    };
    const gateways = /** @type {[GatewayProcess, GatewayProcess]} */ (await Promise.all([gatewayOnItsOwnFolder(String(portA)), gatewayOnItsOwnFolder('0')]));
    const fronts = await Promise.all(
      varnishPorts.map(async (port) => {
        const workDir = mkdtempSync(path.join(tmpdir(), 'cluster-varnish-'));
        const varnish = await startVarnish({ port, gateways: gateways.map((gateway) => ({ host: '127.0.0.1', port: gateway.port })), workDir, log });
        // Stopped after the gateways, which may still be purging it.
        closing.unshift(async () => {
          await varnish.close();
          rmSync(workDir, { recursive: true, force: true });
        });
        return varnish;
      }),
    );
    const edge = withEdge ? await startClusterEdge({ front: fronts[0], gateways, https: await freePort(), log }) : undefined;
    if (edge) closing.push(edge.close);

    const writer = createClient({ projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${cmsPort}`, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: writeToken });
    return {
      gateways,
      varnishes: fronts,
      edge: edge?.edge,
      previewSecret,
      editContent: async (id, fields) => {
        await writer.patch(id).set(fields).commit();
      },
      commandEnv: { ...process.env, ...shared },
      addGateway: () => gatewayOnItsOwnFolder('0'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The edge in front of `front` (HTTPS only, on `https`), its hints learned from the gateways before it
 * starts and kept current while it runs.
 * @param {{ front: { url: string }, gateways: { port: number }[], https: number, log: (line: string) => void }} options
 */
async function startClusterEdge({ front, gateways, https, log }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-edge-'));
  const started = await startHintedEdge({ https, backend: { host: '127.0.0.1', port: Number(new URL(front.url).port) }, dir, gateways: () => gateways.map((gateway) => `http://127.0.0.1:${gateway.port}`), log });
  const close = async () => {
    await started.close();
    rmSync(dir, { recursive: true, force: true });
  };
  if (!(await started.ready)) {
    await close();
    throw new Error('the edge could not learn its hints from the gateways within 60 s');
  }
  return { edge: started.edge, close };
}
