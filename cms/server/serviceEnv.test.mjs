// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { contentServiceLimitsFromEnv } from './serviceEnv.mjs';

describe('content service limits from the environment', () => {
  it('has the documented defaults', () => {
    expect(contentServiceLimitsFromEnv({})).toEqual({
      queryTimeoutMs: 1500,
      queryRateLimit: { burst: 200, perSecond: 20 },
      serverRateLimit: { burst: 64, perSecond: 500 },
      images: { cacheBytes: 64 * 1024 * 1024 },
      liveLimits: { perAddress: 20, total: 1000 },
    });
    expect(contentServiceLimitsFromEnv({ CMS_LIVE_MAX_PER_ADDRESS: '0', CMS_LIVE_LOG: '/var/lib/cms/live.ndjson' })).toMatchObject({ liveLimits: { perAddress: 0, total: 1000 }, liveLogPath: '/var/lib/cms/live.ndjson' });
  });

  it('reads each variable, the image cache bound in MiB', () => {
    const limits = contentServiceLimitsFromEnv({ CMS_SERVER_RATE_BURST: '128', CMS_SERVER_RATE_PER_SECOND: '1000', CMS_IMAGE_CACHE_MB: '16', CMS_RATE_BURST: '50' });
    expect(limits.serverRateLimit).toEqual({ burst: 128, perSecond: 1000 });
    expect(limits.queryRateLimit).toEqual({ burst: 50, perSecond: 20 });
    expect(limits.images.cacheBytes).toBe(16 * 1024 * 1024);
    expect(contentServiceLimitsFromEnv({ CMS_IMAGE_CACHE_MB: '0' }).images.cacheBytes).toBe(0);
  });

  it('refuses a value that is not a number, naming the variable', () => {
    expect(() => contentServiceLimitsFromEnv({ CMS_IMAGE_CACHE_MB: 'lots' })).toThrow(/CMS_IMAGE_CACHE_MB/);
    expect(() => contentServiceLimitsFromEnv({ CMS_SERVER_RATE_BURST: '-1' })).toThrow(/CMS_SERVER_RATE_BURST/);
  });
});
