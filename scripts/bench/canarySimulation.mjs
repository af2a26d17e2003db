// @ts-check
// The canary judge's false-abort rate and power, simulated (`npm run bench -- --canary`): many canaries
// of 2 hours, the judge's own rule for a rate (`rateVerdict`: the floor, then the always-valid
// sequential test over visitors) applied every FIELD_CHECK_MS, on traffic made to be unkind to it:
// - unequal traffic: visitors arrive at a rate that swings ±60 % over 40 minutes; most read a page
//   or three, some read many, a few crawl dozens; a page follows another after ~20 s;
// - caching on, per side, as the gateway keeps pages (fresh 30 s, served stale to 60 s, a page with
//   failed content never kept): the small side renders far more of its answers afresh;
// - a background of content errors on both sides: 1 % of renders degraded with a 503 (counted by the
//   status and degraded checks), 0.2 % failed, 2 % of visitors with a browser error, and 2 % of
//   answers to made-up URLs (404 on both sides).
// A/A: both sides alike; a false abort is any critical check failing at any look, or browser errors
// failing `threshold` looks in a row. Power: the candidate's content errors 5×, caught at its first
// step (5 % of visitors) before the step's interval ends.
// The per-route split of the real judge is left out (one route): a route's test runs at alpha over
// the routes, so it adds no false alarms beyond the total's alpha.
import { DEFAULT_FIELD_CONFIG, rateVerdict } from '@site/gateway';
import { seededRandom } from '@site/shared/tooling/seededRandom.mjs';


const PAGES = 60;
const FRESH_MS = 30_000;
const STALE_MS = 60_000;

/**
 * One side's running figures for one rate, each visitor one unit: the sums of their shares and
 * squares, and how many got mostly bad answers, updated as a visitor's share changes.
 */
function visitorMoments() {
  let n = 0;
  let sum = 0;
  let squares = 0;
  let failed = 0;
  return {
    /** A visitor's share moved from `before` (undefined: a new visitor) to `after`. @param {number | undefined} before @param {number} after */
    move(before, after) {
      if (before === undefined) n += 1;
      else {
        sum -= before;
        squares -= before * before;
        if (before >= 0.5) failed -= 1;
      }
      sum += after;
      squares += after * after;
      if (after >= 0.5) failed += 1;
    },
    get moments() {
      const mean = n ? sum / n : 0;
      return { n, mean, variance: n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0, failed };
    },
  };
}

/**
 * One simulated canary at a fixed `percent` for `durationMs`, looked at every `checkMs`.
 * @param {{ seed: number, percent: number, durationMs: number, visitorsPerSecond: number, contentErrors: { candidate: number, stable: number }, config?: import('@site/gateway').FieldConfig }} input
 * @returns {{ aborted: boolean, atMs?: number, check?: string }}
 */
