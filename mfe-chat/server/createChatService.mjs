// @ts-check
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { drainOnClose, REQUEST_TIMEOUT_MS, requestTimeoutOptions } from '@site/shared/tooling/nodeServer.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import Fastify from 'fastify';
import { createCmsSource } from './content/cmsSource.mjs';
import { createContentIndex, RETRY_MS } from './content/contentIndex.mjs';
import { createDefaultsSource } from './content/defaultsSource.mjs';
import { askLlm, llmFromEnv } from './llm.mjs';
import { answerMessage } from './retrieval/answer.mjs';

export const MAX_MESSAGE_LENGTH = 1000;
export const BODY_LIMIT = 16 * 1024;

// Browsers on the site's dev servers call the service directly; the built site goes through its
// own origin's /api gateway and needs no CORS at all.
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * @typedef {{
 *   cmsUrl: string;
 *   cmsToken?: string;
 *   siteUrl: string;
 *   projectId?: string;
 *   dataset?: string;
 *   llm?: import('./llm.mjs').LlmConfig | null;
 *   rateLimit?: { max: number; timeWindow: string | number };
 *   refreshMs?: number;
 *   contact?: import('./retrieval/answer.mjs').Contact;
 *   siteName?: string;
 *   trustedProxies?: string[];
 *   requestTimeoutMs?: number;
 *   logger?: boolean | import('fastify').FastifyServerOptions['logger'];
 * }} ChatServiceOptions
 */

/**
 * The chat API behind `POST /api/chatbot`: answers visitors from the firm's published content
 * (content service + the services remote's built-in pages), optionally phrased by an LLM.
 * Returns the Fastify instance without listening.
 *
 * `llm` defaults to the CHAT_LLM_* environment (none set: retrieval only); pass `null` to turn it off.
 * `trustedProxies` (addresses or CIDR ranges; default CHAT_TRUSTED_PROXIES, comma-separated, else
 * none) are the only callers whose `X-Forwarded-For` names the visitor. `requestTimeoutMs` bounds how long a
 * whole request (headers and body) may take to arrive: past it the answer is 408.
 * @param {ChatServiceOptions} options
 */
export async function createChatService({
  cmsUrl,
  cmsToken,
  siteUrl,
  projectId = 'local',
  dataset = 'production',
  llm = llmFromEnv(process.env),
  rateLimit: limits = { max: 30, timeWindow: '1 minute' },
  refreshMs = 30000,
  contact,
  siteName,
  trustedProxies = (process.env.CHAT_TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  logger = false,
}) {
  const site = siteConfigFromEnv(process.env);
  const reachable = contact ?? site.contact;
  const name = siteName ?? site.siteName;

  // Behind the site's gateway the visitor's address is the forwarded one. Only the configured
  // proxies are believed: anyone else could dodge the rate limit by sending the header, and behind
  // an unlisted proxy every visitor would share that proxy's bucket (visible, so it gets configured).
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    ...requestTimeoutOptions({ timeoutMs: requestTimeoutMs, timeoutBody: { error: 'The message took too long to arrive. Please send it again.' } }),
  });
  drainOnClose(app);
  const log = { info: (/** @type {string} */ msg) => app.log.info(msg), warn: (/** @type {string} */ msg) => app.log.warn(msg) };

  const content = createContentIndex({
    cms: createCmsSource({ cmsUrl, projectId, dataset, token: cmsToken }),
    defaults: createDefaultsSource({ siteUrl }),
    log,
  });

  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let closed = false;
  // Polls every refreshMs, and sooner while a source is down, so the index catches up quickly when
  // a source starts after this service (the site's front door starts after the local services).
  const schedule = () => {
    if (closed || refreshMs <= 0) return;
    const delay = content.degraded() ? Math.min(refreshMs, RETRY_MS) : refreshMs;
    timer = setTimeout(() => void content.refresh().finally(schedule), delay).unref();
  };
  app.addHook('onReady', async () => {
    void content.refresh().finally(schedule);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });

  // JSON answers only: nothing may sniff them into a page or frame them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'");
  });

  // Answers never carry stack traces: 4xx keep Fastify's short reason, anything else is generic.
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = /** @type {{ statusCode?: unknown; message?: unknown }} */ (error ?? {});
    const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ error: status === 500 || typeof message !== 'string' ? 'Internal error of the chat service' : message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

  await app.register(cors, {
    origin: (origin, callback) => callback(null, Boolean(origin) && LOCAL_ORIGIN.test(/** @type {string} */ (origin))),
    methods: ['POST', 'GET', 'OPTIONS'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    max: limits.max,
    timeWindow: limits.timeWindow,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many messages. Please wait ${context.after} and try again.`,
    }),
  });

  app.get('/api/chatbot/health', async () => ({ status: 'ok', ...content.status() }));

  app.post(
    '/api/chatbot',
    {
      preValidation: async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '');
        if (!/^application\/json\s*(;|$)/i.test(type)) {
          return reply.code(415).send({ error: 'Send the message as JSON (Content-Type: application/json).' });
        }
        const problem = invalidMessage(request.body);
        if (problem) return reply.code(400).send({ error: problem });
      },
    },
    async (request) => {
      const message = /** @type {{ message: string }} */ (request.body).message.trim();
      const index = await content.current();
      const answer = answerMessage(index, message, reachable, name);

      if (llm && answer.passages.length > 0) {
        try {
          const reply = await askLlm(llm, { message, passages: answer.passages, contact: reachable, siteName: name });
          return { reply, sources: answer.sources };
        } catch (error) {
          request.log.warn(`LLM skipped, answering from retrieval: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { reply: answer.reply, sources: answer.sources };
    },
  );

  return app;
}

/**
 * Why a request body is not a valid chat message, or null when it is.
 * @param {unknown} body
 */
export function invalidMessage(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object with a "message" field.';
  const { message } = /** @type {{ message?: unknown }} */ (body);
  if (message === undefined || message === null) return 'The "message" field is required.';
  if (typeof message !== 'string') return 'The "message" field must be a string.';
  const length = message.trim().length;
  if (length === 0) return 'The message is empty.';
  if (length > MAX_MESSAGE_LENGTH) return `The message is too long (at most ${MAX_MESSAGE_LENGTH} characters).`;
  return null;
}
