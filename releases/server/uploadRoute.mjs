// @ts-check
import { preflightTable, receiveVersion, runPreflight, UploadRefused } from '@site/gateway';
import { mayActOn, refuseOutOfScope } from './identity.mjs';

/** The archive's media types: what `npm run publish -- … --to` sends, and what a hand-written `curl --data-binary` would. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/**
 * `POST /_releases/api/remotes/<remote>/versions?version=<version>`: one remote's build folder as a
 * tar.gz body, published as that version (nothing switches; `receiveVersion` judges it). Who sends
 * it, and whether they may act on that remote, is decided before the body is read, so a stranger
 * cannot make the gateway take in 50 MB; the size bound is enforced while reading it.
 * 201 with the version; 4xx `{ error }` with the reason and nothing stored.
 * @param {import('fastify').FastifyInstance} scope
 * @param {{ storeDir: string, store: import('@site/gateway').Store, shellDir: string, hostReactVersion: string, limits: import('@site/gateway').UploadLimits, identities: ReturnType<typeof import('./identity.mjs').createIdentities>, content?: import('@site/gateway').RenderContent }} options
 */
export function registerUpload(scope, { storeDir, store, shellDir, hostReactVersion, limits, identities, content }) {
  scope.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: limits.maxBytes }, (_request, body, done) => done(null, body));

  /**
   * How the published version's pages compare with production's live ones (`preflight.mjs`), as
   * `npm run publish` shows it on its own machine: shown, never refused, and never in the way of the
   * upload (a pre-flight that cannot run says so).
   * @param {string} remote @param {string} version @returns {Promise<string | undefined>}
   */
  async function preflightOfUpload(remote, version) {
    const { remotes, releases } = await store.readPointer('production');
    const liveVersion = releases[remote]?.live;
    if (!liveVersion || liveVersion === version) return undefined;
    try {
      const preflight = await runPreflight({ storeDir, shellDir, remote, candidate: version, liveVersion, live: remotes, content });
      return preflight.pages.length > 0 ? preflightTable(preflight) : undefined;
    } catch (error) {
      return `pre-flight not run: ${error instanceof Error ? error.message : error}`;
    }
  }

  /** @typedef {{ Params: { remote: string }, Querystring: { version?: string } }} UploadRequest */
  /** @type {WeakMap<import('fastify').FastifyRequest, import('./identity.mjs').Identity>} */
  const identityOf = new WeakMap();

  scope.route(/** @type {import('fastify').RouteOptions<any, any, any, UploadRequest>} */ ({
    method: 'POST',
    url: '/api/remotes/:remote/versions',
    bodyLimit: limits.maxBytes,
    onRequest: async (request, reply) => {
      const identity = await identities.identify(request, reply);
      if (!identity) return reply;
      const { remote } = request.params;
      if (!mayActOn(identity, remote)) return refuseOutOfScope(reply, store, identity, { action: 'publish', remote, version: request.query.version });
      identityOf.set(request, identity);
    },
    errorHandler: async (error, request, reply) => {
      const identity = identityOf.get(request);
      if (/** @type {{ code?: string }} */ (error).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const detail = `The archive is over the upload bound of ${Math.round(limits.maxBytes / 1024 / 1024)} MB (RELEASE_UPLOAD_MAX_MB)`;
        if (identity) await store.appendAudit({ actor: identity.actor, action: 'publish', environment: 'production', remote: request.params.remote, from: null, to: request.query.version ?? '', reason: null, health: 'not run', result: 'refused', detail });
        return reply.code(413).send({ error: `${detail}. Nothing was stored.` });
      }
      const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
      return reply.code(status).send({ error: status === 415 ? `Send the build folder as a tar.gz body (Content-Type: application/gzip). Nothing was stored.` : error.message });
    },
    handler: async (request, reply) => {
      const identity = /** @type {import('./identity.mjs').Identity} */ (identityOf.get(request));
      const version = request.query.version?.trim();
      if (!version) return reply.code(400).send({ error: 'Name the version: ?version=<version> (such as 1.4.0+3f2a9c1). Nothing was stored.' });
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ error: 'Send the build folder as a tar.gz body (Content-Type: application/gzip). Nothing was stored.' });
      try {
        const { files } = await receiveVersion({ storeDir, store, remote: request.params.remote, version, archive: request.body, actor: identity.actor, hostReactVersion, shellDir, limits, content });
        const preflight = await preflightOfUpload(request.params.remote, version);
        return reply.code(201).send({ remote: request.params.remote, version, files, message: `Published ${request.params.remote} ${version} (${files} files); nothing is live yet.${preflight ? `\n${preflight}` : ''}` });
      } catch (error) {
        if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message });
        throw error;
      }
    },
  }));
}
