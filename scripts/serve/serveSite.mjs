// @ts-check
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { remoteNames } from '@site/shared/remotes';
import { distDir } from '../paths.mjs';
import { buildApps } from '../buildApps.mjs';
import { buildVersion, publish, readPointer, switchLive } from '../release/deployStore.mjs';
import { createGateway } from './gateway.mjs';
import { startIsolatedServices } from './isolatedServices.mjs';
import { startLocalServices } from './localServices.mjs';

/**
 * Builds what is stale and serves the site with the local services. A remote built now is
 * published and goes live, as `npm run release` would; one left as it was keeps whatever version
 * the pointer says (so a rollback survives a restart).
 * @param {{ port: number, host?: string, ports: { cms: number, relay: number, chat: number }, storeDir: string, outboxDir: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export async function serveSite({ port, host = '127.0.0.1', ports, storeDir, outboxDir, env = process.env, log = console.log }) {
  const built = await buildApps({ onlyStale: true });
  const pointer = readPointer(storeDir);
  for (const remote of remoteNames) {
    if (!built.includes(remote) && pointer.remotes[remote]) continue;
    const version = buildVersion(remote);
    if (publish(storeDir, remote, version)) log(`published ${remote} ${version}`);
    if (pointer.releases[remote]?.live !== version) switchLive(storeDir, remote, version, 'release');
  }

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
  const gateway = await createGateway({
    shellDir: distDir('shell'),
    storeDir,
    siteConfig,
    contentToken: readTokens.server,
    chatUrl: `http://127.0.0.1:${ports.chat}`,
    revalidateSecret: env.REVALIDATE_SECRET,
    renderBudgetMs: env.RENDER_BUDGET_MS ? Number(env.RENDER_BUDGET_MS) : undefined,
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
    ...(env.CSP_FRAME_SRC !== undefined ? { frameSources: env.CSP_FRAME_SRC.split(/[\s,]+/).filter(Boolean) } : {}),
  });
  await gateway.listen({ host, port });

  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    services: services.started.map((s) => s.name),
    close: async () => {
      await gateway.close();
      await services.close();
    },
  };
}
