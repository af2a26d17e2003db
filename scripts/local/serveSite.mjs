// @ts-check
// What `npm start` runs around the gateway: the local services (each in a supervised process of its
// own, or in this process), the release state, a step before the gateway listens, then the gateway.
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { createGateway, distDir, gatewayOptionsFromEnv, openStore } from '@site/gateway';
import { startIsolatedServices } from './isolatedServices.mjs';
import { startLocalServices } from './localServices.mjs';

/**
 * Serves the site with the local services (`npm start`, the end-to-end tests, the bench).
 * `prepare` runs once the services are up and before the gateway listens, with what a render check
 * needs (`npm start` builds what is stale and publishes it through the gate there: a step of its own,
 * `scripts/release/publishBuild.mjs`); `plugins` plug into the gateway (the release page).
 * The release state is opened first (`gateway/store/`: PostgreSQL when `DATABASE_URL` is set, else
 * the files of `storeDir`): a database that cannot be reached stops the start before anything runs.
 * @param {{ port: number, host?: string, ports: { cms: number, relay: number, chat: number }, storeDir: string, outboxDir: string, env?: NodeJS.ProcessEnv, prepare?: (context: { storeDir: string, store: import('@site/gateway').Store, siteConfig: ReturnType<typeof siteConfigFromEnv>, contentToken?: string, log: (line: string) => void }) => Promise<void>, plugins?: import('@site/gateway').GatewayPlugin[], log?: (line: string) => void }} options
 */
export async function serveSite({ port, host = '127.0.0.1', ports, storeDir, outboxDir, env = process.env, prepare, plugins = [], log = console.log }) {
  const store = await openStore({ storeDir, databaseUrl: env.DATABASE_URL, log });
  if (store.kind !== 'files') log(`Release state: ${store.describe}`);
  try {
    return await serveWith(store, { port, host, ports, storeDir, outboxDir, env, prepare, plugins, log });
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * @param {import('@site/gateway').Store} store
 * @param {Required<Omit<Parameters<typeof serveSite>[0], 'prepare'>> & Pick<Parameters<typeof serveSite>[0], 'prepare'>} options
 */
async function serveWith(store, { port, host, ports, storeDir, outboxDir, env, prepare, plugins, log }) {
  const siteConfig = siteConfigFromEnv({
    ...env,
    PORT: String(port),
    CMS_PORT: String(ports.cms),
    RELAY_PORT: String(ports.relay),
    CHAT_PORT: String(ports.chat),
  });
  // The site's own servers read content with a token of their own, so their renders never share a
  // visitor's query budget; made afresh at every start unless SANITY_API_READ_TOKEN is set.
  const readTokens = contentReadTokens(env);
  // Before anything starts: DEV_OVERRIDES=on on a production site stops the start here.
  const fromEnv = gatewayOptionsFromEnv(env);
  // Each service in its own supervised process, so a saturated one cannot stall the gateway;
  // LOCAL_SERVICES_IN_PROCESS=1 keeps them in this process (one process to debug).
  const startServices = env.LOCAL_SERVICES_IN_PROCESS === '1' ? startLocalServices : startIsolatedServices;
  const services = await startServices({
    ports,
    outboxDir,
    siteUrl: `http://127.0.0.1:${port}`,
    relayKey: siteConfig.relay.accessKey,
    readToken: readTokens.local,
    log,
  });
  // After the local services are up: a render check in `prepare` renders with real content. A step or
  // a gateway that fails stops the services it started, rather than leave them running.
  let gateway;
  try {
    await prepare?.({ storeDir, store, siteConfig, contentToken: readTokens.server, log });

    gateway = await createGateway({
      shellDir: distDir('shell'),
      storeDir,
      store,
      siteConfig,
      contentToken: readTokens.server,
      chatUrl: `http://127.0.0.1:${ports.chat}`,
      plugins,
      ...fromEnv,
    });
    await gateway.listen({ host, port });
  } catch (error) {
    await services.close();
    throw error;
  }

  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    services: services.started.map((s) => s.name),
    close: async () => {
      await gateway.close();
      await store.close();
      await services.close();
    },
  };
}
