// @vitest-environment node
// @ts-check
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './relayErrors.mjs';
import { KEY, relayPerTest } from './test/relayFixture.mjs';

// Well above the tests' own requests, so no answer here is a rate limit's.
const { relay, dataDir } = relayPerTest('relay-hardening-', { rateLimit: { max: 1000, timeWindow: '1 minute' } });

/** @param {import('fastify').FastifyInstance} app @param {Record<string, string>} [headers] */
const submit = (app, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/submit',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ access_key: KEY, email: 'jane@example.com', message: 'Hello' }),
  });

const records = async () => (await readdir(dataDir())).filter((name) => name.endsWith('.json'));

describe('relay hardening', () => {
  it('marks every answer nosniff and not frameable', async () => {
    const app = await relay();
    for (const response of [await submit(app), await app.inject('/nope'), await app.inject('/health')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
  });

  it('removes temp files a crash left behind when it starts, and keeps finished records', async () => {
    await mkdir(dataDir(), { recursive: true });
    await writeFile(path.join(dataDir(), '.2024-01-01T00-00-00.000Z-abc.tmp'), '{"half":');
    await writeFile(path.join(dataDir(), '2024-01-01T00-00-00.000Z-abcdef.json'), '{}');
    await relay();
    expect((await readdir(dataDir())).sort()).toEqual(['2024-01-01T00-00-00.000Z-abcdef.json']);
  });

  it('stores a submission retried with the same Idempotency-Key once, and acknowledges both', async () => {
    const app = await relay();
    const headers = { 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000001' };
    expect((await submit(app, headers)).json().success).toBe(true);
    expect((await submit(app, headers)).json().success).toBe(true);
    expect(await records()).toHaveLength(1);
    // Attempts at the same time share one save.
    const together = await Promise.all([1, 2, 3].map(() => submit(app, { 'idempotency-key': 'same-time-key-0001' })));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await records()).toHaveLength(2);
    // Without a key every request is a new submission.
    await submit(app);
    await submit(app);
    expect(await records()).toHaveLength(4);
  });

  it('remembers keys across a restart', async () => {
    const first = await relay();
    await submit(first, { 'idempotency-key': 'restart-key-00001' });
    await first.close();
    const second = await relay();
    await submit(second, { 'idempotency-key': 'restart-key-00001' });
    expect(await records()).toHaveLength(1);
  });

  it('answers 400 with a reason to a malformed key', async () => {
    const app = await relay();
    const response = await submit(app, { 'idempotency-key': 'bad key!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.badIdempotencyKey });
    expect(await records()).toHaveLength(0);
  });
});
