// @ts-check
// A canary's analysis: the candidate against the stable version on everything visitors and crawlers
// got since the canary started, each visitor one unit (`store/canaryFigures.mjs`: randomised by
// visitor, analysed by visitor, as A/B platforms do: a visitor's many answers are not independent
// trials, and one client asking for a thousand pages must weigh what one visitor weighs).
// - Rates (error statuses, failed renders, degraded answers, browser errors): each visitor's share of
//   bad answers (or sessions); the sides' means compared by a sequential test whose p-value stays
//   valid however often it is looked at (`alwaysValidP`, mSPRT), failing at p < alpha and the
//   candidate's mean at least `minEffect` higher; in total and per route pattern (alpha divided by
//   the routes tested). And an absolute floor that needs no baseline: `floorVisitors` candidate
//   visitors of whom `floorShare` got mostly bad answers fail the check, unless the stable side's
//   visitors are as bad (the content service down for both, not the candidate).
// - Durations (LCP, INP, TTFB, server render cost and server render time): each visitor's median,
//   Mann–Whitney as a sequential test, failing at p < alpha with the candidate slower by more than
//   `ratio` and `ms` (Hodges–Lehmann). Render time is the wall time of a render on a miss (the
//   gateway's time to first byte of the page): a candidate awaiting a call longer spends no more of
//   its own time (render cost) but every visitor on a miss waits, and a render slot is held, longer.
// - Tails (render time at p90, TTFB and LCP at p75): the share of visitors over the stable side's
//   quantile, by the rates' sequential test (`tailCheck.mjs`).
// One failed check fails the analysis; every check passed with its samples passes it; anything else
// waits. Error statuses, failed renders and degraded answers are critical: a failure aborts at once
// (`canaryWatch.mjs`, which looks every FIELD_CHECK_MS whatever the step interval).
//
// The checks are a list (`CANARY_CHECKS`): a check is `{ name, settings, critical?, judge }`, where
// `judge({ candidate, stable, settings })` gets both sides' `CanarySide` (per-visitor values) and its
// settings from `FieldConfig.checks[settings]`, and returns a `CheckResult`. `analyseCanary` runs
// the list it is given (`checks`, default `CANARY_CHECKS`), so a new check is a module exporting one
// such object, added to the list.
import { checksFor } from '../../store/fieldConfig.mjs';
import { mannWhitneySequential, meanAndVariance, meansGreater, median, momentsGreater } from './statistics.mjs';
import { tailCheck } from './tailCheck.mjs';

