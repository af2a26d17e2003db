// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderLimitsFromEnv } from './optionsFromEnv.mjs';

describe('render limits from the environment', () => {
  it('reads each variable that is set and leaves the rest to the defaults', () => {
    expect(renderLimitsFromEnv({ RENDER_CONCURRENCY: '2', RENDER_CLIENT_PER_SECOND: '0.5', PAGE_STALE_IF_ERROR_MS: '' })).toEqual({ concurrency: 2, clientPerSecond: 0.5 });
    expect(renderLimitsFromEnv({})).toEqual({});
  });

  it('refuses a value that is not a number, naming the variable and its default', () => {
    expect(() => renderLimitsFromEnv({ RENDER_QUEUE: 'lots' })).toThrow(/RENDER_QUEUE must be a number >= 0 \(default 16\)/);
    expect(() => renderLimitsFromEnv({ RENDER_CLIENT_BURST: '-1' })).toThrow(/RENDER_CLIENT_BURST/);
  });
});
