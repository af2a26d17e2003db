// @ts-check
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { superviseService } from './supervisor.mjs';

/**
 * Starts the local content service, form relay and chat service each in its own supervised
 * process (as the separate deployments they are in production), on `host` and their ports.
 * Same options and answer as `startLocalServices`, which runs them in this process.
 * @param {{ ports: { cms: number, relay: number, chat: number }, outboxDir: string, siteUrl: string, relayKey: string, readToken?: string, host?: string, log?: (line: string) => void }} options
 */
export async function startIsolatedServices({ ports, outboxDir, siteUrl, relayKey, readToken, host = '127.0.0.1', log }) {
  const cmsUrl = `http://${host}:${ports.cms}`;
  // A token goes only to the services that use it: the content service accepts it, the chat service sends it.
  const { SANITY_API_READ_TOKEN: _given, CMS_READ_TOKEN: _accepted, ...base } = process.env;
  // The gateway's OTEL_SERVICE_NAME is the gateway's: the content service's traces keep their own name (`content`).
  const { OTEL_SERVICE_NAME: _gatewayName, ...contentBase } = base;
  const token = readToken ? { CMS_READ_TOKEN: readToken } : {};
  const services = await Promise.all([
    superviseService({
      name: 'content service',
      script: path.join(repoRoot, 'cms/server/start.mjs'),
      // SITE_URL: where its publish webhook goes (SANITY_REVALIDATE_SECRET set, CMS_WEBHOOK_URL not).
      env: { ...contentBase, ...token, CMS_PORT: String(ports.cms), CMS_HOST: host, CMS_PUBLIC_URL: cmsUrl, SITE_URL: siteUrl },
      host,
      port: ports.cms,
      log,
    }),
    superviseService({
      name: 'form relay',
      script: path.join(repoRoot, 'mfe-forms/server/start.mjs'),
      env: { ...base, RELAY_PORT: String(ports.relay), RELAY_HOST: host, RELAY_ACCESS_KEY: relayKey, RELAY_DATA_DIR: outboxDir },
      host,
      port: ports.relay,
      log,
    }),
    superviseService({
      name: 'chat service',
      script: path.join(repoRoot, 'mfe-chat/server/start.mjs'),
      // The gateway on this machine is the only proxy in front of it.
      env: {
        ...base,
        ...(readToken ? { SANITY_API_READ_TOKEN: readToken } : {}),
        CHAT_PORT: String(ports.chat),
        CHAT_HOST: host,
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        CHAT_TRUSTED_PROXIES: '127.0.0.1,::1',
      },
      host,
      port: ports.chat,
      log,
    }),
  ]);
  const [cms, relay, chat] = services;
  return {
    started: [
      { name: `content service  ${cmsUrl} (pid ${cms.pid})`, close: () => cms.close() },
      { name: `form relay       http://${host}:${ports.relay}/submit (pid ${relay.pid})`, close: () => relay.close() },
      { name: `chat service     http://${host}:${ports.chat}/api/chatbot (pid ${chat.pid})`, close: () => chat.close() },
    ],
    close: () => Promise.all(services.map((service) => service.close())),
  };
}
