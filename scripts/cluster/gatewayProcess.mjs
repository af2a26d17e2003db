// @ts-check
// One gateway of a cluster, in a process of its own (`npm run start:cluster`, the cluster's tests):
// the same gateway `npm start` serves, configured by the same environment, without the local
// services (the launcher runs them once for every gateway). Its port is `GATEWAY_PORT` (0: any free
// one) on `GATEWAY_HOST` (127.0.0.1); it prints `listening <port>` once it answers and stops on
// SIGTERM or SIGINT. The gateway image's command (deploy/kubernetes/Containerfile).
// First: with an OTLP endpoint set, the instrumentations must be in place before Fastify loads.
import { tracing } from '@site/shared/tooling/tracing/gatewayTracing.mjs';
import { servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { createGateway, gatewayOptionsFromEnv } from '@site/gateway';
import { releasePagePlugin } from 'releases/server';
import { defaultStoreDir, distDir } from '../paths.mjs';

const env = process.env;
const siteConfig = siteConfigFromEnv(env);
const gateway = await createGateway({
  shellDir: distDir('shell'),
  // Its own deploy folder (DEPLOY_STORE): with DATABASE_URL a cache of the versions PostgreSQL holds.
  // A switch any gateway (or a
  // command) makes is seen by all at their next request (the pointer is read per request).
  storeDir: defaultStoreDir,
  siteConfig,
  // The launcher hands every gateway the same token, the one the content service accepts.
  contentToken: contentReadTokens(env).server,
  // The chat service: the launcher's on this machine, or where CHAT_URL names it (a Service in Kubernetes).
  chatUrl: env.CHAT_URL || `http://127.0.0.1:${servicePorts.chat}`,
  plugins: [releasePagePlugin()],
  ...gatewayOptionsFromEnv(env),
  ...(env.GATEWAY_QUIET === '1' ? { log: () => {} } : {}),
});
// Loopback behind the launcher's Varnish; every address in a container (GATEWAY_HOST=0.0.0.0).
await gateway.listen({ host: env.GATEWAY_HOST || '127.0.0.1', port: Number(env.GATEWAY_PORT ?? 0) });
const { port } = /** @type {import('node:net').AddressInfo} */ (gateway.server.address());
console.log(`listening ${port}`);
// The spans of the last requests go out before the process ends.
const stop = () => gateway.close().then(() => tracing?.shutdown()).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
