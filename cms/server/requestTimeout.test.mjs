// @vitest-environment node
// @ts-check
import { REQUEST_TIMEOUT_MS } from '@site/shared/tooling/nodeServer.mjs';
import { trickleRequest } from '@site/shared/tooling/test/trickleRequest.mjs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentService } from './createContentService.mjs';

const datasetPath = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../dataset/images', import.meta.url));

describe('content service request time limit', () => {
  /** @type {import('fastify').FastifyInstance | undefined} */
  let app;
  afterAll(() => app?.close());

  it('answers 408 in Sanity`s error shape to a query body trickled past the limit, and keeps answering', async () => {
    app = await createContentService({ datasetPath, imagesDir, queryWorkers: 1, requestTimeoutMs: 300 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const base = `http://127.0.0.1:${port}`;

    const answer = await trickleRequest(`${base}/v2023-05-03/data/query/production`);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).error).toMatchObject({ type: 'requestTimeoutError', description: expect.stringMatching(/took too long/) });

    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
  });

  it('has the shared limit by default', async () => {
    const service = await createContentService({ datasetPath, imagesDir, queryWorkers: 1 });
    try {
      expect(service.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      await service.close();
    }
  });
});
