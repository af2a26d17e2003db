// @ts-check
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { drainOnClose, REQUEST_TIMEOUT_MS, requestTimeoutOptions } from '@site/shared/tooling/nodeServer.mjs';
import Fastify from 'fastify';
import { createIdempotency, IDEMPOTENCY_KEY } from './idempotency.mjs';
import { describeError, MESSAGES } from './relayErrors.mjs';
import { ensureStore, saveSubmission } from './submissionStore.mjs';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Same text for real and honeypot acceptance, so a bot cannot tell it was discarded. */
export const SUCCESS_MESSAGE = 'Form submitted successfully';
/** Dev servers run on varying ports, so any local http origin may post to the relay. */
export const LOCAL_ORIGINS = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * @typedef {object} RelayOptions
 * @property {readonly string[]} accessKeys keys a form may send as `access_key`
 * @property {string} dataDir where accepted submissions are written (created if missing)
 * @property {{ max: number, timeWindow: number | string }} [rateLimit] per client address, on POST /submit
 * @property {import('@fastify/cors').FastifyCorsOptions['origin']} [origins] allowed browser origins
 * @property {number} [requestTimeoutMs] how long a whole request (headers and body) may take to arrive; then 408
 * @property {boolean | import('fastify').FastifyLoggerOptions} [logger]
 */

/**
 * Local stand-in for Web3Forms: accepts the same JSON contract and keeps every accepted
 * submission on disk instead of sending an email. Returns the instance without listening.
 * @param {RelayOptions} options
 */
export async function createRelay({
  accessKeys,
  dataDir,
  rateLimit: limit = { max: 20, timeWindow: '1 minute' },
  origins = LOCAL_ORIGINS,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  logger = false,
}) {
  const keys = new Set(accessKeys.filter((key) => typeof key === 'string' && key !== ''));
  if (keys.size === 0) throw new Error('createRelay: at least one access key is required');
  const orphans = await ensureStore(dataDir);
  const idempotency = await createIdempotency(dataDir);

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestTimeoutOptions({ timeoutMs: requestTimeoutMs, timeoutBody: { success: false, message: MESSAGES.requestTimeout } }),
  });
  drainOnClose(app);
  if (orphans > 0) app.log.warn(`removed ${orphans} unfinished temp file(s) left by an earlier crash`);
  // Web3Forms takes JSON only here; dropping the built-in text/plain parser makes Fastify answer 415.
  app.removeContentTypeParser('text/plain');

  // JSON answers only: nothing may sniff them into a page or frame them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'");
  });

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'relay request failed');
    return reply.code(statusCode).send({ success: false, message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: MESSAGES.notFound }));

  // Registered before the rate limiter so that even a 429 carries CORS headers and the
  // browser lets the form read its message.
  // The site's forms send an Idempotency-Key, so a preflight must allow it.
  await app.register(cors, { origin: origins, methods: ['GET', 'POST'], allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => Object.assign(new Error(MESSAGES.rateLimited), { statusCode: 429 }),
  });

  app.get('/health', async () => ({ ok: true }));

  app.post('/submit', { config: { rateLimit: limit } }, async (request, reply) => {
    // A POST without Content-Type and without body skips the parsers, so check it here.
    if (request.headers['content-type'] === undefined) {
      return reply.code(415).send({ success: false, message: MESSAGES.unsupportedType });
    }
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ success: false, message: MESSAGES.notAnObject });
    }
    // access_key and botcheck are relay controls, not content, so they are not stored.
    const { access_key: accessKey, botcheck, ...fields } = /** @type {Record<string, unknown>} */ (body);
    if (accessKey === undefined || accessKey === null || accessKey === '') {
      return reply.code(400).send({ success: false, message: MESSAGES.missingKey });
    }
    if (typeof accessKey !== 'string' || !keys.has(accessKey)) {
      return reply.code(401).send({ success: false, message: MESSAGES.invalidKey });
    }
    if (botcheck) return { success: true, message: SUCCESS_MESSAGE };
    if (!hasText(fields.message) && !hasText(fields.email)) {
      return reply.code(400).send({ success: false, message: MESSAGES.nothingToSend });
    }
    const idempotencyKey = request.headers['idempotency-key'];
    if (idempotencyKey !== undefined && (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey))) {
      return reply.code(400).send({ success: false, message: MESSAGES.badIdempotencyKey });
    }
    // Awaited before answering: a success means the record is on disk.
    const save = () => saveSubmission(dataDir, { ip: request.ip, fields, idempotencyKey });
    if (!idempotencyKey) {
      await save();
      return { success: true, message: SUCCESS_MESSAGE };
    }
    const { outcome } = await idempotency.once(idempotencyKey, fields, save);
    if (outcome === 'conflict') return reply.code(422).send({ success: false, message: MESSAGES.idempotencyKeyReused });
    return { success: true, message: SUCCESS_MESSAGE };
  });

  return app;
}

/** @param {unknown} value */
function hasText(value) {
  return typeof value === 'string' && value.trim() !== '';
}