/**
 * @typedef {import('../../store/canaryFigures.mjs').CanarySide} Side
 * @typedef {import('../../store/canaryFigures.mjs').VisitorRate} VisitorRate
 * @typedef {import('../../store/fieldConfig.mjs').RateCheck} RateSettings
 * @typedef {import('../../store/fieldConfig.mjs').SpeedCheck} SpeedSettings
 * @typedef {'pass' | 'fail' | 'wait'} Status
 * @typedef {{ name: string, unit: 'rate' | 'ms', status: Status, candidate?: number, stable?: number, samples: { candidate: number, stable: number }, detail: string, critical?: boolean, p?: number, starved?: boolean, floor?: boolean }} CheckResult
 *   `unit`: a rate (0–1: the mean over visitors of each one's share) or a duration in ms (the
 *   sides' medians over visitors); `samples`: visitors on each side; `critical`: on a failed critical
 *   check; `p`: the always-valid p-value (a failed route's, if only it failed); `floor`: failed on
 *   the absolute floor; `starved`: still short of samples `starvedAfter` intervals after the canary started
 * @typedef {{ status: Status, checks: CheckResult[], reason: string, starved?: boolean }} Analysis
 * @typedef {{ name: string, settings: keyof import('../../store/fieldConfig.mjs').CanaryChecks, critical?: boolean, judge: (input: { candidate: Side, stable: Side, settings: any }) => CheckResult }} CanaryCheck
 *   one check of the analysis: `settings` names its settings in `FieldConfig.checks`
 */

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1)} %`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
/** A p-value or a significance level, short: 0.03, 0.0025, 8.3e-4. @param {number} p */
const pText = (p) => (p >= 0.001 || p === 0 ? String(Number(p.toPrecision(2))) : p.toExponential(1));
const mean = (/** @type {number[]} */ values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
/** A visitor whose answers were at least half bad counts as failed for the floor. */
const FAILED_VISITOR = 0.5;
const failedShare = (/** @type {number[]} */ values) => (values.length ? values.filter((value) => value >= FAILED_VISITOR).length / values.length : 0);

/**
 * @typedef {{ n: number, mean: number, variance: number, failed: number }} RateMoments
 *   a side's visitors for one rate: how many, the mean and sample variance of their shares, and how
 *   many of them got mostly bad answers (a share of at least ½)
 */

/** A side's moments from its visitors' shares. @param {number[]} values @returns {RateMoments} */
export const momentsOf = (values) => ({ ...meanAndVariance(values), failed: values.filter((value) => value >= FAILED_VISITOR).length });

/**
 * The verdict of a rate in total, from the sides' moments: the floor first (no baseline needed),
 * then, once each side has `minSamples` visitors, the sequential test. The one rule the analysis
 * and the bench's simulation (`scripts/bench/canarySimulation.mjs`) both apply.
 * @param {RateMoments} candidate @param {RateMoments} stable @param {RateSettings} settings
 * @returns {{ status: Status, p?: number, floor?: boolean }}
 */
export function rateVerdict(candidate, stable, { minSamples, alpha, minEffect, tau, floorVisitors, floorShare }) {
  const stableAsBad = stable.n >= floorVisitors && stable.failed / stable.n >= floorShare;
  if (candidate.n >= floorVisitors && candidate.failed / candidate.n >= floorShare && !stableAsBad) return { status: 'fail', floor: true };
  if (candidate.n < minSamples || stable.n < minSamples) return { status: 'wait' };
  const { p, estimate } = momentsGreater(candidate, stable, tau);
  return { status: p < alpha && estimate >= minEffect ? 'fail' : 'pass', p };
}

/**
 * A side's rate in words: the mean share per visitor, the visitors, and the answers behind it.
 * @param {string} version @param {{ values: number[], events: number, n: number }} rate @param {string} unit
 */
const rateText = (version, rate, unit) => `${version}: ${percent(mean(rate.values))} per visitor (${rate.values.length} visitor${rate.values.length === 1 ? '' : 's'}; ${rate.events} of ${rate.n} ${unit})`;

/**
 * A rate check over visitors (see the head of this file).
 * @param {{ name: string, label: string, unit: string, critical: boolean, candidate: VisitorRate, stable: VisitorRate, candidateVersion: string, stableVersion: string, extra?: string }} input
 *   `label`: what a visitor's share counts, in words; `unit`: what is counted (answers, sessions); `extra`: more figures for people
 * @param {RateSettings} settings
 * @returns {CheckResult}
 */
export function visitorRateCheck({ name, label, unit, critical, candidate, stable, candidateVersion, stableVersion, extra = '' }, { minSamples, alpha, minEffect, tau, floorVisitors, floorShare }) {
  const figures = `candidate ${rateText(candidateVersion, candidate, unit)} vs stable ${rateText(stableVersion, stable, unit)}${extra}`;
  const rule = `${label}, each visitor one unit; fails at an always-valid p < ${pText(alpha)} and ${(minEffect * 100).toFixed(1)} points worse, from ${minSamples} visitors a side; or, with no baseline needed, when ${Math.round(floorShare * 100)} % of ${floorVisitors} or more candidate visitors got mostly bad ${unit}`;
  const samples = { candidate: candidate.values.length, stable: stable.values.length };
  const result = { name, unit: /** @type {const} */ ('rate'), candidate: mean(candidate.values), stable: mean(stable.values), samples };
  const failed = (/** @type {string} */ detail, /** @type {number | undefined} */ p, floor = false) =>
    /** @type {CheckResult} */ ({ ...result, status: 'fail', ...(p === undefined ? {} : { p }), ...(floor ? { floor: true } : {}), ...(critical ? { critical: true } : {}), detail: `${name}: ${detail}; ${rule}` });
  const verdict = rateVerdict(momentsOf(candidate.values), momentsOf(stable.values), { minSamples, alpha, minEffect, tau, floorVisitors, floorShare });
  // The floor: most of the candidate's visitors failing is a broken candidate, whatever the other side has yet.
  if (verdict.floor) return failed(`${percent(failedShare(candidate.values))} of ${samples.candidate} candidate visitors got mostly bad ${unit} (floor): ${figures}`, undefined, true);
  if (verdict.status === 'wait') return { ...result, status: 'wait', detail: `${name}: not enough visitors yet: ${figures}; ${rule}` };
  const total = { p: /** @type {number} */ (verdict.p), failed: verdict.status === 'fail' };
  const tested = Object.entries(candidate.routes)
    .map(([route, values]) => ({ route, candidate: values, stable: stable.routes[route] ?? { values: [], events: 0, n: 0 } }))
    .filter((route) => route.candidate.values.length >= minSamples && route.stable.values.length >= minSamples);
  const routeAlpha = alpha / Math.max(1, tested.length);
  const failedRoutes = tested
    .map((route) => {
      const { p, estimate } = meansGreater(route.candidate.values, route.stable.values, tau);
      return { ...route, p, failed: p < routeAlpha && estimate >= minEffect };
    })
    .filter((route) => route.failed)
    .sort((left, right) => left.p - right.p);
  const routesText = tested.length ? `; ${tested.length} route${tested.length === 1 ? '' : 's'} with ${minSamples} visitors a side tested at p < ${pText(routeAlpha)}` : '';
  if (!total.failed && !failedRoutes.length) return { ...result, status: 'pass', p: total.p, detail: `${name}: passed: ${figures}, p = ${pText(total.p)}${routesText}; ${rule}` };
  const routeTexts = failedRoutes.map((route) => `${name} on ${route.route}: candidate ${rateText(candidateVersion, route.candidate, unit)} vs stable ${rateText(stableVersion, route.stable, unit)}, p = ${pText(route.p)}`);
  const totalText = `${figures}, p = ${pText(total.p)}`;
  return failed(total.failed ? `${totalText}${routeTexts.length ? `; ${routeTexts.join('; ')}` : ''}${routesText}` : `${routeTexts.join('; ')}; in total ${totalText}${routesText}`, total.failed ? total.p : failedRoutes[0].p);
}

/**
 * A duration check over visitors: each visitor's median on each side, Mann–Whitney as a sequential
 * test once each side has `minSamples` visitors. The effect is the Hodges–Lehmann shift: it must
 * exceed `ratio` of the stable median and `ms`; the figures shown are the medians over visitors.
 * @param {string} name @param {number[]} candidate @param {number[]} stable @param {SpeedSettings} settings
 * @returns {CheckResult}
 */
export function visitorSpeedCheck(name, candidate, stable, { minSamples, alpha, ratio, ms: slower, tau }) {
  const samples = { candidate: candidate.length, stable: stable.length };
  const candidateMedian = candidate.length ? median(candidate) : undefined;
  const stableMedian = stable.length ? median(stable) : undefined;
  const figures = `candidate median ${candidateMedian === undefined ? 'none' : ms(candidateMedian)} (${samples.candidate} visitors) vs stable median ${stableMedian === undefined ? 'none' : ms(stableMedian)} (${samples.stable} visitors)`;
  const rule = `each visitor's median one unit; fails at an always-valid p < ${pText(alpha)} and over ${Math.round(ratio * 100)} % and ${slower} ms slower, from ${minSamples} visitors a side`;
  const result = { name, unit: /** @type {const} */ ('ms'), candidate: candidateMedian, stable: stableMedian, samples };
  if (candidateMedian === undefined || stableMedian === undefined || samples.candidate < minSamples || samples.stable < minSamples) {
    return { ...result, status: 'wait', detail: `${name}: not enough visitors yet: ${figures}; ${rule}` };
  }
  const { p, shift } = mannWhitneySequential(candidate, stable, tau);
  const failed = p < alpha && shift > slower && shift > stableMedian * ratio;
  const text = `${figures}; shift ${shift >= 0 ? '+' : '−'}${ms(Math.abs(shift))} (Hodges–Lehmann), p = ${pText(p)}; ${rule}`;
  return { ...result, status: failed ? 'fail' : 'pass', p, detail: `${name}: ${failed ? 'slower' : 'passed'}: ${text}` };
}

