// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { contentReadTokens } from './contentReadToken.mjs';
import { siteConfigFromEnv } from './siteConfig.mjs';

describe('content read tokens', () => {
  it('makes a fresh random token for the local content service when none is given', () => {
    const first = contentReadTokens({});
    const second = contentReadTokens({});
    expect(first.local).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.server).toBe(first.local);
    expect(second.local).not.toBe(first.local);
  });

  it('uses SANITY_API_READ_TOKEN for the local service when no real project is configured', () => {
    expect(contentReadTokens({ SANITY_API_READ_TOKEN: 'given' })).toEqual({ local: 'given', server: 'given' });
  });

  it('sends a real Sanity project its own token only, and nothing when none is set', () => {
    const real = contentReadTokens({ SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'sk-real' });
    expect(real.server).toBe('sk-real');
    expect(real.local).not.toBe('sk-real');
    expect(contentReadTokens({ SANITY_PROJECT_ID: 'abc123' }).server).toBeUndefined();
  });

  it('never reaches the runtime configuration browsers get', () => {
    const env = { SANITY_API_READ_TOKEN: 'secret-read-token', SANITY_PROJECT_ID: 'abc123' };
    expect(JSON.stringify(siteConfigFromEnv(env))).not.toContain('secret-read-token');
    expect(JSON.stringify(siteConfigFromEnv({ SANITY_API_READ_TOKEN: 'secret-read-token' }))).not.toContain('secret-read-token');
  });
});
