// @ts-check
/**
 * Starts the chat service on its own (`npm run dev` runs it this way; `npm start` embeds it).
 *   node mfe-chat/server/start.mjs
 * Environment: CHAT_PORT (3335), CHAT_HOST (127.0.0.1), CMS_URL (http://127.0.0.1:3333),
 * SANITY_PROJECT_ID / SANITY_DATASET (local / production), SANITY_API_READ_TOKEN (the read token the
 * content service knows the site's servers by; `npm start` passes its own), SITE_URL (http://127.0.0.1:8080, where
 * remotes.json is served), CHAT_RATE_MAX (30 messages a minute per visitor), CHAT_TRUSTED_PROXIES
 * (comma-separated addresses or CIDR ranges whose X-Forwarded-For is believed; none), CHAT_LOG_LEVEL (warn),
 * CONTACT_EMAIL / CONTACT_PHONE / CONTACT_PHONE_ALT / CONTACT_WHATSAPP (the site defaults), and for an
 * optional model: CHAT_LLM_URL (OpenAI-compatible base URL, e.g. https://api.openai.com/v1),
 * CHAT_LLM_KEY, CHAT_LLM_MODEL (gpt-4o-mini), CHAT_LLM_TIMEOUT_MS (8000).
 */
import { servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { listenUntilSignal } from '@site/shared/tooling/nodeServer.mjs';
import { createChatService } from './createChatService.mjs';
import { llmFromEnv } from './llm.mjs';

const port = servicePorts.chat;
const host = process.env.CHAT_HOST ?? '127.0.0.1';
const llm = llmFromEnv(process.env);

const app = await createChatService({
  cmsUrl: process.env.CMS_URL ?? `http://127.0.0.1:${servicePorts.cms}`,
  siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:8080',
  projectId: process.env.SANITY_PROJECT_ID ?? 'local',
  dataset: process.env.SANITY_DATASET ?? 'production',
  cmsToken: process.env.SANITY_API_READ_TOKEN || undefined,
  llm,
  rateLimit: { max: Number(process.env.CHAT_RATE_MAX ?? 30), timeWindow: '1 minute' },
  logger: { level: process.env.CHAT_LOG_LEVEL ?? 'warn' },
});

await listenUntilSignal(app, { name: 'chat service', host, port });
console.log(`chat service http://${host}:${port}/api/chatbot (${llm ? `model ${llm.model} at ${llm.url}` : 'retrieval only'})`);