/** What the sides' answers were beside a check's figures: those no render made (busy, throttled) are their own outcome. @param {Side} candidate @param {Side} stable */
const unrenderedText = (candidate, stable) =>
  `; busy (503, no render slot) / throttled (429): candidate ${candidate.busy} / ${candidate.throttled}, stable ${stable.busy} / ${stable.throttled} of ${candidate.answers} and ${stable.answers} answers`;

/**
 * A rate check on one of the sides' answer counts.
 * @param {string} name @param {'status' | 'failed' | 'degraded' | 'browserErrors'} field @param {string} label @param {string} unit @param {boolean} critical
 * @returns {CanaryCheck['judge']}
 */
const rateOf = (name, field, label, unit, critical) => ({ candidate, stable, settings }) =>
  visitorRateCheck(
    { name, label, unit, critical, candidate: candidate[field], stable: stable[field], candidateVersion: candidate.version, stableVersion: stable.version, ...(field === 'status' ? { extra: unrenderedText(candidate, stable) } : {}) },
    settings,
  );

/** The checks of every canary, in the order an audit line shows them when none failed. @type {ReadonlyArray<CanaryCheck>} */
export const CANARY_CHECKS = Object.freeze([
  {
    name: 'status',
    settings: 'errorStatus',
    critical: true,
    judge: rateOf('status', 'status', 'rendered answers with a 5xx (but busy), or a 4xx (but 429) where the other side answers the same URL well', 'answers', true),
  },
  { name: 'server render failures', settings: 'serverFailures', critical: true, judge: rateOf('server render failures', 'failed', 'rendered answers left for the browser (the render threw, ran over budget, or the fallback shell went out)', 'answers', true) },
  { name: 'degraded answers', settings: 'degraded', critical: true, judge: rateOf('degraded answers', 'degraded', 'rendered answers with built-in copy or the unavailable view', 'answers', true) },
  { name: 'browser errors', settings: 'browserErrors', judge: rateOf('browser errors', 'browserErrors', 'sessions with a browser error', 'sessions', false) },
  { name: 'LCP', settings: 'lcp', judge: ({ candidate, stable, settings }) => visitorSpeedCheck('LCP', candidate.durations.LCP, stable.durations.LCP, settings) },
  { name: 'INP', settings: 'inp', judge: ({ candidate, stable, settings }) => visitorSpeedCheck('INP', candidate.durations.INP, stable.durations.INP, settings) },
  { name: 'server render cost', settings: 'renderCost', judge: ({ candidate, stable, settings }) => visitorSpeedCheck('server render cost', candidate.durations.renderCost, stable.durations.renderCost, settings) },
  // Time: what a visitor waits, not only what a render burns.
  { name: 'server render time', settings: 'renderTime', judge: ({ candidate, stable, settings }) => visitorSpeedCheck('server render time', candidate.durations.renderMs, stable.durations.renderMs, settings) },
  { name: 'server render time tail', settings: 'renderTimeTail', judge: ({ candidate, stable, settings }) => tailCheck('server render time tail', candidate.durations.renderMs, stable.durations.renderMs, settings) },
  { name: 'TTFB', settings: 'ttfb', judge: ({ candidate, stable, settings }) => visitorSpeedCheck('TTFB', candidate.durations.TTFB, stable.durations.TTFB, settings) },
  { name: 'TTFB tail', settings: 'ttfbTail', judge: ({ candidate, stable, settings }) => tailCheck('TTFB tail', candidate.durations.TTFB, stable.durations.TTFB, settings) },
  { name: 'LCP tail', settings: 'lcpTail', judge: ({ candidate, stable, settings }) => tailCheck('LCP tail', candidate.durations.LCP, stable.durations.LCP, settings) },
]);

