// @ts-check
// A canary's analysis: the candidate against the stable version on everything visitors and crawlers
// get, each check judged only once it has its samples, by a statistical test as Kayenta's
// NetflixACAJudge and Flagger judge (`statistics.mjs`), and by the size of the difference, so that
// neither noise nor a significant but negligible difference fails a canary.
// - Rates (error statuses, server render failures, degraded answers, browser errors): Fisher's exact
//   test, one-sided, p < alpha, and the candidate's rate higher by at least `minEffect`. The answers'
//   rates are judged in total and per route pattern, so one broken route among twelve is not drowned
//   in the others' answers; the routes' alpha is divided by their number (Bonferroni), so testing
//   many does not multiply false alarms.
// - Durations (LCP, INP, server render cost): Mann–Whitney U, one-sided, p < alpha, and the
//   candidate slower by more than `ratio` and by more than `ms` (noise on a fast page is no regression).
// - Time (server render time, TTFB, and the tails of those and of LCP): `timeChecks.mjs`.
// One failed check fails the interval; every check passed with its samples passes it; anything else
// waits. Error statuses, render failures and degraded answers are critical: a failure of one of them
// aborts at once (`canaryWatch.mjs`). The figures are the audit line's when the analysis acts.
import { checksFor } from '../../store/fieldConfig.mjs';
import { fisherOneSided, mannWhitneyGreater, median } from './statistics.mjs';
import { timeChecks } from './timeChecks.mjs';

/**
 * @typedef {import('../../store/files/fieldStore.mjs').VersionSummary} Side
 * @typedef {import('../../store/fieldConfig.mjs').RateCheck} RateSettings
 * @typedef {import('../../store/fieldConfig.mjs').SpeedCheck} SpeedSettings
 * @typedef {'pass' | 'fail' | 'wait'} Status
 * @typedef {{ name: string, unit: 'rate' | 'ms', status: Status, candidate?: number, stable?: number, samples: { candidate: number, stable: number }, detail: string, critical?: boolean, p?: number, starved?: boolean }} CheckResult
 *   `unit`: a rate (0–1, over all answers or sessions) or a duration in ms (the sides' medians);
 *   `critical`: on a failed critical check; `p`: the test's p-value (a failed route's, if only it failed);
 *   `starved`: waited for its samples `starvedAfter` intervals in a row (`starve`)
 * @typedef {{ status: Status, checks: CheckResult[], reason: string, starved?: boolean }} Analysis
 * @typedef {{ events: number, n: number }} Counts
 */

/** The checks whose failure aborts a canary at once: what crawlers and visitors get broken, not slower. */
export const CRITICAL_CHECKS = Object.freeze(['status', 'server render failures', 'degraded answers']);

