// @ts-check
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { distDir } from '../paths.mjs';
import { devOverridesFromEnv } from './delivery/devOverride.mjs';
import { previewSecret } from './delivery/previewSecret.mjs';
import { fieldConfigFromEnv } from './field/fieldConfig.mjs';
import { openStore } from '../store/store.mjs';
import { createGateway } from './gateway.mjs';
import { DEFAULT_RENDER_LIMITS } from './ssr/composePage.mjs';
import { startIsolatedServices } from './isolatedServices.mjs';
import { startLocalServices } from './localServices.mjs';

/** The environment variable of each render limit (defaults: `DEFAULT_RENDER_LIMITS`). */
const RENDER_LIMIT_ENV = /** @type {const} */ ({
  freshMs: 'PAGE_CACHE_FRESH_MS',
  maxAgeMs: 'PAGE_CACHE_MAX_AGE_MS',
  staleIfErrorMs: 'PAGE_STALE_IF_ERROR_MS',
  notFoundMs: 'PAGE_NOT_FOUND_CACHE_MS',
  maxEntries: 'PAGE_CACHE_MAX_ENTRIES',
  maxBytes: 'PAGE_CACHE_MAX_BYTES',
  concurrency: 'RENDER_CONCURRENCY',
  queue: 'RENDER_QUEUE',
  clientBurst: 'RENDER_CLIENT_BURST',
  clientPerSecond: 'RENDER_CLIENT_PER_SECOND',
  retryAfterS: 'RENDER_RETRY_AFTER_S',
});

/**
 * The render limits the environment sets; a value that is not a non-negative number stops the start
 * with its name, rather than running unbounded.
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('./ssr/composePage.mjs').RenderLimits}
 */
export function renderLimitsFromEnv(env) {
  /** @type {Record<string, number>} */
  const limits = {};
  for (const [limit, name] of Object.entries(RENDER_LIMIT_ENV)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0 (default ${DEFAULT_RENDER_LIMITS[/** @type {keyof typeof DEFAULT_RENDER_LIMITS} */ (limit)]}), not "${text}"`);
    limits[limit] = value;
  }
  return limits;
}

/**
 * What the environment decides of a gateway (`createGateway`'s options), read the same way by
 * `npm start` and by each gateway process of a cluster (`scripts/cluster/gatewayProcess.mjs`).
 * Throws before anything starts on a value that must not run (DEV_OVERRIDES=on on a production site,
 * a render limit that is not a number).
 * @param {NodeJS.ProcessEnv} env
 */
export function gatewayOptionsFromEnv(env) {
  /** @param {string | undefined} text */
  const list = (text) => (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return {
    revalidateSecret: env.REVALIDATE_SECRET,
    webhookSecret: env.SANITY_REVALIDATE_SECRET,
    previewSecret: previewSecret(env),
    trustedProxies: list(env.TRUSTED_PROXIES),
    renderBudgetMs: env.RENDER_BUDGET_MS ? Number(env.RENDER_BUDGET_MS) : undefined,
    renderLimits: renderLimitsFromEnv(env),
    field: fieldConfigFromEnv(env),
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
    devOverrides: devOverridesFromEnv(env),
    varnishUrls: list(env.VARNISH_PURGE_URLS),
    ...(env.CSP_FRAME_SRC !== undefined ? { frameSources: env.CSP_FRAME_SRC.split(/[\s,]+/).filter(Boolean) } : {}),
  };
}

/**
 * Serves the site with the local services (`npm start`, the end-to-end tests, the bench).
 * `prepare` runs once the services are up and before the gateway listens, with what a render check
 * needs (`npm start` builds what is stale and publishes it through the gate there: a step of its own,
 * `scripts/release/publishBuild.mjs`); `plugins` plug into the gateway (the release page).
 * The release state is opened first (`gateway/store/`: PostgreSQL when `DATABASE_URL` is set, else
 * the files of `storeDir`): a database that cannot be reached stops the start before anything runs.
 * @param {{ port: number, host?: string, ports: { cms: number, relay: number, chat: number }, storeDir: string, outboxDir: string, env?: NodeJS.ProcessEnv, prepare?: (context: { storeDir: string, store: import('../store/store.mjs').Store, siteConfig: ReturnType<typeof siteConfigFromEnv>, contentToken?: string, log: (line: string) => void }) => Promise<void>, plugins?: import('./gateway.mjs').GatewayPlugin[], log?: (line: string) => void }} options
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
 * @param {import('../store/store.mjs').Store} store
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
