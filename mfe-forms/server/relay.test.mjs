// @vitest-environment node
// @ts-check
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGE } from './createRelay.mjs';
import { listSubmissions } from './outbox.mjs';
import { MESSAGES } from './relayErrors.mjs';
import { KEY, relayPerTest } from './test/relayFixture.mjs';

const OUTBOX_SCRIPT = fileURLToPath(new URL('./outbox.mjs', import.meta.url));
const run = promisify(execFile);

const { relay, dataDir } = relayPerTest('relay-test-');

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {unknown} payload
 * @param {Record<string, string>} [headers]
 */
function submit(app, payload, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/submit',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** @param {string[]} args */
async function outbox(...args) {
  const { stdout } = await run(process.execPath, [OUTBOX_SCRIPT, ...args], {
    env: { ...process.env, RELAY_DATA_DIR: dataDir() },
  });
  return stdout;
}

const storedFiles = () => readdir(dataDir());

const contactForm = {
  access_key: KEY,
  subject: 'New contact request',
  from_name: 'Consulting site',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need help with ISO 27001.\nCan we talk next week?',
  botcheck: '',
  company: 'ACME',
};

describe('form relay', () => {
  it('stores an accepted submission durably and shows it in the outbox', async () => {
    const app = await relay();
    const response = await submit(app, contactForm);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS_MESSAGE });

    const files = await storedFiles();
    expect(files).toHaveLength(1); // no temp file left behind
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.json$/);
    const record = JSON.parse(await readFile(path.join(dataDir(), files[0]), 'utf8'));
    const { access_key: _key, botcheck: _botcheck, ...fields } = contactForm;
    expect(record).toEqual({ id: files[0].replace(/\.json$/, ''), receivedAt: expect.any(String), ip: '127.0.0.1', fields });
    expect(new Date(record.receivedAt).toISOString()).toBe(record.receivedAt);

    expect(await listSubmissions(dataDir())).toEqual([record]);

    const printed = await outbox();
    expect(printed).toContain('New contact request');
    expect(printed).toContain('Jane Doe <jane@example.com> via Consulting site');
    expect(printed).toContain('We need help with ISO 27001.');
    expect(printed).toContain('Can we talk next week?');
    expect(printed).toContain('company: ACME');
    expect(JSON.parse(await outbox('--json'))).toEqual([record]);
  });

  it('rejects a missing or unknown access key and stores nothing', async () => {
    const app = await relay();
    const { access_key: _key, ...withoutKey } = contactForm;

    const missing = await submit(app, withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: MESSAGES.missingKey });

    const wrong = await submit(app, { ...contactForm, access_key: 'not-the-key' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: expect.stringMatching(/^Invalid access key\./) });

    expect(await storedFiles()).toEqual([]);
  });

  it('answers success to the honeypot but stores nothing', async () => {
    const app = await relay();
    const response = await submit(app, { ...contactForm, botcheck: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS_MESSAGE });
    expect(await storedFiles()).toEqual([]);
  });

  it('requires a message or an email, and a JSON object', async () => {
    const app = await relay();

    const empty = await submit(app, { access_key: KEY, subject: 'Hi', message: '  ', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: MESSAGES.nothingToSend });

    const array = await submit(app, '[1, 2]');
    expect(array.statusCode).toBe(400);
    expect(array.json().success).toBe(false);

    // A newsletter box sends only an email; that is enough.
    expect((await submit(app, { access_key: KEY, email: 'reader@example.com' })).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('answers 400 to malformed JSON and 413 to an oversized body, and keeps serving', async () => {
    const app = await relay();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    /** @param {string} body */
    const post = (body) => fetch(`${address}/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const malformed = await post('{"access_key": "test-key", "message": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: MESSAGES.malformedJson });

    const oversized = await post(JSON.stringify({ ...contactForm, message: 'x'.repeat(70 * 1024) }));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ success: false, message: MESSAGES.tooLarge });

    expect(await storedFiles()).toEqual([]);
    const after = await post(JSON.stringify(contactForm));
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ success: true, message: SUCCESS_MESSAGE });
    expect((await fetch(`${address}/health`)).status).toBe(200);
  });

  it('answers 415 to anything but JSON', async () => {
    const app = await relay();
    const cases = [
      { 'content-type': 'text/plain', payload: JSON.stringify(contactForm) },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'access_key=test-key&message=hi' },
    ];
    for (const { payload, ...headers } of cases) {
      const response = await app.inject({ method: 'POST', url: '/submit', headers, payload });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.unsupportedType });
    }
    const noType = await app.inject({ method: 'POST', url: '/submit' });
    expect(noType.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 429 past the per-client limit, readable cross-origin', async () => {
    const app = await relay({ rateLimit: { max: 2, timeWindow: '1 minute' } });
    const origin = { origin: 'http://localhost:5173' };

    expect((await submit(app, contactForm, origin)).statusCode).toBe(200);
    expect((await submit(app, contactForm, origin)).statusCode).toBe(200);
    const limited = await submit(app, contactForm, origin);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many submissions from this address. Please wait a minute and try again.',
    });
    expect(limited.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(await storedFiles()).toHaveLength(2);
    // The limit guards submissions only.
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
  });

  it('allows local browser origins by default and no others', async () => {
    const app = await relay();
    /** @param {string} origin */
    const preflight = (origin) => app.inject({
      method: 'OPTIONS',
      url: '/submit',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lists newest first, honours the limit and skips temp and damaged files', async () => {
    const app = await relay();
    for (const subject of ['Request A', 'Request B', 'Request C']) {
      expect((await submit(app, { ...contactForm, subject })).statusCode).toBe(200);
    }
    await writeFile(path.join(dataDir(), '.2999-01-01T00-00-00.000Z-abc.tmp'), '{"half');
    await writeFile(path.join(dataDir(), '2999-01-01T00-00-00.000Z-abc.json'), 'not json');

    /** @param {import('./submissionStore.mjs').SubmissionRecord[]} records */
    const subjects = (records) => records.map((record) => record.fields.subject);
    expect(subjects(await listSubmissions(dataDir()))).toEqual(['Request C', 'Request B', 'Request A']);
    expect(subjects(await listSubmissions(dataDir(), { limit: 2 }))).toEqual(['Request C', 'Request B']);

    const printed = await outbox('--limit', '2');
    expect(printed).toContain('Request C');
    expect(printed.indexOf('Request C')).toBeLessThan(printed.indexOf('Request B'));
    expect(printed).not.toContain('Request A');
  });

  it('prints a notice when the outbox is empty', async () => {
    expect(await listSubmissions(dataDir())).toEqual([]); // even before the folder exists
    await relay();
    expect((await outbox()).trim()).toBe(`No submissions yet in ${dataDir()}.`);
  });

  it('answers health checks and unknown routes in the same shape', async () => {
    const app = await relay();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    const missing = await app.inject({ method: 'GET', url: '/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: MESSAGES.notFound });
  });
});
