// @ts-check

/**
 * @typedef {object} FieldConfig
 * @property {number} windowMs      the sliding window the aggregates cover (15 min)
 * @property {number} flushMs       how often received reports are written to the store (1 s): a restart loses at most this much
 * @property {number} checkMs       how often the gateway compares each canary with its stable version (10 s)
 * @property {number} minSessions   candidate sessions needed before a canary can be judged (20)
 * @property {number} margin        how far the candidate's error rate may exceed the stable one's (0.05: 5 points)
 * @property {boolean} autoAbort    abort a canary that exceeds the margin (on)
 * @property {number} clientBurst   beacons one client address may send at once (60),
 * @property {number} clientPerSecond and then per second (10); past it, 429
 * @property {number} clientSessionsPerMinute  new sessions one client address may start a minute (4); past it, its reports are refused
 */

/** The one set of defaults of the field signal; `fieldConfigFromEnv` overrides them (README, Configuration). */
export const DEFAULT_FIELD_CONFIG = /** @type {Readonly<FieldConfig>} */ ({
  windowMs: 15 * 60_000,
  flushMs: 1000,
  checkMs: 10_000,
  minSessions: 20,
  margin: 0.05,
  autoAbort: true,
  clientBurst: 60,
  clientPerSecond: 10,
  clientSessionsPerMinute: 4,
});

/** The environment variable of each setting. */
export const FIELD_ENV = /** @type {const} */ ({
  windowMs: 'FIELD_WINDOW_MS',
  flushMs: 'FIELD_FLUSH_MS',
  checkMs: 'FIELD_CHECK_MS',
  minSessions: 'FIELD_MIN_SESSIONS',
  margin: 'FIELD_ERROR_MARGIN',
  autoAbort: 'FIELD_AUTO_ABORT',
  clientBurst: 'FIELD_CLIENT_BURST',
  clientPerSecond: 'FIELD_CLIENT_PER_SECOND',
  clientSessionsPerMinute: 'FIELD_CLIENT_SESSIONS_PER_MINUTE',
});

/**
 * The field settings the environment sets over the defaults; a value that is not a number >= 0 (or,
 * for `FIELD_AUTO_ABORT`, not 0 or 1) stops the start with its name.
 * @param {NodeJS.ProcessEnv} env
 * @returns {FieldConfig}
 */
export function fieldConfigFromEnv(env) {
  /** @type {Record<string, number | boolean>} */
  const config = { ...DEFAULT_FIELD_CONFIG };
  for (const [key, name] of Object.entries(FIELD_ENV)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    if (key === 'autoAbort') {
      if (text !== '0' && text !== '1') throw new Error(`${name} must be 0 or 1, not "${text}"`);
      config[key] = text === '1';
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0 (default ${DEFAULT_FIELD_CONFIG[/** @type {keyof FieldConfig} */ (key)]}), not "${text}"`);
    config[key] = value;
  }
  return /** @type {FieldConfig} */ (/** @type {unknown} */ (config));
}
