// @ts-check
import { seededRandom } from '@site/shared/tooling/seededRandom.mjs';
// The two tests the canary judge asks (`canaryAnalysis.mjs`), as Kayenta's NetflixACAJudge and Flagger
// do: is the candidate's rate of something bad greater than the stable one's (Fisher's exact test,
// one-sided), and do the candidate's durations tend to be larger (Mann–Whitney U, one-sided, with the
// Hodges–Lehmann shift as the size of the difference). Pure functions of counts and values; nothing
// here knows what a canary is.

// log(n!) for small n, summed exactly once; Stirling's series past it (error far under 1e-12 there).
const SMALL = 256;
const LOG_FACTORIALS = (() => {
  const table = new Float64Array(SMALL);
  for (let n = 1; n < SMALL; n += 1) table[n] = table[n - 1] + Math.log(n);
  return table;
})();

/** log(n!) for an integer n >= 0. @param {number} n */
export function logFactorial(n) {
  if (n < SMALL) return LOG_FACTORIALS[n];
  const x = n + 1; // log Γ(x), x = n + 1
  const inverse = 1 / x;
  const inverse2 = inverse * inverse;
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + inverse * (1 / 12 - inverse2 * (1 / 360 - inverse2 * (1 / 1260 - inverse2 / 1680)));
}

/** log of the binomial coefficient C(n, k). @param {number} n @param {number} k */
const logChoose = (n, k) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * The p-value of Fisher's exact test, one-sided: that the candidate's rate (events of n) is greater
 * than the stable one's. With the margins fixed, the candidate's events X are hypergeometric; p is
 * P(X >= observed). Terms are computed in log space from the first and then by their ratio, summing
 * the shorter side of the mode, so n up to millions costs a few thousand steps at most, not n.
 * @param {{ candidate: { events: number, n: number }, stable: { events: number, n: number } }} counts
 * @returns {number} in [0, 1]; 1 when there is nothing to compare (no events, or a side without any n)
 */
export function fisherOneSided({ candidate, stable }) {
  const a = candidate.events;
  const n1 = candidate.n;
  const total = candidate.n + stable.n;
  const events = candidate.events + stable.events;
  if (n1 === 0 || stable.n === 0 || events === 0) return 1;
  const low = Math.max(0, n1 + events - total);
  const high = Math.min(events, n1);
  if (a <= low) return 1;
  const logTerm = (/** @type {number} */ x) => logChoose(events, x) + logChoose(total - events, n1 - x) - logChoose(total, n1);
  // P(X = x + 1) / P(X = x)
  const up = (/** @type {number} */ x) => ((events - x) * (n1 - x)) / ((x + 1) * (total - events - n1 + x + 1));
  // The mode of the hypergeometric: below it the upper tail is near 1 and better had as 1 - lower tail.
  const mode = Math.floor(((n1 + 1) * (events + 1)) / (total + 2));
  if (a > mode) {
    // Upper tail from a on: terms only shrink, so stop once they no longer add to the sum.
    let term = Math.exp(logTerm(a));
    let sum = 0;
    for (let x = a; x <= high && term > 0; x += 1) {
      sum += term;
      if (term < sum * 1e-17) break;
      term *= up(x);
    }
    return Math.min(1, sum);
  }
  // 1 - P(X <= a - 1), summed downwards from a - 1, again only shrinking.
  let term = Math.exp(logTerm(a - 1));
  let sum = 0;
  for (let x = a - 1; x >= low && term > 0; x -= 1) {
    sum += term;
    if (term < sum * 1e-17) break;
    term /= up(x - 1);
  }
  return Math.min(1, Math.max(0, 1 - sum));
}

