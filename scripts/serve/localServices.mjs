// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../paths.mjs';

/**
 * Starts the embedded default services in this process: the content service, the form relay and
 * the chat service, each on 127.0.0.1 and its own port, as separate deployments would be.
 * @param {{ ports: { cms: number, relay: number, chat: number }, dataDir: string, siteUrl: string, relayKey?: string, host?: string }} options
 */
export async function startLocalServices({ ports, dataDir, siteUrl, relayKey = 'local-relay-key', host = '127.0.0.1' }) {
  /** @type {{ name: string, close: () => Promise<unknown> }[]} */
  const started = [];
  const cmsUrl = `http://${host}:${ports.cms}`;

  const { createContentService } = await import('../../cms/server/createContentService.mjs');
  const cms = await createContentService({
    datasetPath: path.join(repoRoot, 'cms/dataset/production.ndjson'),
    imagesDir: path.join(repoRoot, 'cms/dataset/images'),
    publicUrl: cmsUrl,
  });
  await cms.listen({ host, port: ports.cms });
  started.push({ name: `content service  ${cmsUrl}`, close: () => cms.close() });

  const { createRelay } = await import('../../mfe-forms/relay/createRelay.mjs');
  const relay = await createRelay({ accessKeys: [relayKey], dataDir: path.join(dataDir, 'outbox') });
  await relay.listen({ host, port: ports.relay });
  started.push({ name: `form relay       http://${host}:${ports.relay}/submit`, close: () => relay.close() });

  const chatModule = path.join(repoRoot, 'mfe-chat/server/createChatService.mjs');
  if (existsSync(chatModule)) {
    const { createChatService } = await import(pathToFileURL(chatModule).href);
    // The chat service also reads the services remote's built-in pages, found through the site's pointer.
    const chat = await createChatService({ cmsUrl, siteUrl });
    await chat.listen({ host, port: ports.chat });
    started.push({ name: `chat service     http://${host}:${ports.chat}/api/chatbot`, close: () => chat.close() });
  }

  return {
    started,
    close: () => Promise.all(started.map((service) => service.close())),
  };
}
