// @ts-check
// `npm run start:cluster -- --gateways 2`: the site as a cluster on one machine (docs/cluster.md).
// What `npm start` does (build what is stale, publish it through the gate, the local services once),
// then a PostgreSQL of its own (.data/cluster/postgres; DATABASE_URL set: that one instead), holding
// the release state and the published versions, N gateway processes on internal ports, each with a
// deploy folder of its own (.data/cluster/gateways/<port>, a cache of those versions), Varnish in front, the edge (HAProxy: TLS,
// HTTP/2, 103 Early Hints) on the site's port and its HTTPS port in front of Varnish when HAProxy is
// installed, and, when installed, Prometheus scraping every gateway's /metrics (.data/cluster/prometheus).
import './projectNode.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { gatewayOptionsFromEnv, openStore, previewSecret } from '@site/gateway';
import { startIsolatedServices } from './local/isolatedServices.mjs';
import { resolveDataDir } from '../mfe-forms/server/relayConfig.mjs';
import { haproxyPath } from './cluster/edge.mjs';
import { startHintedEdge } from './cluster/edgeHints.mjs';
import { startPostgres } from './cluster/postgres.mjs';
import { freeLoopbackPort, prometheusPath, startPrometheus } from './cluster/prometheus.mjs';
import { startVarnish, varnishdPath } from './cluster/varnish.mjs';
import { defaultDataDir, defaultStoreDir } from './paths.mjs';
import { publishStaleBuilds } from './release/publishBuild.mjs';

const { values } = parseArgs({ options: { gateways: { type: 'string', default: '2' } } });
const count = Number(values.gateways);
if (!Number.isInteger(count) || count < 1) throw new Error(`--gateways must be a whole number >= 1, not "${values.gateways}"`);
if (!varnishdPath()) {
  console.error('Varnish is not installed. On Debian or Ubuntu: apt-get install varnish varnish-modules (docs/cluster.md).');
  process.exit(1);
}

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const firstGatewayPort = Number(env.CLUSTER_GATEWAY_PORT ?? port + 1);
// With the edge on the site's port, Varnish moves behind it.
const withEdge = haproxyPath() !== undefined;
const httpsPort = Number(env.CLUSTER_HTTPS_PORT ?? 8443);
const varnishPort = withEdge ? Number(env.CLUSTER_VARNISH_PORT ?? port + 100) : port;
const clusterDir = path.join(defaultDataDir, 'cluster');
const log = (/** @type {string} */ line) => console.log(line);

// Every process of the cluster must agree on what `npm start` draws per start: the content read
// token, the release page's session secret; the preview secret is made once into .data here.
if (!env.SANITY_PROJECT_ID) env.SANITY_API_READ_TOKEN ||= randomBytes(32).toString('base64url');
env.RELEASE_PAGE_SECRET ||= randomBytes(32).toString('base64url');
env.PREVIEW_SECRET ||= previewSecret(env);
env.SITE_URL ||= `http://localhost:${port}`;
// Every request reaches a gateway from Varnish: its X-Forwarded-For names the visitor, so each keeps
// their own render allowance instead of all sharing Varnish's.
env.TRUSTED_PROXIES ||= '127.0.0.1';
// The gateway that receives a content webhook purges this Varnish (an `xkey` purge).
env.VARNISH_PURGE_URLS ||= `http://127.0.0.1:${varnishPort}/`;
// Before anything starts: a setting that must not run stops the start here, as in `npm start`.
gatewayOptionsFromEnv(env);

