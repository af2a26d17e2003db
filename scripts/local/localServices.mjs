// @ts-check
import path from 'node:path';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { contentServiceLimitsFromEnv, contentWritesFromEnv } from '../../cms/server/serviceEnv.mjs';
import { createChatService } from '../../mfe-chat/server/createChatService.mjs';
import { createRelay } from '../../mfe-forms/server/createRelay.mjs';
import { repoRoot } from '../paths.mjs';

/**
 * Starts the embedded default services in this process: the content service, the form relay and
 * the chat service, each on 127.0.0.1 and its own port, as separate deployments would be.
 * @param {{ ports: { cms: number, relay: number, chat: number }, outboxDir: string, siteUrl: string, relayKey: string, readToken?: string, host?: string }} options
 *   `relayKey` is the access key the site's forms send (its runtime configuration), so the two agree;
 *   `readToken` the token the content service accepts from the site's own servers (the chat service sends it too).
 */
export async function startLocalServices({ ports, outboxDir, siteUrl, relayKey, readToken, host = '127.0.0.1' }) {
  /** @type {{ name: string, close: () => Promise<unknown> }[]} */
  const started = [];
  const cmsUrl = `http://${host}:${ports.cms}`;

  const cms = await createContentService({
    datasetPath: process.env.CMS_DATASET ?? path.join(repoRoot, 'cms/dataset/production.ndjson'),
    imagesDir: path.join(repoRoot, 'cms/dataset/images'),
    publicUrl: cmsUrl,
    // The same limits as the service started on its own reads (CMS_RATE_*, CMS_IMAGE_CACHE_MB, ...).
    ...contentServiceLimitsFromEnv(process.env),
    readToken,
    // Editors' writes (SANITY_API_WRITE_TOKEN) and the publish webhook to this site's gateway.
    ...contentWritesFromEnv(process.env, { siteUrl }),
  });
  await cms.listen({ host, port: ports.cms });
  started.push({ name: `content service  ${cmsUrl}`, close: () => cms.close() });

  const relay = await createRelay({ accessKeys: [relayKey], dataDir: outboxDir });
  await relay.listen({ host, port: ports.relay });
  started.push({ name: `form relay       http://${host}:${ports.relay}/submit`, close: () => relay.close() });

  // The chat service also reads the services remote's built-in pages, found through the site's pointer.
  // The gateway on this machine is the only proxy in front of it.
  const chat = await createChatService({ cmsUrl, cmsToken: readToken, siteUrl, trustedProxies: ['127.0.0.1', '::1'] });
  await chat.listen({ host, port: ports.chat });
  started.push({ name: `chat service     http://${host}:${ports.chat}/api/chatbot`, close: () => chat.close() });

  return {
    started,
    close: () => Promise.all(started.map((service) => service.close())),
  };
}
