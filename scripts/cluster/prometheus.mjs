// @ts-check
// A Prometheus of the cluster's own (Debian's `prometheus`), scraping every gateway's /metrics and
// evaluating the repository's rules (deploy/prometheus/rules.yml). `npm run start:cluster` starts one
// when it is installed; the cluster's e2e test starts its own with a short scrape interval.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { METRICS_PATH } from '@site/gateway';
import { repoRoot } from '../paths.mjs';
import { startForegroundDaemon } from './foregroundDaemon.mjs';

/** The recording and alert rules every Prometheus of the site loads. */
export const PROMETHEUS_RULES = path.join(repoRoot, 'deploy/prometheus/rules.yml');
/** The job the gateways are scraped as (the rules' `up{job="gateway"}`). */
export const GATEWAY_JOB = 'gateway';

/** Debian's prometheus, or the one on PATH; undefined when Prometheus is not installed. */
export function prometheusPath() {
  const found = spawnSync('sh', ['-c', 'command -v prometheus || ls /usr/bin/prometheus'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : undefined;
}

/** A port nothing listens on right now, on 127.0.0.1. @returns {Promise<number>} */
export async function freeLoopbackPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The configuration: each gateway (`host:port`) scraped at `/metrics` as job `gateway`, the rules
 * loaded. Written as JSON, which is YAML too: nothing to quote by hand. Gateways on this machine need
 * no token (loopback); `token` is a metrics token for gateways elsewhere.
 * @param {{ targets: string[], scrapeInterval?: string, rules?: string[], token?: string }} options
 */
export function prometheusConfig({ targets, scrapeInterval = '15s', rules = [PROMETHEUS_RULES], token }) {
  return `${JSON.stringify(
    {
      global: { scrape_interval: scrapeInterval, evaluation_interval: scrapeInterval },
      rule_files: rules,
      scrape_configs: [{ job_name: GATEWAY_JOB, metrics_path: METRICS_PATH, ...(token ? { authorization: { credentials: token } } : {}), static_configs: [{ targets }] }],
    },
    null,
    2,
  )}\n`;
}

/**
 * Starts Prometheus in the foreground as a child process on 127.0.0.1:`port`, its configuration and
 * its data under `dataDir`. Resolves once it says it is ready; `close` stops it.
 * @param {{ port: number, targets: string[], dataDir: string, scrapeInterval?: string, log?: (line: string) => void }} options
 */
export async function startPrometheus({ port, targets, dataDir, scrapeInterval, log = () => {} }) {
  const prometheus = prometheusPath();
  if (!prometheus) throw new Error('prometheus is not installed: apt-get install prometheus (docs/cluster.md)');
  mkdirSync(path.join(dataDir, 'data'), { recursive: true });
  const configFile = path.join(dataDir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ targets, scrapeInterval }));
  const url = `http://127.0.0.1:${port}`;
  const daemon = await startForegroundDaemon({
    name: 'prometheus',
    command: prometheus,
    args: [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dataDir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    host: '127.0.0.1',
    port,
    // Ready once its HTTP API is: it listens before it has loaded its storage.
    ready: () => fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1000) }).then((answer) => answer.ok, () => false),
    log,
  });
  return {
    url,
    pid: daemon.pid,
    /**
     * An instant PromQL query through the HTTP API: its result vector.
     * @param {string} promql @returns {Promise<Array<{ metric: Record<string, string>, value: [number, string] }>>}
     */
    async query(promql) {
      const answer = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: promql })}`);
      const body = /** @type {{ status: string, data?: { result: any[] }, error?: string }} */ (await answer.json());
      if (body.status !== 'success') throw new Error(`prometheus refused ${promql}: ${body.error}`);
      return body.data?.result ?? [];
    },
    close: daemon.close,
  };
}
