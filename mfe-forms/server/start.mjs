// @ts-check
// Runs the local form relay (the embedded stand-in for Web3Forms) until SIGINT/SIGTERM.
import { localServiceDefaults, servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { listenUntilSignal } from '@site/shared/tooling/nodeServer.mjs';
import { createRelay } from './createRelay.mjs';
import { resolveDataDir } from './relayConfig.mjs';

const host = process.env.RELAY_HOST || '127.0.0.1';
// The site's built-in configuration sends this key to this port, so the two agree without setup.
const port = servicePorts.relay;
const accessKey = process.env.RELAY_ACCESS_KEY || localServiceDefaults.relayAccessKey;
const dataDir = resolveDataDir();

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`RELAY_PORT must be a port number, got "${process.env.RELAY_PORT}".`);
  process.exit(1);
}

// Warnings and failed saves still reach the terminal; each accepted form is in the outbox instead.
const app = await createRelay({ accessKeys: [accessKey], dataDir, logger: { level: 'warn' } });
await listenUntilSignal(app, { name: 'Form relay', host, port });

const address = app.server.address();
const shownPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`Form relay listening on http://${shownHost}:${shownPort} (POST /submit, GET /health)`);
console.log(`Access key: ${process.env.RELAY_ACCESS_KEY ? 'from RELAY_ACCESS_KEY' : accessKey}`);
console.log(`Submissions stored in ${dataDir} (list them with: npm run outbox)`);
