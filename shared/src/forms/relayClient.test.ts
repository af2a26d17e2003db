import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../config/siteConfig';
import { sendToRelay } from './relayClient';
import { createSubmissionAttempts } from './submissionAttempts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendToRelay', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, relay: { url: 'https://relay.test/submit', accessKey: 'public-key-123' } };
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.__SITE_CONFIG__;
  });

  it('posts JSON to the configured relay with the configured access key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'Form submitted successfully' }));
    await sendToRelay({ name: 'Anita', email: 'anita@example.com', message: 'Hello' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://relay.test/submit');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      access_key: 'public-key-123',
      name: 'Anita',
      email: 'anita@example.com',
      message: 'Hello',
    });
  });

  it('sends the Idempotency-Key it is given to a relay that takes one, and none to another relay', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, message: 'ok' }));
    const relay = { url: 'https://relay.test/submit', accessKey: 'public-key-123' };
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, relay: { ...relay, idempotencyKeys: true } };
    await sendToRelay({ message: 'Hi' }, { idempotencyKey: 'key-0001-abcd' });
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, relay };
    await sendToRelay({ message: 'Hi' }, { idempotencyKey: 'key-0001-abcd' });

    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(sent).toEqual(['key-0001-abcd', null]);
  });

  it('reuses the key when the same content is sent again after a network error, and makes a new one for new content', async () => {
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, relay: { url: 'https://relay.test/submit', accessKey: 'k', idempotencyKeys: true } };
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => jsonResponse(200, { success: true, message: 'ok' }));
    const attempts = createSubmissionAttempts();
    const send = async (fields: { message: string }) => {
      const outcome = await sendToRelay(fields, { idempotencyKey: attempts.keyFor(fields) });
      if (outcome.status === 'sent') attempts.sent();
      return outcome;
    };

    await expect(send({ message: 'Hello' })).resolves.toEqual({ status: 'failed' });
    await expect(send({ message: 'Hello' })).resolves.toEqual({ status: 'sent' });
    await send({ message: 'Hello, changed' });
    // The same content once more after a success is a new submission.
    await send({ message: 'Hello, changed' });

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it('reports sent when the relay answers success: true', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'ok' }));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'sent' });
  });

  it('reports rejected when the relay answers success: false, and only logs its message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, message: 'Invalid access key' }));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'rejected' });
    expect(console.info).toHaveBeenCalledWith('[form relay]', 200, 'Invalid access key');
  });

  it('reports rejected on an error status even if the body claims success', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { success: true, message: 'Too many requests' }));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'rejected' });
  });

  it('reports failed when the relay cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'failed' });
  });

  it('reports failed on an unreadable 2xx answer and rejected on an unreadable error answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy</html>', { status: 200 }));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'failed' });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(sendToRelay({ message: 'Hi' })).resolves.toEqual({ status: 'rejected' });
  });
});
