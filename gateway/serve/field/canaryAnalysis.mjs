// @ts-check
// A canary's analysis: the candidate against the stable version on everything visitors and crawlers
// get, each check judged only once it has its samples. Browser error sessions and server render
// failures are rates (worse by more than a margin, in points); field LCP and INP p75 and the server
// render p95 are durations (worse by more than a ratio and by more than some milliseconds, so noise on
// a fast page is not a regression). One failed check fails the interval; every check passed with its
// samples passes it; anything else waits. The figures are the audit line's when the analysis acts.
import { checksFor } from '../../store/fieldConfig.mjs';

/**
 * @typedef {import('../../store/files/fieldStore.mjs').VersionSummary} Side
 * @typedef {'pass' | 'fail' | 'wait'} Status
 * @typedef {{ name: string, unit: 'rate' | 'ms', status: Status, candidate?: number, stable?: number, samples: { candidate: number, stable: number }, detail: string }} CheckResult
 *   `unit`: a rate (0–1) or a duration in ms
 * @typedef {{ status: Status, checks: CheckResult[], reason: string }} Analysis
 */

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1)} %`;
const ms = (/** @type {number | undefined} */ value) => (value === undefined ? 'none' : `${Math.round(value)} ms`);

/** The browser error sessions, as the field signal has always described them. @param {Side} side */
function errorFigures(side) {
  const kinds = Object.entries(side.errorRates)
    .filter(([, rate]) => rate > 0)
    .map(([kind, rate]) => `${kind} ${percent(rate)}`);
  return `${side.version}: ${percent(side.errorRate)} (${side.errorSessions} of ${side.sessions} sessions${kinds.length ? `; ${kinds.join(', ')}` : ''})`;
}

/**
 * A rate check: fails when the candidate's rate exceeds the stable one's by more than `margin`.
 * @param {string} name @param {{ rate: number, samples: number, text: string }} candidate @param {{ rate: number, samples: number, text: string }} stable
 * @param {{ minSamples: number, margin: number }} settings @param {string} unit what a sample is
 * @returns {CheckResult}
 */
function rateCheck(name, candidate, stable, { minSamples, margin }, unit) {
  const figures = `candidate ${candidate.text} vs stable ${stable.text}; margin ${percent(margin)}, at least ${minSamples} ${unit}`;
  const samples = { candidate: candidate.samples, stable: stable.samples };
  const result = { name, unit: /** @type {const} */ ('rate'), candidate: candidate.rate, stable: stable.rate, samples };
  if (candidate.samples < minSamples) return { ...result, status: 'wait', detail: `${name}: not enough ${unit} yet: ${figures}` };
  const excess = candidate.rate - stable.rate;
  if (excess > margin) return { ...result, status: 'fail', detail: `${name}: candidate exceeds stable by ${percent(excess)}, more than the margin: ${figures}` };
  return { ...result, status: 'pass', detail: `${name}: within the margin: ${figures}` };
}

/**
 * A duration check: fails when the candidate is slower than stable by more than `ratio` and by more than `ms`.
 * @param {string} name @param {{ value?: number, samples: number }} candidate @param {{ value?: number, samples: number }} stable
 * @param {{ minSamples: number, ratio: number, ms: number }} settings
 * @returns {CheckResult}
 */
function speedCheck(name, candidate, stable, settings) {
  const figures = `candidate ${ms(candidate.value)} (${candidate.samples}) vs stable ${ms(stable.value)} (${stable.samples}); at most ${Math.round(settings.ratio * 100)} % and ${settings.ms} ms worse, at least ${settings.minSamples} samples a side`;
  const samples = { candidate: candidate.samples, stable: stable.samples };
  const result = { name, unit: /** @type {const} */ ('ms'), candidate: candidate.value, stable: stable.value, samples };
  if (candidate.value === undefined || stable.value === undefined || candidate.samples < settings.minSamples || stable.samples < settings.minSamples) {
    return { ...result, status: 'wait', detail: `${name}: not enough samples yet: ${figures}` };
  }
  const worse = candidate.value - stable.value;
  if (worse > settings.ms && worse > stable.value * settings.ratio) return { ...result, status: 'fail', detail: `${name}: candidate slower by ${Math.round(worse)} ms: ${figures}` };
  return { ...result, status: 'pass', detail: `${name}: within bounds: ${figures}` };
}

/**
 * The analysis of one canary of `remote` over the figures since it started (`canarySides`).
 * @param {{ remote: string, candidate: Side, stable: Side, config: import('../../store/fieldConfig.mjs').FieldConfig, refused?: number }} input
 *   `refused`: the remote's reports refused meanwhile (counted in no check)
 * @returns {Analysis}
 */
export function analyseCanary({ remote, candidate, stable, config, refused = 0 }) {
  const checks = checksFor(config, remote);
  const vital = (/** @type {Side} */ side, /** @type {'LCP' | 'INP'} */ name) => ({ value: side.p75[name], samples: side.samples[name] ?? 0 });
  const results = [
    rateCheck('browser errors', { rate: candidate.errorRate, samples: candidate.sessions, text: errorFigures(candidate) }, { rate: stable.errorRate, samples: stable.sessions, text: errorFigures(stable) }, { minSamples: config.minSessions, margin: config.margin }, 'sessions'),
    rateCheck(
      'server render failures',
      { rate: candidate.server.failureRate, samples: candidate.server.requests, text: `${candidate.version}: ${percent(candidate.server.failureRate)} (${candidate.server.failed} of ${candidate.server.requests} answers)` },
      { rate: stable.server.failureRate, samples: stable.server.requests, text: `${stable.version}: ${percent(stable.server.failureRate)} (${stable.server.failed} of ${stable.server.requests} answers)` },
      checks.serverFailures,
      'answers',
    ),
    speedCheck('LCP p75', vital(candidate, 'LCP'), vital(stable, 'LCP'), checks.lcp),
    speedCheck('INP p75', vital(candidate, 'INP'), vital(stable, 'INP'), checks.inp),
    speedCheck('server render p95', { value: candidate.server.p95, samples: candidate.server.renders }, { value: stable.server.p95, samples: stable.server.renders }, checks.renderP95),
  ];
  /** @type {Status} */
  const status = results.some((check) => check.status === 'fail') ? 'fail' : results.every((check) => check.status === 'pass') ? 'pass' : 'wait';
  const window = `window ${Math.round(config.windowMs / 60_000)} min; ${refused} report${refused === 1 ? '' : 's'} refused`;
  // The failed checks first: an audit line is read from its start.
  const ordered = [...results.filter((check) => check.status === 'fail'), ...results.filter((check) => check.status !== 'fail')];
  return { status, checks: results, reason: `${ordered.map((check) => check.detail).join('; ')}; ${window}` };
}