/** The standard normal's upper tail P(Z > z) (Numerical Recipes' erfc: relative error under 1.2e-7). @param {number} z */
export function normalUpperTail(z) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** The median of sorted values. @param {ArrayLike<number>} sorted */
export function medianOfSorted(sorted) {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = n >> 1;
  return n % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of values, whatever their order. @param {ArrayLike<number>} values */
export const median = (values) => medianOfSorted(Float64Array.from(values).sort());

/** Pairs past which the Hodges–Lehmann shift is taken from a sample of them (a few ms to sort). */
export const SHIFT_PAIRS = 250_000;

/**
 * The Hodges–Lehmann estimate of how much larger the candidate's values are: the median of every
 * difference candidate − stable. Past `SHIFT_PAIRS` pairs, the median of that many pairs drawn with
 * a fixed seed (its error is a small fraction of the spread; the judge's tolerances are far coarser).
 * @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable
 */
export function hodgesLehmannShift(candidate, stable) {
  const n = candidate.length;
  const m = stable.length;
  if (n === 0 || m === 0) return Number.NaN;
  if (n * m <= SHIFT_PAIRS) {
    const differences = new Float64Array(n * m);
    for (let i = 0; i < n; i += 1) for (let j = 0; j < m; j += 1) differences[i * m + j] = candidate[i] - stable[j];
    return medianOfSorted(differences.sort());
  }
  const random = seededRandom(n * 31 + m);
  const differences = new Float64Array(SHIFT_PAIRS);
  for (let k = 0; k < SHIFT_PAIRS; k += 1) differences[k] = candidate[Math.floor(random() * n)] - stable[Math.floor(random() * m)];
  return medianOfSorted(differences.sort());
}

/**
 * The Mann–Whitney U test, one-sided: do the candidate's values tend to be larger than the stable
 * ones? `u` counts the pairs where the candidate's value is larger (a tie counts half), from the
 * rank sum (one sort: O(N log N)); `p` is its upper tail by the normal approximation with the tie
 * correction of the variance and a continuity correction (exact enumeration is for a handful of
 * values; the judge waits for more). `shift` is the Hodges–Lehmann estimate (`hodgesLehmannShift`).
 * @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable
 * @returns {{ p: number, u: number, shift: number }} p is 1 with no values on a side, or all of them equal
 */
export function mannWhitneyGreater(candidate, stable) {
  const n = candidate.length;
  const m = stable.length;
  if (n === 0 || m === 0) return { p: 1, u: 0, shift: Number.NaN };
  const total = n + m;
  // Both sides in one array, sorted by value; an index < n is the candidate's.
  const order = Array.from({ length: total }, (_, index) => index);
  const value = (/** @type {number} */ index) => (index < n ? candidate[index] : stable[index - n]);
  order.sort((left, right) => value(left) - value(right));
  let candidateRanks = 0;
  let ties = 0; // Σ (t³ − t) over the groups of equal values
  for (let start = 0; start < total; ) {
    let end = start + 1;
    while (end < total && value(order[end]) === value(order[start])) end += 1;
    const rank = (start + 1 + end) / 2; // the group's mean rank (ranks start at 1)
    for (let k = start; k < end; k += 1) if (order[k] < n) candidateRanks += rank;
    const t = end - start;
    ties += t * t * t - t;
    start = end;
  }
  const u = candidateRanks - (n * (n + 1)) / 2;
  const mean = (n * m) / 2;
  const variance = ((n * m) / 12) * (total + 1 - ties / (total * (total - 1)));
  const shift = hodgesLehmannShift(candidate, stable);
  if (!(variance > 0)) return { p: 1, u, shift };
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { p: normalUpperTail(z), u, shift };
}

/**
 * The mean and the sample variance of some values (0 with fewer than two).
 * @param {ArrayLike<number>} values @returns {{ n: number, mean: number, variance: number }}
 */
export function meanAndVariance(values) {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += values[i];
  const mean = n ? sum / n : 0;
  let squares = 0;
  for (let i = 0; i < n; i += 1) squares += (values[i] - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/**
 * The mixture sequential probability ratio test (mSPRT, Johari, Pekelis and Walsh, "Always valid
 * inference", as Optimizely and Netflix run it): for an estimate θ̂ of a difference that is about
 * normal with variance `variance`, and a normal mixture N(0, τ²) over the alternative, the likelihood
 * ratio Λ = √(V / (V + τ²)) · exp(τ² θ̂² / (2 V (V + τ²))) is a martingale under "no difference", so
 * P(Λ ever reaches 1/α) ≤ α however often it is looked at (Ville's inequality). `p` = min(1, 1/Λ) is
 * the always-valid p-value of this look: failing when p < α at any look keeps the false-alarm rate
 * of a whole canary's life at α. One-sided here: an estimate ≤ 0 (the candidate no worse) gives p 1.
 * @param {{ estimate: number, variance: number, tau: number }} input
 * @returns {number} in (0, 1]
 */
export function alwaysValidP({ estimate, variance, tau }) {
  if (!(estimate > 0) || !(tau > 0)) return 1;
  // A variance of 0 (every value the same on both sides) is as sure as the data can be.
  const v = Math.max(variance, 1e-12);
  const t2 = tau * tau;
  const logLambda = 0.5 * Math.log(v / (v + t2)) + (t2 * estimate * estimate) / (2 * v * (v + t2));
  return logLambda <= 0 ? 1 : Math.exp(-logLambda);
}

/**
 * Is the candidate's mean greater, each value one unit (a visitor's share of bad answers): the
 * difference of the means and its variance (Welch's, each side's variance at least 1 / (4 (n + 1)),
 * so a side whose few visitors all read 0 is not taken for certain), into `alwaysValidP`.
 * @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable @param {number} tau
 */
export function meansGreater(candidate, stable, tau) {
  const c = meanAndVariance(candidate);
  const s = meanAndVariance(stable);
  return { ...momentsGreater(c, s, tau), candidate: c, stable: s };
}

/**
 * `meansGreater` from each side's count, mean and sample variance (what a simulation keeps as it goes).
 * @param {{ n: number, mean: number, variance: number }} c @param {{ n: number, mean: number, variance: number }} s @param {number} tau
 * @returns {{ p: number, estimate: number }}
 */
export function momentsGreater(c, s, tau) {
  if (c.n === 0 || s.n === 0) return { p: 1, estimate: 0 };
  // A few visitors that all read the same say little about the spread: at least 1 / (4 (n + 1)),
  // which fades as visitors come (a side's own spread soon exceeds it).
  const least = (/** @type {number} */ n) => 1 / (4 * (n + 1));
  const variance = Math.max(c.variance, least(c.n)) / c.n + Math.max(s.variance, least(s.n)) / s.n;
  const estimate = c.mean - s.mean;
  return { p: alwaysValidP({ estimate, variance, tau }), estimate };
}

/**
 * Mann–Whitney as a sequential test: the estimate is the probability of superiority P(candidate >
 * stable) − ½ (U / nm − ½), its variance the U statistic's (ties corrected) over (nm)², into
 * `alwaysValidP`. `shift` is the Hodges–Lehmann estimate, as `mannWhitneyGreater` gives it.
 * @param {ArrayLike<number>} candidate @param {ArrayLike<number>} stable @param {number} tau
 */
export function mannWhitneySequential(candidate, stable, tau) {
  const n = candidate.length;
  const m = stable.length;
  const { u, shift } = mannWhitneyGreater(candidate, stable);
  if (n === 0 || m === 0) return { p: 1, u, shift };
  const total = n + m;
  // The variance of U without ties, (nm/12)(N + 1); ties only lower it, and a lower bound on the
  // variance here would overstate certainty, so the untied one is used.
  const variance = ((n * m) / 12) * (total + 1);
  return { p: alwaysValidP({ estimate: u / (n * m) - 0.5, variance: variance / (n * m) ** 2, tau }), u, shift };
}
