import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { copyStore, startTempPostgres } from '@site/gateway';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { startVarnish } from '../../scripts/cluster/varnish.mjs';
import { freePort } from './ownSite';
import { testPorts } from './ports';
import { serverLog } from './serverLog';
import { copyTestStore, e2eRenderBudgetMs } from './siteVariant';

const repo = path.resolve(import.meta.dirname, '../..');

export interface GatewayProcess {
  port: number;
  /** `kill -9`: no shutdown, its connections drop mid-answer. */
  kill: () => Promise<void>;
}

/**
 * One gateway of a cluster in a process of its own (`scripts/cluster/gatewayProcess.mjs`, as
 * `npm run start:cluster` runs it), over `storeDir`, reading the shared test site's content service.
 * Its output goes to the server log (printed with E2E_DEBUG=1).
 */
export async function startGatewayProcess(storeDir: string, env: NodeJS.ProcessEnv = {}): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, 'scripts/cluster/gatewayProcess.mjs')], {
    env: {
      ...process.env,
      DEPLOY_STORE: storeDir,
      GATEWAY_PORT: '0',
      CMS_PORT: String(testPorts.cms),
      RELAY_PORT: String(testPorts.relay),
      CHAT_PORT: String(testPorts.chat),
      SANITY_API_READ_TOKEN: process.env.E2E_CONTENT_TOKEN,
      RENDER_BUDGET_MS: String(e2eRenderBudgetMs),
      RENDER_CLIENT_BURST: '100000',
      RENDER_CLIENT_PER_SECOND: '100000',
      ...(process.env.E2E_DEBUG ? {} : { GATEWAY_QUIET: '1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => serverLog(`[gateway ${child.pid}] ${chunk}`));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
      else serverLog(`[gateway ${child.pid}] ${chunk}`);
    });
    child.once('exit', (code) => reject(new Error(`a gateway process stopped at start (${code}); E2E_DEBUG=1 shows why`)));
  });
  return {
    port,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Varnish (deploy/varnish/site.vcl) on `port` in front of gateways on these ports, in a temp working directory. */
export function startVarnishFor(port: number, gatewayPorts: number[]) {
  return startVarnish({
    port,
    gateways: gatewayPorts.map((gatewayPort) => ({ host: '127.0.0.1', port: gatewayPort })),
    workDir: mkdtempSync(path.join(tmpdir(), 'e2e-varnish-')),
    log: serverLog,
  });
}

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

export const h1Of = (body: string) => body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '').trim();

/** The release page's one account on a PostgreSQL cluster's gateways (`startPostgresCluster`). */
export const clusterAccount = { name: 'asha', password: 'correct horse battery staple' };

export interface PostgresCluster {
  /** The state every gateway and command shares. */
  databaseUrl: string;
  /** The versioned folders every gateway serves (one folder, as a network file system would share it). */
  storeDir: string;
  /** Gateway A (it receives the content webhook) and gateway B, each in a process of its own. */
  gateways: [GatewayProcess, GatewayProcess];
  /** Varnish in front of both. */
  origin: string;
  /** Sets a document's field in the cluster's own content service (whose webhook goes to A). */
  editContent: (id: string, fields: Record<string, unknown>) => Promise<void>;
  /** What a release command needs to act on the cluster's state and content. */
  commandEnv: NodeJS.ProcessEnv;
  postgres: { stop: () => Promise<void>; start: () => Promise<void> };
  close: () => Promise<void>;
}

/**
 * A cluster as `npm run start:cluster -- --gateways 2` runs one, over a copy of the test deploy store
 * moved into a PostgreSQL the test starts (`npm run store -- copy`): two gateway processes with
 * `DATABASE_URL`, the release page on both, Varnish in front (purged by them), and a content service
 * of its own whose publish webhook goes to gateway A. `prepare` may add published versions to the
 * folders first. `env` is added to the gateways' environment.
 */
export async function startPostgresCluster(name: string, { prepare = () => {}, env = {} }: { prepare?: (storeDir: string) => void; env?: NodeJS.ProcessEnv } = {}): Promise<PostgresCluster> {
  const closing: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const stop of closing.reverse()) await stop().catch(() => {});
  };
  try {
    const storeDir = copyTestStore(name);
    prepare(storeDir);
    const postgres = await startTempPostgres();
    closing.push(() => postgres.remove());
    await copyStore({ storeDir, to: postgres.url });

    const dir = await mkdtemp(path.join(tmpdir(), `${name}-content-`));
    closing.push(() => rm(dir, { recursive: true, force: true }));
    const datasetPath = path.join(dir, 'production.ndjson');
    await copyFile(path.join(repo, 'cms/dataset/production.ndjson'), datasetPath);
    const readToken = randomBytes(24).toString('base64url');
    const writeToken = randomBytes(24).toString('base64url');
    const webhookSecret = randomBytes(24).toString('base64url');
    const [portA, varnishPort] = [await freePort(), await freePort()];
    const cms = await createContentService({
      datasetPath,
      imagesDir: path.join(repo, 'cms/dataset/images'),
      readToken,
      writeToken,
      webhook: { url: `http://127.0.0.1:${portA}/api/revalidate`, secret: webhookSecret },
    });
    await cms.listen({ host: '127.0.0.1', port: 0 });
    closing.push(() => cms.close());
    const cmsPort = (cms.server.address() as AddressInfo).port;

    const shared = { DATABASE_URL: postgres.url, DEPLOY_STORE: storeDir, CMS_PORT: String(cmsPort), SANITY_API_READ_TOKEN: readToken };
    const gatewayEnv = {
      ...shared,
      PREVIEW_SECRET: randomBytes(32).toString('base64url'),
      RELEASE_PAGE_ACCOUNTS: `${clusterAccount.name}:${clusterAccount.password}`,
      RELEASE_PAGE_SECRET: randomBytes(32).toString('base64url'),
      SANITY_REVALIDATE_SECRET: webhookSecret,
      VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`,
      ...env,
    };
    const a = await startGatewayProcess(storeDir, { ...gatewayEnv, GATEWAY_PORT: String(portA) });
    closing.push(() => a.kill());
    const b = await startGatewayProcess(storeDir, gatewayEnv);
    closing.push(() => b.kill());
    const varnish = await startVarnishFor(varnishPort, [a.port, b.port]);
    // Stopped after the gateways, which may still be purging it.
    closing.splice(closing.length - 2, 0, () => varnish.close());

    const writer = createClient({ projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${cmsPort}`, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: writeToken });
    return {
      databaseUrl: postgres.url,
      storeDir,
      gateways: [a, b],
      origin: varnish.url,
      editContent: async (id, fields) => {
        await writer.patch(id).set(fields).commit();
      },
      commandEnv: { ...process.env, ...shared },
      postgres,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
