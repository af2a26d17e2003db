// @ts-check
// `npm start`: builds what is not built yet, publishes it through the gate, and serves the production
// site with the local services and the release page.
import './projectNode.mjs';
// First: with an OTLP endpoint set, the instrumentations must be in place before Fastify loads.
import { tracing } from '@site/shared/tooling/tracing/gatewayTracing.mjs';
import { servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { resolveDataDir } from '../mfe-forms/server/relayConfig.mjs';
import { serveSite } from './local/serveSite.mjs';
import { releasePagePlugin } from 'releases/server';
import { defaultStoreDir } from './paths.mjs';
import { publishStaleBuilds } from './release/publishBuild.mjs';

const port = Number(process.env.PORT ?? 8080);
const site = await serveSite({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  ports: servicePorts,
  storeDir: defaultStoreDir,
  outboxDir: resolveDataDir(),
  prepare: publishStaleBuilds,
  plugins: [releasePagePlugin()],
});

console.log(`\nThe site is running at ${site.url}`);
for (const line of site.services) console.log(`  ${line}`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await site.close();
  // The spans of the last requests, before the process ends.
  await tracing?.shutdown();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
