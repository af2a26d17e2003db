// @ts-check
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pointerPath, STORE_URL_PREFIX } from '../release/deployStore.mjs';

/**
 * The site's front door, as a CDN in front of a bucket would be: the shell's files, each remote's
 * versioned folders from the deploy store (immutable), the pointer `remotes.json` and the runtime
 * `site-config.json` (never cached), and `/api/*` passed through to the chat service.
 * @param {{ shellDir: string, storeDir: string, siteConfig: object, chatUrl?: string, logger?: boolean }} options
 */
export async function createGateway({ shellDir, storeDir, siteConfig, chatUrl, logger = false }) {
  const app = Fastify({ logger });

  // CSP stays off: the shell's inline theme script and the content/relay/chat origins are
  // deploy-time values; a CDN in production sets its own policy.
  // What a CDN does in production: gzip or brotli for text, so the local numbers are honest.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });

  app.get('/site-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return siteConfig;
  });

  // Read at every request: a release or rollback takes effect on the next page load.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const file = pointerPath(storeDir);
    if (!existsSync(file)) return { remotes: {}, releases: {} };
    reply.type('application/json');
    return readFileSync(file, 'utf8');
  });

  await app.register(fastifyStatic, {
    root: path.resolve(storeDir),
    prefix: `${STORE_URL_PREFIX}/`,
    decorateReply: false,
    // A published version never changes: cache it for good.
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
  });

  if (chatUrl) {
    await app.register(httpProxy, {
      upstream: chatUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The chat service rate-limits per visitor, so it must see who the visitor is.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(shellDir),
    prefix: '/',
    index: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  const indexHtml = () => readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  app.get('/', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml()));

  // Every other page path is the single-page app; missing files keep their 404.
  app.setNotFoundHandler(async (request, reply) => {
    // A browser navigating asks for HTML; a missing script or image keeps its 404.
    const wantsPage =
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(`${STORE_URL_PREFIX}/`);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml());
  });

  return app;
}
