// @ts-check
// A gateway in a process of its own for the bench's render rows, so the load the bench makes and the
// gateway it measures do not share one event loop (nginx, beside it, has its own process too).
//   node scripts/bench/gatewayProcess.mjs   (BENCH_GATEWAY: JSON { storeDir, siteConfig, contentToken?, field?, renderLimits?, live? })
// Prints `listening <port>` once it answers; stops on SIGTERM.
// First: with an OTLP endpoint set (the bench's tracing row), the instrumentations must be in place before Fastify loads.
import { tracing } from '@site/shared/tooling/tracing/gatewayTracing.mjs';
import { distDir } from '../paths.mjs';
import { createGateway } from '@site/gateway';

const { storeDir, siteConfig, contentToken, field, renderLimits, live } = JSON.parse(process.env.BENCH_GATEWAY ?? '{}');
const gateway = await createGateway({ shellDir: distDir('shell'), storeDir, siteConfig, contentToken, field, renderLimits, live, log: () => {} });
await gateway.listen({ host: '127.0.0.1', port: 0 });
const { port } = /** @type {import('node:net').AddressInfo} */ (gateway.server.address());
console.log(`listening ${port}`);
// The spans of the last requests go out before the process ends.
process.once('SIGTERM', () => gateway.close().then(() => tracing?.shutdown()).then(() => process.exit(0)));
