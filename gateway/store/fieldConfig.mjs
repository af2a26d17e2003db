// @ts-check

/**
 * @typedef {object} FieldConfig
 * @property {number} windowMs      the sliding window the aggregates cover (15 min)
 * @property {number} flushMs       how often received reports are written to the store (1 s): a restart loses at most this much
 * @property {number} checkMs       how often the gateway compares each canary with its stable version (10 s)
 * @property {number} minSessions   candidate sessions needed before its error rate is judged (20)
 * @property {number} margin        how far the candidate's error rate may exceed the stable one's (0.05: 5 points)
 * @property {boolean} autoAbort    abort a canary whose analysis failed `threshold` intervals in a row, and step a stepped one up (on)
 * @property {number} threshold     failed analysis intervals in a row that abort a canary (2)
 * @property {CanaryChecks} checks  the other checks of a canary's analysis (`canaryAnalysis.mjs`)
 * @property {Partial<Record<string, Partial<CanaryChecks>>>} remoteChecks  a remote's own settings of some checks, over `checks`
 * @property {number} clientBurst   beacons one client address may send at once (60),
 * @property {number} clientPerSecond and then per second (10); past it, 429
 * @property {number} clientSessionsPerMinute  new sessions one client address may start a minute (4); past it, its reports are refused
 */

/**
 * A comparison of candidate and stable: judged once each side has `minSamples`; it fails when the
 * candidate is worse by more than `margin` (a rate, in points), or by more than both `ratio` and `ms`.
 * @typedef {{ minSamples: number, margin: number }} RateCheck
 * @typedef {{ minSamples: number, ratio: number, ms: number }} SpeedCheck
 * @typedef {object} CanaryChecks
 * @property {RateCheck} serverFailures  page answers whose server render failed (the page left for the browser)
 * @property {SpeedCheck} lcp            field LCP p75 of the sides' visitors
 * @property {SpeedCheck} inp            field INP p75
 * @property {SpeedCheck} renderP95      server render duration p95
 */

/** @type {Readonly<CanaryChecks>} */
export const DEFAULT_CANARY_CHECKS = Object.freeze({
  serverFailures: { minSamples: 20, margin: 0.05 },
  lcp: { minSamples: 20, ratio: 0.2, ms: 200 },
  inp: { minSamples: 20, ratio: 0.2, ms: 50 },
  renderP95: { minSamples: 20, ratio: 0.5, ms: 100 },
});

/**
 * The checks of `remote`: the defaults, the configured ones over them, the remote's own over those.
 * @param {Pick<FieldConfig, 'checks' | 'remoteChecks'>} config @param {string} remote @returns {CanaryChecks}
 */
export function checksFor(config, remote) {
  const own = config.remoteChecks?.[remote] ?? {};
  return /** @type {CanaryChecks} */ (
    Object.fromEntries(Object.entries(DEFAULT_CANARY_CHECKS).map(([name, defaults]) => [name, { ...defaults, .../** @type {any} */ (config.checks)?.[name], .../** @type {any} */ (own)[name] }]))
  );
}

/** The one set of defaults of the field signal; `fieldConfigFromEnv` overrides them (README, Configuration). */
export const DEFAULT_FIELD_CONFIG = /** @type {Readonly<FieldConfig>} */ ({
  windowMs: 15 * 60_000,
  flushMs: 1000,
  checkMs: 10_000,
  minSessions: 20,
  margin: 0.05,
  autoAbort: true,
  threshold: 2,
  checks: DEFAULT_CANARY_CHECKS,
  remoteChecks: {},
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
  threshold: 'FIELD_CANARY_THRESHOLD',
  clientBurst: 'FIELD_CLIENT_BURST',
  clientPerSecond: 'FIELD_CLIENT_PER_SECOND',
  clientSessionsPerMinute: 'FIELD_CLIENT_SESSIONS_PER_MINUTE',
});

/** The checks' settings as JSON: every check's (`FIELD_CANARY_CHECKS`), and a remote's own (`FIELD_REMOTE_CHECKS`). */
export const CHECKS_ENV = /** @type {const} */ ({ checks: 'FIELD_CANARY_CHECKS', remoteChecks: 'FIELD_REMOTE_CHECKS' });

/**
 * Some checks' settings as written in `name` (`{"lcp":{"minSamples":50}}`): only known checks and
 * settings, each a number >= 0; anything else stops the start, naming what.
 * @param {string} name @param {unknown} value @returns {Partial<CanaryChecks>}
 */
function checkSettings(name, value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${name} must map check names to settings, e.g. {"lcp":{"minSamples":50}}`);
  for (const [check, settings] of Object.entries(value)) {
    const known = /** @type {Record<string, Record<string, number>>} */ (/** @type {unknown} */ (DEFAULT_CANARY_CHECKS))[check];
    if (!known) throw new Error(`${name}: no check "${check}"; the checks are ${Object.keys(DEFAULT_CANARY_CHECKS).join(', ')}`);
    for (const [setting, number] of Object.entries(settings ?? {})) {
      if (!(setting in known)) throw new Error(`${name}: ${check} has no setting "${setting}"; it has ${Object.keys(known).join(', ')}`);
      if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) throw new Error(`${name}: ${check}.${setting} must be a number >= 0, not ${JSON.stringify(number)}`);
    }
  }
  return /** @type {Partial<CanaryChecks>} */ (value);
}

/** @param {string} name @param {string} text */
function parseJson(name, text) {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${name} must be JSON, e.g. {"lcp":{"minSamples":50}}`);
  }
}

/**
 * The field settings the environment sets over the defaults; a value that is not a number >= 0 (or,
 * for `FIELD_AUTO_ABORT`, not 0 or 1; for the checks, not their JSON) stops the start with its name.
 * @param {NodeJS.ProcessEnv} env
 * @returns {FieldConfig}
 */
export function fieldConfigFromEnv(env) {
  /** @type {Record<string, unknown>} */
  const config = { ...DEFAULT_FIELD_CONFIG };
  if (env[CHECKS_ENV.checks]) config.checks = checkSettings(CHECKS_ENV.checks, parseJson(CHECKS_ENV.checks, /** @type {string} */ (env[CHECKS_ENV.checks])));
  if (env[CHECKS_ENV.remoteChecks]) {
    const byRemote = parseJson(CHECKS_ENV.remoteChecks, /** @type {string} */ (env[CHECKS_ENV.remoteChecks]));
    if (typeof byRemote !== 'object' || byRemote === null || Array.isArray(byRemote)) throw new Error(`${CHECKS_ENV.remoteChecks} must map remotes to check settings, e.g. {"mfe-blog":{"inp":{"minSamples":5}}}`);
    config.remoteChecks = Object.fromEntries(Object.entries(byRemote).map(([remote, checks]) => [remote, checkSettings(`${CHECKS_ENV.remoteChecks} (${remote})`, checks)]));
  }
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
