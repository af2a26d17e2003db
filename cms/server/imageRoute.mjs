// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createEncodeLimiter, EncoderBusyError } from './encodeLimiter.mjs';
import { createImageCache } from './imageCache.mjs';
import { ImageParamError, isIdentity, MIME_TYPES, parseImageOps, transformImage } from './imageTransform.mjs';

/** `<hash>-<w>x<h>.<ext>`: the only names the route serves, so no path can climb out of the folder. */
const FILE_NAME = /^[A-Za-z0-9]+-\d{1,5}x\d{1,5}\.(png|jpe?g|webp|avif)$/;

/** @type {Record<string, import('./imageTransform.mjs').OutputFormat>} */
const SOURCE_FORMATS = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'avif' };

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * @typedef {{ concurrency?: number; maxQueue?: number; cacheBytes?: number }} ImageLimits
 * `concurrency`: encodes at once (2 leaves half of libuv's pool to file reads); `maxQueue`: encodes
 * waiting beyond that before the route answers 503; `cacheBytes`: the bound of the in-memory cache
 * of answers (64 MiB).
 */

/**
 * The image CDN stand-in: `/images/:projectId/:dataset/:file` with Sanity's resize parameters.
 * @param {import('fastify').FastifyInstance} app
 * Returns the route's cache, for its stats.
 * @param {{ projectId: string; dataset: string; imagesDir: string; limits?: ImageLimits }} options
 */
export function registerImageRoute(app, { projectId, dataset, imagesDir, limits = {} }) {
  const root = path.resolve(imagesDir);
  const encoder = createEncodeLimiter({ concurrency: limits.concurrency ?? 2, maxQueue: limits.maxQueue ?? 8 });
  const cache = createImageCache(limits.cacheBytes === undefined ? {} : { maxBytes: limits.cacheBytes });

  app.get('/images/:projectId/:dataset/:file', async (request, reply) => {
    const params = /** @type {{ projectId: string; dataset: string; file: string }} */ (request.params);
    const notFound = () => reply.code(404).send({ error: { type: 'notFound', description: 'Image not found' } });

    const match = FILE_NAME.exec(params.file);
    if (!match) return reply.code(400).send({ error: { type: 'validationError', description: 'Invalid image file name' } });
    if (params.projectId !== projectId || params.dataset !== dataset) return notFound();
    const filePath = path.join(root, params.file);
    if (path.dirname(filePath) !== root) return notFound();

    let ops;
    try {
      ops = parseImageOps(/** @type {Record<string, string | string[] | undefined>} */ (request.query), request.headers.accept);
    } catch (error) {
      if (error instanceof ImageParamError) return reply.code(400).send({ error: { type: 'validationError', description: error.message } });
      throw error;
    }

    const sourceFormat = SOURCE_FORMATS[match[1]];
    const key = `${params.file}|${JSON.stringify(ops)}`;
    let answer = cache.get(key);
    if (!answer) {
      let input;
      try {
        input = await readFile(filePath);
      } catch {
        return notFound();
      }
      if (isIdentity(ops)) {
        answer = { body: input, contentType: MIME_TYPES[sourceFormat] };
      } else {
        try {
          const { body, format } = await encoder.run(() => transformImage(input, sourceFormat, /** @type {import('./imageTransform.mjs').ImageOps} */ (ops)));
          // The encoder's output can sit in a larger allocation than its length: the cache keeps an
          // exact copy, so the bytes it counts against its bound are the bytes it holds.
          answer = { body: Buffer.from(body), contentType: MIME_TYPES[format] };
        } catch (error) {
          if (error instanceof ImageParamError) return reply.code(400).send({ error: { type: 'validationError', description: error.message } });
          if (error instanceof EncoderBusyError) {
            return reply
              .code(503)
              .header('Retry-After', String(error.retryAfterSeconds))
              .send({ error: { type: 'serviceUnavailableError', description: error.message } });
          }
          throw error;
        }
      }
      cache.set(key, answer);
    }

    const query = /** @type {Record<string, unknown>} */ (request.query);
    if (typeof query.auto === 'string' && query.auto.includes('format')) reply.header('Vary', 'Accept');
    return reply.header('Content-Type', answer.contentType).header('Cache-Control', CACHE_CONTROL).send(answer.body);
  });
  return cache;
}