/** The failed critical checks of an analysis: any, and the canary is aborted without waiting for `threshold`. @param {Analysis} analysis */
export const criticalFailures = (analysis) => analysis.checks.filter((check) => check.status === 'fail' && check.critical);

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1)} %`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
/** A p-value or a significance level, short: 0.03, 0.0025, 8.3e-4. @param {number} p */
const pText = (p) => (p >= 0.001 || p === 0 ? String(Number(p.toPrecision(2))) : p.toExponential(1));
const rateOf = (/** @type {Counts} */ counts) => (counts.n ? counts.events / counts.n : 0);
const countsText = (/** @type {Counts} */ counts, unit = '') => `${percent(rateOf(counts))} (${counts.events} of ${counts.n}${unit ? ` ${unit}` : ''})`;

/**
 * Fisher's test and the effect on one pair of counts: failed when significant at `alpha` and the
 * candidate's rate is higher by at least `minEffect`.
 * @param {Counts} candidate @param {Counts} stable @param {number} alpha @param {number} minEffect
 */
function compareRates(candidate, stable, alpha, minEffect) {
  const p = fisherOneSided({ candidate, stable });
  return { p, failed: p < alpha && rateOf(candidate) - rateOf(stable) >= minEffect };
}

/**
 * A rate check in total and, for page answers, per route pattern: routes where the candidate has
 * `minSamples` answers, each at alpha / (routes tested).
 * @param {{ name: string, label: string, unit: string, critical: boolean, candidate: Counts, stable: Counts, candidateText: string, stableText: string,
 *   routes?: Array<{ route: string, candidate: Counts, stable: Counts }> }} input
 *   `label`: what the rate counts, in words; `unit`: what a sample is; `*Text`: the sides' figures in total
 * @param {RateSettings} settings
 * @returns {CheckResult}
 */
function rateCheck({ name, label, unit, critical, candidate, stable, candidateText, stableText, routes = [] }, { minSamples, alpha, minEffect }) {
  const figures = `candidate ${candidateText} vs stable ${stableText}`;
  const rule = `${label}; fails at p < ${pText(alpha)} and at least ${(minEffect * 100).toFixed(1)} points worse, from ${minSamples} ${unit} on the candidate's side`;
  const result = { name, unit: /** @type {const} */ ('rate'), candidate: rateOf(candidate), stable: rateOf(stable), samples: { candidate: candidate.n, stable: stable.n } };
  if (candidate.n < minSamples) return { ...result, status: 'wait', detail: `${name}: not enough ${unit} yet: ${figures}; ${rule}` };
  const total = compareRates(candidate, stable, alpha, minEffect);
  const tested = routes.filter((route) => route.candidate.n >= minSamples);
  const routeAlpha = alpha / Math.max(1, tested.length);
  const failedRoutes = tested
    .map((route) => ({ ...route, ...compareRates(route.candidate, route.stable, routeAlpha, minEffect) }))
    .filter((route) => route.failed)
    .sort((left, right) => left.p - right.p);
  const points = `${(minEffect * 100).toFixed(1)} points`;
  const verdict = (/** @type {{ p: number, failed: boolean }} */ test, /** @type {number} */ level) =>
    `p = ${pText(test.p)} ${test.p < level ? `< ${pText(level)}${test.failed ? '' : `, but less than ${points} worse`}` : `≥ ${pText(level)}`}`;
  const totalText = `${figures}, ${verdict(total, alpha)}`;
  const routesText = tested.length ? `${tested.length} route${tested.length === 1 ? '' : 's'} with ${minSamples} ${unit} tested at p < ${pText(routeAlpha)}` : 'no route with enough answers alone';
  if (!total.failed && !failedRoutes.length) {
    return { ...result, status: 'pass', p: total.p, detail: `${name}: passed: ${totalText}${routes.length ? `; ${routesText}, none worse` : ''}; ${rule}` };
  }
  const routeTexts = failedRoutes.map((route) => `${name} on ${route.route}: candidate ${countsText(route.candidate)} vs stable ${countsText(route.stable)}, ${verdict(route, routeAlpha)}`);
  const detail = total.failed
    ? `${name}: ${totalText}${routeTexts.length ? `; ${routeTexts.join('; ')}` : ''}`
    : `${routeTexts.join('; ')}; in total ${totalText}`;
  return { ...result, status: 'fail', p: total.failed ? total.p : failedRoutes[0].p, ...(critical ? { critical: true } : {}), detail: `${detail}; ${routes.length ? `${routesText}; ` : ''}${rule}` };
}

/**
 * A duration check: Mann–Whitney on the sides' values, judged once each side has `minSamples`.
 * The effect is the Hodges–Lehmann shift, not the difference of the medians: it is the estimate that
 * goes with the U test (the same candidate − stable pairs), and it is steadier on small, skewed
 * samples. It must exceed `ratio` of the stable median and `ms`; the figures shown are the medians.
 * @param {string} name @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable @param {SpeedSettings} settings
 * @returns {CheckResult}
 */
function speedCheck(name, candidate, stable, { minSamples, alpha, ratio, ms: slower }) {
  const samples = { candidate: candidate.length, stable: stable.length };
  const candidateMedian = candidate.length ? median(candidate) : undefined;
  const stableMedian = stable.length ? median(stable) : undefined;
  const figures = `candidate median ${candidateMedian === undefined ? 'none' : ms(candidateMedian)} (${samples.candidate}) vs stable median ${stableMedian === undefined ? 'none' : ms(stableMedian)} (${samples.stable})`;
  const rule = `fails at p < ${pText(alpha)} and over ${Math.round(ratio * 100)} % and ${slower} ms slower, from ${minSamples} values a side`;
  const result = { name, unit: /** @type {const} */ ('ms'), candidate: candidateMedian, stable: stableMedian, samples };
  if (candidateMedian === undefined || stableMedian === undefined || samples.candidate < minSamples || samples.stable < minSamples) {
    return { ...result, status: 'wait', detail: `${name}: not enough values yet: ${figures}; ${rule}` };
  }
  const { p, shift } = mannWhitneyGreater(candidate, stable);
  const failed = p < alpha && shift > slower && shift > stableMedian * ratio;
  const text = `${figures}; shift ${shift >= 0 ? '+' : '−'}${ms(Math.abs(shift))} (Hodges–Lehmann), p = ${pText(p)}; ${rule}`;
  return { ...result, status: failed ? 'fail' : 'pass', p, detail: `${name}: ${failed ? 'slower' : 'passed'}: ${text}` };
}

/** The browser error sessions, as the field signal has always described them. @param {Side} side */
function errorFigures(side) {
  const kinds = Object.entries(side.errorRates)
    .filter(([, rate]) => rate > 0)
    .map(([kind, rate]) => `${kind} ${percent(rate)}`);
  return `${side.version}: ${percent(side.errorRate)} (${side.errorSessions} of ${side.sessions} sessions${kinds.length ? `; ${kinds.join(', ')}` : ''})`;
}

