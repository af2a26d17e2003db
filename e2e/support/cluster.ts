import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVarnish } from '../../scripts/cluster/varnish.mjs';
import { testPorts } from './ports';
import { serverLog } from './serverLog';
import { e2eRenderBudgetMs } from './siteVariant';

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
