// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { checksFor, DEFAULT_FIELD_CONFIG, fieldConfigFromEnv } from './fieldConfig.mjs';

describe('the field settings from the environment', () => {
  it('are the defaults unless a FIELD_* variable says otherwise', () => {
    expect(fieldConfigFromEnv({})).toEqual(DEFAULT_FIELD_CONFIG);
    expect(fieldConfigFromEnv({ FIELD_STARVED_AFTER: '5', FIELD_CANARY_THRESHOLD: '3', FIELD_AUTO_ABORT: '0' })).toMatchObject({ starvedAfter: 5, threshold: 3, autoAbort: false });
    expect(DEFAULT_FIELD_CONFIG.starvedAfter).toBe(3);
  });

  it('refuse the variables that are gone, saying what took their place', () => {
    expect(() => fieldConfigFromEnv({ FIELD_MIN_SESSIONS: '5' })).toThrow('FIELD_MIN_SESSIONS is no longer read; set FIELD_CANARY_CHECKS={"browserErrors":{"minSamples":20}}');
    expect(() => fieldConfigFromEnv({ FIELD_ERROR_MARGIN: '0.1' })).toThrow('FIELD_ERROR_MARGIN is no longer read');
  });

  it('stop the start on a value that is not one, naming the variable', () => {
    expect(() => fieldConfigFromEnv({ FIELD_WINDOW_MS: 'soon' })).toThrow('FIELD_WINDOW_MS');
    expect(() => fieldConfigFromEnv({ FIELD_AUTO_ABORT: 'yes' })).toThrow('FIELD_AUTO_ABORT must be 0 or 1');
  });

  it('take the checks\' settings as JSON, each check and setting known, and a remote\'s own over them', () => {
    const config = fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"lcp":{"minSamples":50}}', FIELD_REMOTE_CHECKS: '{"mfe-blog":{"inp":{"ms":80}}}' });
    expect(checksFor(config, 'mfe-blog')).toMatchObject({ lcp: { minSamples: 50, ratio: 0.2, ms: 200 }, inp: { minSamples: 10, ms: 80 } });
    expect(checksFor(config, 'mfe-chat').inp.ms).toBe(50);
    expect(checksFor(config, 'mfe-chat')).toMatchObject({
      errorStatus: { minSamples: 10, alpha: 0.01, minEffect: 0.01, floorVisitors: 5, floorShare: 0.5 },
      browserErrors: { minSamples: 10, alpha: 0.01, minEffect: 0.01 },
      renderCost: { minSamples: 10, alpha: 0.01, ratio: 0.5, ms: 100 },
    });
    expect(checksFor(fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"degraded":{"alpha":0.001,"minEffect":0.02}}' }), 'mfe-blog').degraded).toEqual({ minSamples: 10, alpha: 0.001, minEffect: 0.02, tau: 0.1, floorVisitors: 5, floorShare: 0.5 });
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: 'lcp=50' })).toThrow('FIELD_CANARY_CHECKS must be JSON');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"fcp":{}}' })).toThrow('no check "fcp"');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"ttfbTail":{"quantile":75}}' })).toThrow('ttfbTail.quantile must be at most 1');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"lcp":{"minimum":1}}' })).toThrow('lcp has no setting "minimum"');
    // The old names: a check renamed, a setting gone.
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"renderP95":{"ms":100}}' })).toThrow('no check "renderP95"; the checks are errorStatus, serverFailures, degraded, browserErrors, lcp, inp, renderCost, renderTime, renderTimeTail, ttfb, ttfbTail, lcpTail');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"serverFailures":{"margin":0.05}}' })).toThrow('serverFailures has no setting "margin"; it has minSamples, alpha, minEffect');
    expect(() => fieldConfigFromEnv({ FIELD_CANARY_CHECKS: '{"lcp":{"alpha":5}}' })).toThrow('lcp.alpha must be at most 1');
    expect(() => fieldConfigFromEnv({ FIELD_REMOTE_CHECKS: '{"mfe-blog":{"lcp":{"ms":-1}}}' })).toThrow('FIELD_REMOTE_CHECKS (mfe-blog): lcp.ms must be a number >= 0');
  });
});
