// @ts-check

/**
 * @typedef {object} FieldConfig
 * @property {number} windowMs      the sliding window the aggregates cover (15 min)
 * @property {number} flushMs       how often received reports are written to the store (1 s): a restart loses at most this much
 * @property {number} checkMs       how often the gateway compares each canary with its stable version (10 s)
 * @property {boolean} autoAbort    abort a canary on a failed critical check, or whose analysis failed `threshold` intervals in a row, and step a stepped one up (on)
 * @property {number} threshold     failed analysis intervals in a row that abort a canary (2); a failed critical check aborts at once
 * @property {number} starvedAfter  intervals in a row an analysis may wait for samples before its waiting checks are reported starved (3)
 * @property {CanaryChecks} checks  the checks of a canary's analysis (`canaryAnalysis.mjs`)
 * @property {Partial<Record<string, Partial<CanaryChecks>>>} remoteChecks  a remote's own settings of some checks, over `checks`
 * @property {number} clientBurst   beacons one client address may send at once (60),
 * @property {number} clientPerSecond and then per second (10); past it, 429
 * @property {number} clientSessionsPerMinute  new sessions one client address may start a minute (4); past it, its reports are refused
 */

/**
 * A comparison of candidate and stable, judged once it has `minSamples` (a rate: on the candidate's
 * side; a duration: on each side). A rate fails when Fisher's exact test says the candidate's is
 * greater (p < `alpha`) and it is greater by at least `minEffect` (0.01: one point); a duration when
 * Mann–Whitney says the candidate's values are larger (p < `alpha`) and it is slower by more than
 * `ratio` and by more than `ms` (`canaryAnalysis.mjs`).
 * @typedef {{ minSamples: number, alpha: number, minEffect: number }} RateCheck
 * @typedef {{ minSamples: number, alpha: number, ratio: number, ms: number }} SpeedCheck
 * @typedef {{ minSamples: number, alpha: number, quantile: number, ratio: number, ms: number }} TailCheck
 *   the share of values over stable's `quantile` (Fisher's test), and that quantile slower by `ratio` and `ms` (`timeChecks.mjs`)
 * @typedef {object} CanaryChecks
 * @property {RateCheck} errorStatus     page answers with an error status (>= 400 but 429); critical
 * @property {RateCheck} serverFailures  page answers whose server render failed (the page left for the browser); critical
 * @property {RateCheck} degraded        page answers built with fallback copy or the unavailable view (a content query failed); critical
 * @property {RateCheck} browserErrors   browser sessions with an error
 * @property {SpeedCheck} lcp            field LCP of the sides' visitors
 * @property {SpeedCheck} inp            field INP
 * @property {SpeedCheck} renderCost     server render cost of each timed render
 * @property {SpeedCheck} renderTime     server render wall time on a miss (the gateway's time to first byte of a rendered page)
 * @property {TailCheck} renderTimeTail  its p90
 * @property {SpeedCheck} ttfb           field TTFB of the sides' visitors
 * @property {TailCheck} ttfbTail        its p75
 * @property {TailCheck} lcpTail         field LCP's p75
 */

// alpha 0.01 everywhere: the judge looks again every interval at data that keeps growing, and each look
// is another chance of a false alarm on an A/A pair; a low alpha keeps the false-abort rate of those
// repeated looks low, while a real regression's p keeps falling as samples come in and is caught a
// few intervals later at most.
const rate = (/** @type {number} */ minSamples) => ({ minSamples, alpha: 0.01, minEffect: 0.01 });

/** @type {Readonly<CanaryChecks>} */
export const DEFAULT_CANARY_CHECKS = Object.freeze({
  errorStatus: rate(20),
  serverFailures: rate(20),
  degraded: rate(20),
  browserErrors: rate(20),
  lcp: { minSamples: 20, alpha: 0.01, ratio: 0.2, ms: 200 },
  inp: { minSamples: 20, alpha: 0.01, ratio: 0.2, ms: 50 },
  renderCost: { minSamples: 20, alpha: 0.01, ratio: 0.5, ms: 100 },
  // Time (`timeChecks.mjs`, docs/field-signal.md): a render's wall time moves with the content
  // service's round trips, so its margin is wider in ms than its own cost's; its tail at p90, where a
  // wait on some calls shows first. TTFB and LCP at p75, as Core Web Vitals judge them.
  renderTime: { minSamples: 20, alpha: 0.01, ratio: 0.25, ms: 100 },
  renderTimeTail: { minSamples: 20, alpha: 0.01, quantile: 0.9, ratio: 0.5, ms: 250 },
  ttfb: { minSamples: 20, alpha: 0.01, ratio: 0.2, ms: 100 },
  ttfbTail: { minSamples: 20, alpha: 0.01, quantile: 0.75, ratio: 0.2, ms: 200 },
  lcpTail: { minSamples: 20, alpha: 0.01, quantile: 0.75, ratio: 0.2, ms: 200 },
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
  autoAbort: true,
  threshold: 2,
  starvedAfter: 3,
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
  autoAbort: 'FIELD_AUTO_ABORT',
  threshold: 'FIELD_CANARY_THRESHOLD',
  starvedAfter: 'FIELD_STARVED_AFTER',
  clientBurst: 'FIELD_CLIENT_BURST',
  clientPerSecond: 'FIELD_CLIENT_PER_SECOND',
  clientSessionsPerMinute: 'FIELD_CLIENT_SESSIONS_PER_MINUTE',
});

/** Variables of settings that are gone, and what took their place: set, they stop the start rather than be ignored. */
export const REMOVED_FIELD_ENV = /** @type {const} */ ({
  FIELD_MIN_SESSIONS: 'FIELD_CANARY_CHECKS={"browserErrors":{"minSamples":20}}',
  FIELD_ERROR_MARGIN: 'FIELD_CANARY_CHECKS={"browserErrors":{"alpha":0.01,"minEffect":0.01}} (the error rate is judged by a test now, not a margin)',
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
      // A significance level or a rate difference past 1 means nothing (a likely percent for a fraction).
      if ((setting === 'alpha' || setting === 'minEffect' || setting === 'quantile') && number > 1) throw new Error(`${name}: ${check}.${setting} must be at most 1 (a fraction: 0.01 is 1 %), not ${number}`);
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
 * for `FIELD_AUTO_ABORT`, not 0 or 1; for the checks, not their JSON), or a variable that is gone
 * (`REMOVED_FIELD_ENV`), stops the start with its name.
 * @param {NodeJS.ProcessEnv} env
 * @returns {FieldConfig}
 */
export function fieldConfigFromEnv(env) {
  /** @type {Record<string, unknown>} */
  const config = { ...DEFAULT_FIELD_CONFIG };
  for (const [name, instead] of Object.entries(REMOVED_FIELD_ENV)) {
    if (env[name] !== undefined && env[name] !== '') throw new Error(`${name} is no longer read; set ${instead}`);
  }
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