/**
 * One count of the page answers (`errorStatus`, `failed` or `degraded`) as a rate check's input, in
 * total and per route pattern of the candidate.
 * @param {Side} candidate @param {Side} stable @param {'errorStatus' | 'failed' | 'degraded'} field
 */
function answers(candidate, stable, field) {
  const counts = (/** @type {{ requests: number } & Record<typeof field, number>} */ figures) => ({ events: figures[field] ?? 0, n: figures.requests ?? 0 });
  const sideText = (/** @type {Side} */ side) => `${side.version}: ${countsText(counts(side.server), 'answers')}`;
  const routes = Object.entries(candidate.server.routes ?? {}).map(([route, figures]) => ({
    route,
    candidate: counts(figures),
    stable: counts(stable.server.routes?.[route] ?? { requests: 0, failed: 0, degraded: 0, errorStatus: 0 }),
  }));
  return { candidate: counts(candidate.server), stable: counts(stable.server), candidateText: sideText(candidate), stableText: sideText(stable), routes, unit: 'answers' };
}

/**
 * The analysis of one canary of `remote` over the figures since it started (`canarySides`).
 * @param {{ remote: string, candidate: Side, stable: Side, config: import('../../store/fieldConfig.mjs').FieldConfig, refused?: number }} input
 *   `refused`: the remote's reports refused meanwhile (counted in no check)
 * @returns {Analysis}
 */
export function analyseCanary({ remote, candidate, stable, config, refused = 0 }) {
  const checks = checksFor(config, remote);
  const critical = (/** @type {string} */ name) => CRITICAL_CHECKS.includes(name);
  const results = [
    rateCheck({ name: 'status', label: 'answers with an error status (>= 400 but 429)', critical: critical('status'), ...answers(candidate, stable, 'errorStatus') }, checks.errorStatus),
    rateCheck({ name: 'server render failures', label: 'answers whose render failed or ran over budget', critical: critical('server render failures'), ...answers(candidate, stable, 'failed') }, checks.serverFailures),
    rateCheck({ name: 'degraded answers', label: 'answers with fallback copy or the unavailable view', critical: critical('degraded answers'), ...answers(candidate, stable, 'degraded') }, checks.degraded),
    rateCheck(
      {
        name: 'browser errors',
        label: 'sessions with an error',
        unit: 'sessions',
        critical: critical('browser errors'),
        candidate: { events: candidate.errorSessions, n: candidate.sessions },
        stable: { events: stable.errorSessions, n: stable.sessions },
        candidateText: errorFigures(candidate),
        stableText: errorFigures(stable),
      },
      checks.browserErrors,
    ),
    speedCheck('LCP', candidate.vitalValues?.LCP ?? [], stable.vitalValues?.LCP ?? [], checks.lcp),
    speedCheck('INP', candidate.vitalValues?.INP ?? [], stable.vitalValues?.INP ?? [], checks.inp),
    speedCheck('server render cost', candidate.server.costs ?? [], stable.server.costs ?? [], checks.renderCost),
    // Time: the render's wall time and the field's TTFB, their tails, LCP's tail (`timeChecks.mjs`).
    ...timeChecks(candidate, stable, checks),
  ];
  /** @type {Status} */
  const status = results.some((check) => check.status === 'fail') ? 'fail' : results.every((check) => check.status === 'pass') ? 'pass' : 'wait';
  const window = `window ${Math.round(config.windowMs / 60_000)} min; ${refused} report${refused === 1 ? '' : 's'} refused`;
  // The failed checks first, critical ones before them: an audit line is read from its start.
  const rank = (/** @type {CheckResult} */ check) => (check.status !== 'fail' ? 2 : check.critical ? 0 : 1);
  const ordered = [...results].sort((left, right) => rank(left) - rank(right));
  return { status, checks: results, reason: `${ordered.map((check) => check.detail).join('; ')}; ${window}` };
}

/**
 * A waiting analysis after `intervals` waiting intervals in a row (`starvedAfter` or more): its
 * waiting checks say they are starved, so people see that the canary will not move on its own
 * (too little traffic for its share, or a side not reporting). Still a wait: it never steps.
 * @param {Analysis} analysis @param {number} intervals @returns {Analysis}
 */
export function starve(analysis, intervals) {
  let reason = analysis.reason;
  const checks = analysis.checks.map((check) => {
    if (check.status !== 'wait') return check;
    const detail = `starved: ${check.detail}; still short after ${intervals} intervals`;
    reason = reason.replace(check.detail, detail);
    return { ...check, starved: true, detail };
  });
  return { ...analysis, checks, reason, starved: true };
}
