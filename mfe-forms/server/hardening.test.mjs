// @vitest-environment node
// @ts-check
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGE } from './createRelay.mjs';
import { listSubmissions } from './outbox.mjs';
import { MESSAGES } from './relayErrors.mjs';
import { KEY, relayPerTest } from './test/relayFixture.mjs';

// Well above the tests' own requests, so no answer here is a rate limit's.
const { relay, dataDir } = relayPerTest('relay-hardening-', { rateLimit: { max: 1000, timeWindow: '1 minute' } });

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Record<string, string>} [headers]
 * @param {Record<string, unknown>} [fields]
 */
const submit = (app, headers = {}, fields = { email: 'jane@example.com', message: 'Hello' }) =>
  app.inject({
    method: 'POST',
    url: '/submit',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ access_key: KEY, ...fields }),
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

  it('answers a retry with the same key and content exactly as the first time, once stored', async () => {
    const app = await relay();
    const headers = { 'idempotency-key': 'same-answer-key-0001' };
    const first = await submit(app, headers);
    const again = await submit(app, headers);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: first.statusCode, body: first.json() });
    expect(first.json()).toEqual({ success: true, message: SUCCESS_MESSAGE });
    expect(await records()).toHaveLength(1);
  });

  it('refuses a key reused for different content with 422 and a reason, and stores nothing of it', async () => {
    const app = await relay();
    const headers = { 'idempotency-key': 'reused-key-00000001' };
    expect((await submit(app, headers, { email: 'jane@example.com', message: 'First message' })).statusCode).toBe(200);
    const reused = await submit(app, headers, { email: 'jane@example.com', message: 'A different message' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: MESSAGES.idempotencyKeyReused });
    const stored = await listSubmissions(dataDir());
    expect(stored.map((record) => record.fields.message)).toEqual(['First message']);
    // The same content in another field order is the same submission, not a conflict.
    const reordered = await submit(app, headers, { message: 'First message', email: 'jane@example.com' });
    expect(reordered.statusCode).toBe(200);
    expect(await records()).toHaveLength(1);
  });

  it('refuses a reused key with different content after a restart too', async () => {
    const first = await relay();
    await submit(first, { 'idempotency-key': 'restart-conflict-01' }, { email: 'a@example.com', message: 'One' });
    await first.close();
    const second = await relay();
    expect((await submit(second, { 'idempotency-key': 'restart-conflict-01' }, { email: 'a@example.com', message: 'Two' })).statusCode).toBe(422);
    expect(await records()).toHaveLength(1);
  });

  it('lets a browser send the Idempotency-Key header cross-origin', async () => {
    const app = await relay();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/submit',
      headers: { origin: 'http://localhost:3004', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3004');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['content-type', 'idempotency-key']));
  });
});
