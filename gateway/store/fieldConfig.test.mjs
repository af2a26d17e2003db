// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CONFIG, fieldConfigFromEnv } from './fieldConfig.mjs';

describe('the field settings from the environment', () => {
  it('are the defaults unless a FIELD_* variable says otherwise', () => {
    expect(fieldConfigFromEnv({})).toEqual(DEFAULT_FIELD_CONFIG);
    expect(fieldConfigFromEnv({ FIELD_MIN_SESSIONS: '5', FIELD_ERROR_MARGIN: '0.1', FIELD_AUTO_ABORT: '0' })).toMatchObject({ minSessions: 5, margin: 0.1, autoAbort: false });
  });

  it('stop the start on a value that is not one, naming the variable', () => {
    expect(() => fieldConfigFromEnv({ FIELD_WINDOW_MS: 'soon' })).toThrow('FIELD_WINDOW_MS');
    expect(() => fieldConfigFromEnv({ FIELD_AUTO_ABORT: 'yes' })).toThrow('FIELD_AUTO_ABORT must be 0 or 1');
  });
});
