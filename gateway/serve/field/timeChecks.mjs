// @ts-check
// The canary judge's checks of time (`canaryAnalysis.mjs` runs them beside its others): how long a
// visitor waits, not only how much CPU a render burns. A candidate whose render awaits a call 700 ms
// longer spends no more of its own time (`server render cost` stays), but every visitor on a miss
// waits 700 ms more for the first byte, and holds a render slot that long.
// - `render time`: each side's server renders' wall time on a miss (the gateway's time to first byte
//   of a page it had to render), in ms.
// - `TTFB`: the field's time to first byte, as visitors' browsers measured it, in ms.
// Each gets Mann–Whitney with the Hodges–Lehmann shift as its effect (`durationCheck`), and a tail
// check (`tailCheck`): render time at p90 (a wait on some pages or some calls only moves the tail
// before the median), TTFB at p75 (as Core Web Vitals judge it). LCP gets a tail check at p75 too:
// its median has its own check already.
import { fisherOneSided, mannWhitneyGreater, median } from './statistics.mjs';

/**
 * @typedef {import('./canaryAnalysis.mjs').CheckResult} CheckResult
 * @typedef {import('../../store/fieldConfig.mjs').SpeedCheck} SpeedSettings
 * @typedef {import('../../store/fieldConfig.mjs').TailCheck} TailSettings
 * @typedef {import('../../store/files/fieldStore.mjs').VersionSummary} Side
 */

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const pText = (/** @type {number} */ p) => (p >= 0.001 || p === 0 ? String(Number(p.toPrecision(2))) : p.toExponential(1));

/** The nearest-rank `q` quantile (position ceil(q n)) of values, as CrUX reports p75. @param {ArrayLike<number>} values @param {number} q */
export function quantile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/**
 * A duration check: Mann–Whitney, one-sided, on each side's values once each has `minSamples`; it
 * fails when p < `alpha` and the Hodges–Lehmann shift exceeds both `ms` and `ratio` of the stable
 * median. The figures shown are the sides' medians.
 * @param {string} name @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable @param {SpeedSettings} settings
 * @returns {CheckResult}
 */
export function durationCheck(name, candidate, stable, { minSamples, alpha, ratio, ms: slower }) {
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

/**
 * A tail check at the `quantile` q: is more of the candidate's values above the stable side's q
 * quantile than the 1 − q of stable's own (Fisher's exact test, one-sided, p < `alpha`), and is the
 * candidate's q quantile over stable's by more than `ms` and `ratio` of it? A test of the tail's share
 * rather than of two quantiles: counts above one threshold are what Fisher's test is exact for, and
 * the effect keeps a significant but small tail from failing a canary. The figures shown are the
 * sides' quantiles.
 * @param {string} name @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable @param {TailSettings} settings
 * @returns {CheckResult}
 */
export function tailCheck(name, candidate, stable, { minSamples, alpha, quantile: q, ratio, ms: slower }) {
  const samples = { candidate: candidate.length, stable: stable.length };
  const label = `p${Math.round(q * 100)}`;
  const candidateTail = candidate.length ? quantile(candidate, q) : undefined;
  const stableTail = stable.length ? quantile(stable, q) : undefined;
  const figures = `candidate ${label} ${candidateTail === undefined ? 'none' : ms(candidateTail)} (${samples.candidate}) vs stable ${label} ${stableTail === undefined ? 'none' : ms(stableTail)} (${samples.stable})`;
  const rule = `fails when more values are over stable's ${label} at p < ${pText(alpha)} and the ${label} is over ${Math.round(ratio * 100)} % and ${slower} ms slower, from ${minSamples} values a side`;
  const result = { name, unit: /** @type {const} */ ('ms'), candidate: candidateTail, stable: stableTail, samples };
  if (candidateTail === undefined || stableTail === undefined || samples.candidate < minSamples || samples.stable < minSamples) {
    return { ...result, status: 'wait', detail: `${name}: not enough values yet: ${figures}; ${rule}` };
  }
  const over = (/** @type {ArrayLike<number>} */ values) => Array.prototype.filter.call(values, (/** @type {number} */ value) => value > stableTail).length;
  const counts = { candidate: { events: over(candidate), n: samples.candidate }, stable: { events: over(stable), n: samples.stable } };
  const p = fisherOneSided(counts);
  const failed = p < alpha && candidateTail - stableTail > slower && candidateTail - stableTail > stableTail * ratio;
  const share = (/** @type {{ events: number, n: number }} */ side) => `${((side.events / side.n) * 100).toFixed(1)} %`;
  const text = `${figures}; over stable's ${label}: candidate ${share(counts.candidate)}, stable ${share(counts.stable)}, p = ${pText(p)}; ${rule}`;
  return { ...result, status: failed ? 'fail' : 'pass', p, detail: `${name}: ${failed ? 'slower' : 'passed'}: ${text}` };
}

/**
 * The time checks of one canary, in the order the analysis lists them.
 * @param {Side} candidate @param {Side} stable
 * @param {Pick<import('../../store/fieldConfig.mjs').CanaryChecks, 'renderTime' | 'renderTimeTail' | 'ttfb' | 'ttfbTail' | 'lcpTail'>} checks
 * @returns {CheckResult[]}
 */
export function timeChecks(candidate, stable, checks) {
  const walls = (/** @type {Side} */ side) => side.server.walls ?? [];
  const ttfb = (/** @type {Side} */ side) => side.vitalValues?.TTFB ?? [];
  const lcp = (/** @type {Side} */ side) => side.vitalValues?.LCP ?? [];
  return [
    durationCheck('server render time', walls(candidate), walls(stable), checks.renderTime),
    tailCheck('server render time tail', walls(candidate), walls(stable), checks.renderTimeTail),
    durationCheck('TTFB', ttfb(candidate), ttfb(stable), checks.ttfb),
    tailCheck('TTFB tail', ttfb(candidate), ttfb(stable), checks.ttfbTail),
    tailCheck('LCP tail', lcp(candidate), lcp(stable), checks.lcpTail),
  ];
}
