// @ts-check
// The canary judge's tail check (`canaryAnalysis.mjs` lists it for the render's wall time, TTFB and
// LCP): a slowdown on some pages or some calls only moves the slow end before the median, and Core
// Web Vitals judge the 75th percentile. Each visitor is one unit, its value its median (as every
// duration of the judge, `store/canaryFigures.mjs`): a visitor is "in the tail" when its value is over
// the stable side's `quantile`, and the sides' shares of such visitors are compared by the same
// sequential test as a rate (`meansGreater`: an always-valid p-value, mSPRT), so looking every
// FIELD_CHECK_MS keeps its false alarms at alpha. The effect (the candidate's quantile over stable's
// by more than `ms` and `ratio` of it) keeps a significant but small tail from failing a canary.
// Not a second duration test: Mann–Whitney (`visitorSpeedCheck`) compares the whole distributions,
// this the share over one threshold.
import { meansGreater } from './statistics.mjs';

/**
 * @typedef {import('./canaryAnalysis.mjs').CheckResult} CheckResult
 * @typedef {import('../../store/fieldConfig.mjs').TailCheck} TailSettings
 */

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const pText = (/** @type {number} */ p) => (p >= 0.001 || p === 0 ? String(Number(p.toPrecision(2))) : p.toExponential(1));

/** The nearest-rank `q` quantile (position ceil(q n)) of values, as CrUX reports p75. @param {ArrayLike<number>} values @param {number} q */
export function quantile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/**
 * A tail check over visitors (see the head of this file), once each side has `minSamples` visitors.
 * @param {string} name @param {number[]} candidate @param {number[]} stable  each visitor's value
 * @param {TailSettings} settings
 * @returns {CheckResult}
 */
export function tailCheck(name, candidate, stable, { minSamples, alpha, quantile: q, ratio, ms: slower, tau }) {
  const samples = { candidate: candidate.length, stable: stable.length };
  const label = `p${Math.round(q * 100)}`;
  const candidateTail = candidate.length ? quantile(candidate, q) : undefined;
  const stableTail = stable.length ? quantile(stable, q) : undefined;
  const figures = `candidate ${label} ${candidateTail === undefined ? 'none' : ms(candidateTail)} (${samples.candidate} visitors) vs stable ${label} ${stableTail === undefined ? 'none' : ms(stableTail)} (${samples.stable} visitors)`;
  const rule = `each visitor's median one unit; fails when more visitors are over stable's ${label} at an always-valid p < ${pText(alpha)} and the ${label} is over ${Math.round(ratio * 100)} % and ${slower} ms slower, from ${minSamples} visitors a side`;
  const result = { name, unit: /** @type {const} */ ('ms'), candidate: candidateTail, stable: stableTail, samples };
  if (candidateTail === undefined || stableTail === undefined || samples.candidate < minSamples || samples.stable < minSamples) {
    return { ...result, status: 'wait', detail: `${name}: not enough visitors yet: ${figures}; ${rule}` };
  }
  const over = (/** @type {number[]} */ values) => values.map((value) => (value > stableTail ? 1 : 0));
  const inTail = { candidate: over(candidate), stable: over(stable) };
  const { p } = meansGreater(inTail.candidate, inTail.stable, tau);
  const failed = p < alpha && candidateTail - stableTail > slower && candidateTail - stableTail > stableTail * ratio;
  const share = (/** @type {number[]} */ values) => `${((values.reduce((sum, one) => sum + one, 0) / values.length) * 100).toFixed(1)} %`;
  const text = `${figures}; visitors over stable's ${label}: candidate ${share(inTail.candidate)}, stable ${share(inTail.stable)}, p = ${pText(p)}; ${rule}`;
  return { ...result, status: failed ? 'fail' : 'pass', p, detail: `${name}: ${failed ? 'slower' : 'passed'}: ${text}` };
}
