// @ts-check

/**
 * @typedef {object} FieldConfig
 * @property {number} windowMs      the sliding window the field table's aggregates cover (15 min)
 * @property {number} keepMs        how long reports are kept (24 h): a canary is judged on everything since it started, up to this long
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
 * A comparison of candidate and stable over visitors (each visitor one unit), judged once each side
 * has `minSamples` visitors. A rate (each visitor's share of bad answers) fails when the sequential
 * test's always-valid p-value is under `alpha` (mSPRT with a normal mixture of scale `tau` over the
 * difference of the means) and the candidate's mean is higher by at least `minEffect` (0.01: one
 * point); or, with no baseline, when `floorShare` of `floorVisitors` or more candidate visitors got
 * mostly bad answers (and the stable side's are not as bad). A duration (each visitor's median)
 * fails when Mann–Whitney as a sequential test (`tau` on the probability that a candidate visitor is
 * slower, minus ½) is under `alpha` and it is slower by more than `ratio` and by more than `ms`
 * (`canaryAnalysis.mjs`).
 * @typedef {{ minSamples: number, alpha: number, minEffect: number, tau: number, floorVisitors: number, floorShare: number }} RateCheck
 * @typedef {{ minSamples: number, alpha: number, ratio: number, ms: number, tau: number }} SpeedCheck
 * @typedef {{ minSamples: number, alpha: number, quantile: number, ratio: number, ms: number, tau: number }} TailCheck
 *   a tail: each visitor's value over the stable side's `quantile` or not, the sides' shares compared
 *   by the same sequential test as a rate's (`tau` on the difference of the shares), failing when
 *   it is under `alpha` and the candidate's quantile is slower by more than `ratio` and `ms` (`tailCheck.mjs`)
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

// alpha 0.01 everywhere, and an always-valid p-value: the judge looks every FIELD_CHECK_MS over a
// canary's whole life, and the false alarms of all those looks together stay under alpha per check
// (docs/decisions/0011). 10 visitors a side before a comparison: the sequential test's normal
// approximation needs a few units; the floor (5 visitors, half failing) acts before that. tau 0.1:
// the mixture's spread over differences of the visitors' mean share, about the size of the
// regressions worth stopping for at once (a smaller one is caught later, a larger one sooner).
const rate = () => ({ minSamples: 10, alpha: 0.01, minEffect: 0.01, tau: 0.1, floorVisitors: 5, floorShare: 0.5 });

/** @type {Readonly<CanaryChecks>} */
export const DEFAULT_CANARY_CHECKS = Object.freeze({
  errorStatus: rate(),
  serverFailures: rate(),
  degraded: rate(),
  browserErrors: rate(),
  // tau 0.3 on the probability of superiority minus ½: a slowdown past the bounds below (a fifth and
  // 200 ms on a spread like LCP's) has a candidate visitor slower most of the time; all ten of ten
  // slower is p 0.006.
  lcp: { minSamples: 10, alpha: 0.01, ratio: 0.2, ms: 200, tau: 0.3 },
  inp: { minSamples: 10, alpha: 0.01, ratio: 0.2, ms: 50, tau: 0.3 },
  renderCost: { minSamples: 10, alpha: 0.01, ratio: 0.5, ms: 100, tau: 0.3 },
  // Time (`tailCheck.mjs`, docs/field-signal.md): a render's wall time on a miss moves with the
  // content service's round trips, so its margin is wider in ms than its own cost's; its tail at
  // p90, where a wait on some calls shows first. TTFB and LCP's tails at p75, as Core Web Vitals
  // judge them. tau 0.2 on a tail's share: a tail worth stopping for holds at least twice the
  // stable side's share of visitors (10 % over p90, 25 % over p75).
  renderTime: { minSamples: 10, alpha: 0.01, ratio: 0.25, ms: 100, tau: 0.3 },
  renderTimeTail: { minSamples: 10, alpha: 0.01, quantile: 0.9, ratio: 0.5, ms: 250, tau: 0.2 },
  ttfb: { minSamples: 10, alpha: 0.01, ratio: 0.2, ms: 100, tau: 0.3 },
  ttfbTail: { minSamples: 10, alpha: 0.01, quantile: 0.75, ratio: 0.2, ms: 200, tau: 0.2 },
  lcpTail: { minSamples: 10, alpha: 0.01, quantile: 0.75, ratio: 0.2, ms: 200, tau: 0.2 },
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
  keepMs: 24 * 60 * 60_000,
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
  keepMs: 'FIELD_KEEP_MS',
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
      if ((setting === 'alpha' || setting === 'minEffect' || setting === 'floorShare' || setting === 'quantile') && number > 1) throw new Error(`${name}: ${check}.${setting} must be at most 1 (a fraction: 0.01 is 1 %), not ${number}`);
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
