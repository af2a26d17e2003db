// @vitest-environment node
// @ts-check
import { REQUEST_TIMEOUT_MS } from '@site/shared/tooling/nodeServer.mjs';
import { trickleRequest } from '@site/shared/tooling/test/trickleRequest.mjs';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './relayErrors.mjs';
import { KEY, relayPerTest } from './test/relayFixture.mjs';

const { relay, dataDir } = relayPerTest('relay-timeout-');

describe('relay request time limit', () => {
  it('answers 408 with its reason to a body trickled past the limit, stores nothing, and keeps serving', async () => {
    const app = await relay({ requestTimeoutMs: 300 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());

    const answer = await trickleRequest(`http://127.0.0.1:${port}/submit`);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: MESSAGES.requestTimeout });
    expect(answer.sentBytes).toBeLessThan(2000);
    expect(await readdir(dataDir())).toEqual([]);

    const next = await fetch(`http://127.0.0.1:${port}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_key: KEY, email: 'jane@example.com', message: 'Hello' }),
    });
    expect(next.status).toBe(200);
  });

  it('has the shared limit by default', async () => {
    expect((await relay()).server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