/** What to stop on the way out, last started first. @type {(() => Promise<void> | void)[]} */
const stops = [];
let stopping = false;
let started = false;
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await Promise.resolve(stop()).catch((error) => console.error(error));
};
/** A start stopped by a signal: what it began is stopped, and it ends without an error. */
class StartStopped extends Error {}
/** Between two steps of the start: a signal meanwhile ends it here, with what began so far stopped. */
const onward = () => {
  if (stopping) throw new StartStopped();
};
// From the first moment: SIGTERM or Ctrl+C while the start is under way stops what it began (its
// PostgreSQL too, which runs in a session of its own and outlives the start's process group).
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopAll();
  // Mid-start, the step under way ends first; the start then stops what it began and exits.
  if (started) process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  if (!env.DATABASE_URL) {
    const postgres = await startPostgres({ dataDir: path.join(clusterDir, 'postgres'), port: Number(env.CLUSTER_POSTGRES_PORT ?? 5433), log });
    stops.push(postgres.stop);
    env.DATABASE_URL = postgres.url;
  }
  onward();

  const siteConfig = siteConfigFromEnv({ ...env, PORT: String(port) });
  const tokens = contentReadTokens(env);
  const services = await startIsolatedServices({ ports: servicePorts, outboxDir: resolveDataDir(), siteUrl: `http://127.0.0.1:${port}`, relayKey: siteConfig.relay.accessKey, readToken: tokens.local, log });
  stops.push(async () => {
    await services.close();
  });
  onward();
  // Published into the store the gateways read (the cluster's PostgreSQL), as `npm start` does into its own.
  const store = await openStore({ storeDir: defaultStoreDir, databaseUrl: env.DATABASE_URL, log });
  try {
    await publishStaleBuilds({ storeDir: defaultStoreDir, store, siteConfig, contentToken: tokens.server, log });
  } finally {
    await store.close();
  }
  onward();

  // Each gateway's stop is kept from its spawn on (`startGateway`), so a signal while they start stops them.
  const gateways = await Promise.all(Array.from({ length: count }, (_, i) => startGateway(firstGatewayPort + i)));
  onward();

  const varnish = await startVarnish({ port: varnishPort, host: withEdge ? '127.0.0.1' : host, gateways: gateways.map((gateway) => ({ host: '127.0.0.1', port: gateway.port })), workDir: path.join(clusterDir, 'varnish') });
  stops.push(varnish.close);
  onward();

  // Plain HTTP on the site's port keeps working (curl, the release commands' --to); production
  // redirects it to HTTPS (docs/cluster.md). Its hints follow the gateways (cluster/edgeHints.mjs).
  const hinted = withEdge
    ? await startHintedEdge({ host, http: port, https: httpsPort, backend: { host: '127.0.0.1', port: varnishPort }, dir: path.join(clusterDir, 'edge'), gateways: () => gateways.map((gateway) => `http://127.0.0.1:${gateway.port}`), log })
    : undefined;
  const edge = hinted?.edge;
  if (hinted) {
    stops.push(hinted.close);
    if (!(await hinted.ready)) console.error('The edge could not learn its hints from the gateways yet: it sends none until it does.');
  }
  onward();

  // Optional: the site runs the same without it; its figures are then each gateway's /metrics alone.
  const prometheus = prometheusPath()
    ? await startPrometheus({
        port: Number(env.CLUSTER_PROMETHEUS_PORT ?? (await freeLoopbackPort())),
        targets: gateways.map((gateway) => `127.0.0.1:${gateway.port}`),
        dataDir: path.join(clusterDir, 'prometheus'),
        log,
      })
    : undefined;
  if (prometheus) stops.push(prometheus.close);
  onward();

  const siteHost = host === '127.0.0.1' ? 'localhost' : host;
  if (edge) {
    console.log(`\nThe site is running at https://${siteHost}:${httpsPort} and http://${siteHost}:${port} (the edge, HAProxy)`);
    console.log(`  its local certificate: ${path.join(clusterDir, 'edge', 'edge.crt')} (SPKI sha256 ${edge.spki})`);
    console.log(`  Varnish at http://127.0.0.1:${varnishPort}`);
  } else {
    console.log(`\nThe site is running at http://${siteHost}:${port} (Varnish)`);
    console.log('  no edge (apt-get install haproxy for HTTPS, HTTP/2 and Early Hints; docs/cluster.md)');
  }
  for (const gateway of gateways) console.log(`  gateway at http://127.0.0.1:${gateway.port} (pid ${gateway.pid()})`);
  console.log(`  PostgreSQL at ${env.DATABASE_URL}`);
  console.log(prometheus ? `  Prometheus at ${prometheus.url}, scraping each gateway's /metrics` : '  no Prometheus (apt-get install prometheus to keep the gateways\' metrics; docs/metrics.md)');
  for (const line of services.started.map((s) => s.name)) console.log(`  ${line}`);
  console.log('Press Ctrl+C to stop.');
  started = true;
} catch (error) {
  await stopAll();
  if (error instanceof StartStopped || stopping) process.exit(0);
  throw error;
}

/**
 * One gateway process (`cluster/gatewayProcess.mjs`) on `gatewayPort`, started again when it stops
 * unasked: while it is down, Varnish's health checks send its share to the others.
 * @param {number} gatewayPort
 */
async function startGateway(gatewayPort) {
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const stopGateway = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })
    );
  const launch = () =>
    new Promise((resolve, reject) => {
      child = spawn(process.execPath, [path.join(import.meta.dirname, 'cluster/gatewayProcess.mjs')], {
        // Its deploy folder its own, as on a machine of its own: a cache of the versions in PostgreSQL.
        env: { ...env, GATEWAY_PORT: String(gatewayPort), DEPLOY_STORE: path.join(clusterDir, 'gateways', String(gatewayPort)) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (chunk) => {
        const text = String(chunk);
        if (text.startsWith(`listening ${gatewayPort}`)) resolve(undefined);
        else process.stdout.write(text);
      });
      child.once('exit', (code, signal) => {
        reject(new Error(`the gateway on port ${gatewayPort} stopped at start (${signal ?? code})`));
        if (stopping) return;
        console.error(`The gateway on port ${gatewayPort} stopped (${signal ?? code}): starting it again.`);
        setTimeout(() => launch().catch((error) => console.error(error.message)), 1000);
      });
    });
  const first = launch();
  stops.push(stopGateway);
  await first;
  return { port: gatewayPort, pid: () => child.pid, stop: stopGateway };
}