/** The names of the checks whose failure aborts a canary at once: what crawlers and visitors get broken, not slower. */
export const CRITICAL_CHECKS = Object.freeze(CANARY_CHECKS.filter((check) => check.critical).map((check) => check.name));

/** The failed critical checks of an analysis: any, and the canary is aborted without waiting for `threshold`. @param {Analysis} analysis */
export const criticalFailures = (analysis) => analysis.checks.filter((check) => check.status === 'fail' && check.critical);

/**
 * The analysis of one canary of `remote` over everything since it started.
 * @param {{ remote: string, candidate: Side, stable: Side, config: import('../../store/fieldConfig.mjs').FieldConfig, refused?: number, checks?: ReadonlyArray<CanaryCheck> }} input
 *   `refused`: the remote's reports refused meanwhile (counted in no check)
 * @returns {Analysis}
 */
export function analyseCanary({ remote, candidate, stable, config, refused = 0, checks = CANARY_CHECKS }) {
  const settings = checksFor(config, remote);
  const results = checks.map((check) => {
    const result = check.judge({ candidate, stable, settings: settings[check.settings] });
    return result.status === 'fail' && check.critical ? { ...result, critical: true } : result;
  });
  /** @type {Status} */
  const status = results.some((check) => check.status === 'fail') ? 'fail' : results.every((check) => check.status === 'pass') ? 'pass' : 'wait';
  const window = `since the canary started: ${candidate.visitors} candidate and ${stable.visitors} stable visitors; ${refused} report${refused === 1 ? '' : 's'} refused`;
  // The failed checks first, critical ones before them: an audit line is read from its start.
  const rank = (/** @type {CheckResult} */ check) => (check.status !== 'fail' ? 2 : check.critical ? 0 : 1);
  const ordered = [...results].sort((left, right) => rank(left) - rank(right));
  return { status, checks: results, reason: `${ordered.map((check) => check.detail).join('; ')}; ${window}` };
}

/**
 * A waiting analysis of a canary that has run `intervals` intervals (`starvedAfter` or more) without
 * its samples: its waiting checks say they are starved, so people see that the canary is held where
 * it is (too little traffic for its share, or a side not reporting) and an alert says so. Still a
 * wait: it never steps.
 * @param {Analysis} analysis @param {number} intervals @returns {Analysis}
 */
export function starve(analysis, intervals) {
  let reason = analysis.reason;
  const checks = analysis.checks.map((check) => {
    if (check.status !== 'wait') return check;
    const detail = `starved: ${check.detail}; still short after ${intervals} intervals, held where it is`;
    reason = reason.replace(check.detail, detail);
    return { ...check, starved: true, detail };
  });
  return { ...analysis, checks, reason, starved: true };
}