export function simulateCanary({ seed, percent, durationMs, visitorsPerSecond, contentErrors, config = DEFAULT_FIELD_CONFIG }) {
  const random = seededRandom(seed);
  const exponential = (/** @type {number} */ mean) => -mean * Math.log(1 - random());
  // Page popularity: Zipf over the pages, drawn from its cumulative weights.
  const weights = Array.from({ length: PAGES }, (_, page) => 1 / (page + 1) ** 1.1);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = weights.map(((sum) => (weight) => (sum += weight / total))(0));
  const pickPage = () => {
    const x = random();
    let page = 0;
    while (page < PAGES - 1 && cumulative[page] < x) page += 1;
    return page;
  };
  const pagesOf = () => {
    const kind = random();
    if (kind < 0.8) return 1 + Math.floor(exponential(2));
    if (kind < 0.95) return 4 + Math.floor(exponential(6));
    return 20 + Math.floor(exponential(30));
  };
  /** @type {Array<{ at: number, visitor: number }>} every page request, in time order once sorted */
  const requests = [];
  /** @type {Array<{ side: 'candidate' | 'stable', browserError: boolean }>} */
  const visitors = [];
  for (let at = exponential(1000 / visitorsPerSecond); at < durationMs; ) {
    const visitor = visitors.length;
    visitors.push({ side: random() * 100 < percent ? 'candidate' : 'stable', browserError: random() < 0.02 });
    let pageAt = at;
    for (let page = pagesOf(); page > 0 && pageAt < durationMs; page -= 1) {
      requests.push({ at: pageAt, visitor });
      pageAt += exponential(20_000);
    }
    // Unequal over time: the arrival rate swings ±60 % over 40 minutes.
    const rate = visitorsPerSecond * (1 + 0.6 * Math.sin((2 * Math.PI * at) / (40 * 60_000)));
    at += exponential(1000 / rate);
  }
  requests.sort((a, b) => a.at - b.at);

  const checks = /** @type {const} */ (['status', 'degraded', 'failed', 'browserErrors']);
  const settings = { status: config.checks.errorStatus, degraded: config.checks.degraded, failed: config.checks.serverFailures, browserErrors: config.checks.browserErrors };
  const sides = {
    candidate: { cache: new Map(), moments: Object.fromEntries(checks.map((check) => [check, visitorMoments()])) },
    stable: { cache: new Map(), moments: Object.fromEntries(checks.map((check) => [check, visitorMoments()])) },
  };
  /** Per visitor: rendered answers and bad ones per check. @type {Map<number, { rendered: number, bad: Record<string, number> }>} */
  const tallies = new Map();
  const seenSession = new Set();
  let browserFailsInARow = 0;
  let next = 0;
  for (let look = config.checkMs; look <= durationMs; look += config.checkMs) {
    for (; next < requests.length && requests[next].at < look; next += 1) {
      const { at, visitor } = requests[next];
      const { side: sideName, browserError } = visitors[visitor];
      const side = sides[sideName];
      // Its session: a browser error or not, one per visitor.
      if (!seenSession.has(visitor)) {
        seenSession.add(visitor);
        side.moments.browserErrors.move(undefined, browserError ? 1 : 0);
      }
      // A made-up URL: 404 on both sides, counted as a rendered answer, bad for no check.
      const madeUp = random() < 0.02;
      const page = pickPage();
      const kept = side.cache.get(page);
      if (!madeUp && kept !== undefined && at - kept < STALE_MS) {
        // From the cache (fresh, or stale while a render runs behind it): not a render's answer.
        if (at - kept >= FRESH_MS && random() >= contentErrors[sideName]) side.cache.set(page, at);
        continue;
      }
      const contentError = !madeUp && random() < contentErrors[sideName];
      const failedRender = !madeUp && !contentError && random() < 0.002;
      if (!madeUp && !contentError && !failedRender) side.cache.set(page, at);
      let tally = tallies.get(visitor);
      const before = tally && Object.fromEntries(checks.slice(0, 3).map((check) => [check, /** @type {any} */ (tally).bad[check] / /** @type {any} */ (tally).rendered]));
      if (!tally) tallies.set(visitor, (tally = { rendered: 0, bad: { status: 0, degraded: 0, failed: 0 } }));
      tally.rendered += 1;
      if (contentError) {
        tally.bad.status += 1;
        tally.bad.degraded += 1;
      }
      if (failedRender) tally.bad.failed += 1;
      for (const check of /** @type {const} */ (['status', 'degraded', 'failed'])) side.moments[check].move(before?.[check], tally.bad[check] / tally.rendered);
    }
    for (const check of checks) {
      const verdict = rateVerdict(sides.candidate.moments[check].moments, sides.stable.moments[check].moments, settings[check]);
      if (check === 'browserErrors') {
        browserFailsInARow = verdict.status === 'fail' ? browserFailsInARow + 1 : 0;
        if (browserFailsInARow >= config.threshold) return { aborted: true, atMs: look, check };
      } else if (verdict.status === 'fail') return { aborted: true, atMs: look, check };
    }
  }
  return { aborted: false };
}

/**
 * `runs` A/A canaries of 2 hours at 10 % (2 visitors a second on average), each seeded by its number.
 * @param {{ runs: number, log?: (line: string) => void }} input
 */
export function simulatedFalseAborts({ runs, log = () => {} }) {
  const result = { runs, aborted: 0, byCheck: /** @type {Record<string, number>} */ ({}) };
  for (let run = 0; run < runs; run += 1) {
    const canary = simulateCanary({ seed: run + 1, percent: 10, durationMs: 2 * 3600_000, visitorsPerSecond: 2, contentErrors: { candidate: 0.01, stable: 0.01 } });
    if (canary.aborted) {
      result.aborted += 1;
      result.byCheck[/** @type {string} */ (canary.check)] = (result.byCheck[/** @type {string} */ (canary.check)] ?? 0) + 1;
    }
    if ((run + 1) % 250 === 0) log(`  simulated A/A: ${run + 1} of ${runs}, ${result.aborted} aborted`);
  }
  return result;
}

/**
 * The power: how many of `runs` candidates with 5× the content errors (5 % of renders against 1 %)
 * are aborted at their first step, 5 % of visitors, before its interval ends; each seeded by its number.
 * @param {{ runs: number, visitorsPerSecond: number, intervalMinutes: number }} input
 */
export function simulatedPower({ runs, visitorsPerSecond, intervalMinutes }) {
  const minutes = [];
  for (let run = 0; run < runs; run += 1) {
    const canary = simulateCanary({ seed: 1_000_000 + run, percent: 5, durationMs: intervalMinutes * 60_000, visitorsPerSecond, contentErrors: { candidate: 0.05, stable: 0.01 } });
    if (canary.aborted) minutes.push(/** @type {number} */ (canary.atMs) / 60_000);
  }
  minutes.sort((a, b) => a - b);
  return { runs, caught: minutes.length, medianMinutes: minutes.length ? minutes[minutes.length >> 1] : undefined };
}
