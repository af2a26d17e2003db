import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../config/siteConfig';
import { RELAY_TIMEOUT_MS, sendToRelay } from './sendToRelay';

describe('sendToRelay with a relay that never answers', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.__SITE_CONFIG__ = { ...defaultSiteConfig, relay: { url: 'https://relay.test/submit', accessKey: 'k' } };
    // A fetch that only ends when aborted, as against a server that accepted and went silent.
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.__SITE_CONFIG__;
  });

  it('gives up after its time limit and reports failed', async () => {
    await expect(sendToRelay({ message: 'Hi' }, { timeoutMs: 30 })).resolves.toEqual({ status: 'failed' });
  });

  it('counts its 10 s from the submission, before the relay code has loaded', async () => {
    expect(RELAY_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = sendToRelay({ message: 'Hi' });
    vi.advanceTimersByTime(RELAY_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, new Promise((resolve) => setImmediate(() => resolve('still sending')))]);
    expect(early).toBe('still sending');
    vi.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ status: 'failed' });
  });
});
