// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { checksFor, DEFAULT_FIELD_CONFIG, fieldConfigFromEnv } from './fieldConfig.mjs';

describe('the field settings from the environment', () => {
  it('are the defaults unless a FIELD_* variable says otherwise', () => {
    expect(fieldConfigFromEnv({})).toEqual(DEFAULT_FIELD_CONFIG);
    expect(fieldConfigFromEnv({ FIELD_MIN_SESSIONS: '5', FIELD_ERROR_MARGIN: '0.1', FIELD_AUTO_ABORT: '0' })).toMatchObject({ minSessions: 5, margin: 0.1, autoAbort: false });
  });

  it('stop the start on a value that is not one, naming the variable', () => {
    expect(() => fieldConfigFromEnv({ FIELD_WINDOW_MS: 'soon' })).toThrow('FIELD_WINDOW_MS');
    expect(() => fieldConfigFromEnv({ FIELD_AUTO_ABORT: 'yes' })).toThrow('FIELD_AUTO_ABORT must be 0 or 1');
  });

  it('take the checks\' settings as JSON, each check and setting known, and a remote\'s own over them', () => {
    const config = fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"lcp":{"minSamples":50}}', FIELD_REMOTE_CHECKS: '{"mfe-blog":{"inp":{"ms":80}}}' });
    expect(checksFor(config, 'mfe-blog')).toMatchObject({ lcp: { minSamples: 50, ratio: 0.2, ms: 200 }, inp: { minSamples: 20, ms: 80 } });
    expect(checksFor(config, 'mfe-chat').inp.ms).toBe(50);
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: 'lcp=50' })).toThrow('FIELD_CANARY_CHECKS must be JSON');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"ttfb":{}}' })).toThrow('no check "ttfb"');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"lcp":{"minimum":1}}' })).toThrow('lcp has no setting "minimum"');
    expect(() => fieldConfigFromEnv({ FIELD_REMOTE_CHECKS: '{"mfe-blog":{"lcp":{"ms":-1}}}' })).toThrow('FIELD_REMOTE_CHECKS (mfe-blog): lcp.ms must be a number >= 0');
  });
});
