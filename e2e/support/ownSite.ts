import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

// `freePort` lives in ports.ts; re-exported for the files that import it from here (cluster.ts, fast-refresh).
export { freePort } from './ports';

const repo = path.resolve(import.meta.dirname, '../..');

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * The real content service in a process of its own (`cms/server/start.mjs`), as `npm start` runs it,
 * on a port of its own: a test may flood it, or kill it with SIGKILL and start it again, without
 * touching the shared test site's. `start` resolves once the port accepts connections, and fails if
 * the process exits first or the port does not accept within `startTimeoutMs`. `env`: more of its
 * environment (an OTLP endpoint, a read token).
 */
export async function startContentProcess(port: number, { startTimeoutMs = 30_000, env = {} }: { startTimeoutMs?: number; env?: Record<string, string> } = {}) {
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(process.execPath, [path.join(repo, 'cms/server/start.mjs')], {
      env: { ...process.env, ...env, CMS_PORT: String(port), CMS_LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    child = started;
    const deadline = Date.now() + startTimeoutMs;
    while (!(await accepts(port))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`The content service on port ${port} exited (${started.exitCode ?? started.signalCode}) before it accepted a connection.`);
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`The content service on port ${port} did not accept a connection within ${startTimeoutMs / 1000} s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await start();
  return {
    start,
    /** `kill -9`: no shutdown, connections drop. */
    async kill() {
      const dying = child;
      if (!dying || dying.exitCode !== null) return;
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await exited;
    },
  };
}

export interface PageAnswer {
  status: number;
  retryAfter?: string;
  cache?: string;
  body: string;
}

/**
 * A page as a browser navigation asks for it, from a given local address: loopback has all of
 * 127.0.0.0/8, so one test plays two clients (a flooder and a visitor) the gateway tells apart.
 */
export function getPage(port: number, url: string, localAddress = '127.0.0.1', agent?: http.Agent): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, localAddress, agent, headers: { accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'] as string | undefined,
          cache: response.headers['x-render-cache'] as string | undefined,
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The page paths the site's sitemap lists. */
export async function sitemapPaths(port: number): Promise<string[]> {
  const xml = (await getPage(port, '/sitemap.xml')).body;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Made-up URLs from one client, `connections` at a time, until `stop` is called: each a distinct
 * `/blog?q=…`, so no cache can answer it. Resolves with every status it got.
 */
export function flood(port: number, localAddress: string, connections = 8) {
  let running = true;
  const statuses: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const worker = async (id: number) => {
    for (let i = 0; running; i += 1) {
      const answer = await getPage(port, `/blog?q=${id}-${i}-${Math.random().toString(36).slice(2)}`, localAddress, agent).catch(() => ({ status: 0 }));
      statuses.push(answer.status);
    }
  };
  const workers = Array.from({ length: connections }, (_, id) => worker(id));
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return statuses;
    },
  };
}
