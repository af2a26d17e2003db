// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { releasePageFromEnv } from './releasePageConfig.mjs';

describe('the release page configuration from the environment', () => {
  it('is off without accounts', () => {
    expect(releasePageFromEnv({})).toBeUndefined();
    expect(releasePageFromEnv({ RELEASE_PAGE_ACCOUNTS: '  ' })).toBeUndefined();
  });

  it('takes the accounts and the secret, or draws a secret of its own', () => {
    const config = releasePageFromEnv({ RELEASE_PAGE_ACCOUNTS: 'asha:correct horse battery', RELEASE_PAGE_SECRET: 'x'.repeat(32) });
    expect([...(config?.accounts.keys() ?? [])]).toEqual(['asha']);
    expect(config?.secret).toBe('x'.repeat(32));
    const drawn = releasePageFromEnv({ RELEASE_PAGE_ACCOUNTS: 'asha:correct horse battery' });
    expect(drawn?.secret.length).toBeGreaterThanOrEqual(32);
    expect(releasePageFromEnv({ RELEASE_PAGE_ACCOUNTS: 'asha:correct horse battery' })?.secret).not.toBe(drawn?.secret);
  });

  it('refuses a short secret', () => {
    expect(() => releasePageFromEnv({ RELEASE_PAGE_ACCOUNTS: 'asha:correct horse battery', RELEASE_PAGE_SECRET: 'short' })).toThrow('at least 32 characters');
  });
});
