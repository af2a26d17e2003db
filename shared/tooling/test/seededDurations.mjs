// @ts-check
// Values for the canary judge's tests: drawn with a fixed seed, so a test sees the same ones each run.

/**
 * `count` values around `centre`, skewed like real durations (log-normal-ish) by `spread`, from `seed`.
 * @param {number} count @param {number} centre @param {number} spread @param {number} seed
 */
export function seededDurations(count, centre, spread, seed) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => Math.round(centre * Math.exp(spread * (random() + random() + random() - 1.5))));
}
