// @ts-check

// The path is the browser side's `DRAFT_CONTENT_PATH` (shared/src/content/client.ts).

/** A browser's query (or its params) is small; the content service takes at most 16 KiB of query anyway. */
const DRAFT_QUERY_BODY_LIMIT_BYTES = 64 * 1024;
/** The query string keys the content service reads: the query, its `$params`, and harmless client options. */
const FORWARDED_KEY = /^(?:query|\$[A-Za-z_][A-Za-z0-9_]*|returnQuery|tag)$/;

/**
 * `/_preview/content/v<version>/data/query/<dataset>` (GET and POST): the content queries of a
 * browser in draft preview. The gateway adds what the browser must never hold, the servers' read
 * token, and the drafts perspective, and only for a request whose signed cookie is a drafts pass
 * (`isDraftPreview`): anyone else gets 403 and no content, whatever they send. Answers are
 * `private, no-store`: no cache anywhere keeps a draft.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   content: { projectId: string, dataset: string, apiHost?: string } | undefined,
 *   token: string | undefined,
 *   isDraftPreview: (request: import('fastify').FastifyRequest) => boolean,
 *   timeoutMs?: number,
 * }} options
 */
export function registerDraftContent(app, { content, token, isDraftPreview, timeoutMs = 5000 }) {
  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function forward(request, reply) {
    reply.header('Cache-Control', 'private, no-store');
    if (!isDraftPreview(request)) {
      return reply.code(403).send({ error: { type: 'forbidden', description: 'Drafts are shown only to a browser in draft preview (open a preview link from npm run preview-link -- --drafts).' } });
    }
    if (!content || !token) return reply.code(503).send({ error: { type: 'unavailable', description: 'Draft preview needs the servers\' read token (SANITY_API_READ_TOKEN).' } });
    const { apiVersion, dataset } = /** @type {{ apiVersion: string, dataset: string }} */ (request.params);
    if (!/^(?:1|X|\d{4}-\d{2}-\d{2})$/.test(apiVersion) || dataset !== content.dataset) {
      return reply.code(404).send({ error: { type: 'notFound', description: 'Unknown API version or dataset' } });
    }
    const host = content.apiHost ?? `https://${content.projectId}.api.sanity.io`;
    const url = new URL(`/v${apiVersion}/data/query/${encodeURIComponent(dataset)}`, host);
    for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (request.query ?? {}))) {
      if (FORWARDED_KEY.test(key) && typeof value === 'string') url.searchParams.set(key, value);
    }
    url.searchParams.set('perspective', 'drafts');
    const post = request.method === 'POST';
    try {
      const answer = await fetch(url, {
        method: post ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, ...(post ? { 'content-type': 'application/json' } : {}) },
        ...(post ? { body: JSON.stringify(request.body ?? {}) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await answer.text();
      return reply.code(answer.status).type('application/json; charset=utf-8').send(text);
    } catch {
      return reply.code(502).send({ error: { type: 'badGateway', description: 'The content service did not answer' } });
    }
  }

  app.get('/_preview/content/v:apiVersion/data/query/:dataset', forward);
  app.post('/_preview/content/v:apiVersion/data/query/:dataset', { bodyLimit: DRAFT_QUERY_BODY_LIMIT_BYTES }, forward);
}
