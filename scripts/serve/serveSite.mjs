// @ts-check
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { remoteNames } from '@site/shared/remotes';
import { distDir } from '../paths.mjs';
import { buildApps } from '../buildApps.mjs';
import { buildVersion, publish, readPointer } from '../release/deployStore.mjs';
import { gatedSwitch } from '../release/gate.mjs';
import { previewSecret } from './delivery/previewSecret.mjs';
import { shellReactVersion } from '../release/releaseCli.mjs';
import { fieldConfigFromEnv } from './field/fieldConfig.mjs';
import { createGateway } from './gateway.mjs';
import { DEFAULT_RENDER_LIMITS } from './ssr/composer.mjs';
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
 * @returns {import('./ssr/composer.mjs').RenderLimits}
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
 * Builds what is stale and serves the site with the local services. A remote built now is
 * published and goes live through the release gate (health check, audit record), as `npm run release`
 * would; one left as it was keeps whatever version the pointer says (so a rollback survives a restart).
 * @param {{ port: number, host?: string, ports: { cms: number, relay: number, chat: number }, storeDir: string, outboxDir: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export async function serveSite({ port, host = '127.0.0.1', ports, storeDir, outboxDir, env = process.env, log = console.log }) {
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
  // After the local services are up: the gate's render check renders with real content. A build or
  // a gateway that fails stops the services it started, rather than leave them running.
  let gateway;
  try {
    const built = await buildApps({ onlyStale: true });
    const pointer = readPointer(storeDir);
    for (const remote of remoteNames) {
      if (!built.includes(remote) && pointer.remotes[remote]) continue;
      const version = buildVersion(remote);
      if (publish(storeDir, remote, version)) log(`published ${remote} ${version}`);
      if (pointer.releases[remote]?.live === version) continue;
      try {
        await gatedSwitch({
          storeDir,
          remote,
          version,
          action: 'release',
          reason: 'local start: the build on disk',
          hostReactVersion: shellReactVersion(),
          // Rendered against this site's own content service, with the servers' read token.
          content: { siteConfig, token: readTokens.server },
        });
      } catch (error) {
        // A build that fails the gate is kept out; the site starts on the version that was live.
        log(`✖ ${error instanceof Error ? error.message : error}`);
      }
    }

    gateway = await createGateway({
      shellDir: distDir('shell'),
      storeDir,
      siteConfig,
      contentToken: readTokens.server,
      chatUrl: `http://127.0.0.1:${ports.chat}`,
      revalidateSecret: env.REVALIDATE_SECRET,
      webhookSecret: env.SANITY_REVALIDATE_SECRET,
      previewSecret: previewSecret(env),
      trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
      renderBudgetMs: env.RENDER_BUDGET_MS ? Number(env.RENDER_BUDGET_MS) : undefined,
      renderLimits: renderLimitsFromEnv(env),
      field: fieldConfigFromEnv(env),
      sourceMaps: env.SERVE_SOURCE_MAPS === '1',
      ...(env.CSP_FRAME_SRC !== undefined ? { frameSources: env.CSP_FRAME_SRC.split(/[\s,]+/).filter(Boolean) } : {}),
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
      await services.close();
    },
  };
}
