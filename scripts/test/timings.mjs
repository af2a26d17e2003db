// @ts-check
// Where a test run's time goes, read from the JSON reports each tier writes: the slowest tests, each
// tier's total and what each spec file costs. Printed at the end of `npm test` and by
// `npm run test:timings` (the last run's reports).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';

/** The tiers, cheapest first. */
export const TIERS = ['unit', 'server', 'browser', 'system'];
/** Where each tier's JSON report, and the wall times, are kept. */
export const reportDir = path.join(repoRoot, 'test-results', 'tiers');

/** @typedef {{ tier: string, file: string, title: string, seconds: number }} TestTime */

/**
 * The tests of a Playwright JSON report (`--reporter=json`), each with the time it took.
 * @param {any} report @param {string} tier @param {string} rootDir the report's test folder, to name files from the repository
 * @returns {TestTime[]}
 */
export function playwrightTimes(report, tier, rootDir = '') {
  /** @type {TestTime[]} */
  const times = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((/** @type {number} */ sum, /** @type {any} */ result) => sum + (result.duration ?? 0), 0) / 1000;
        times.push({ tier, file: path.join(rootDir, spec.file), title: [...inner, spec.title].join(' › '), seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return times;
}

/**
 * The tests of a vitest JSON report (`--reporter=json`), each with the time it took.
 * @param {any} report @param {string} tier
 * @returns {TestTime[]}
 */
export function vitestTimes(report, tier) {
  return (report.testResults ?? []).flatMap((/** @type {any} */ file) =>
    (file.assertionResults ?? []).map((/** @type {any} */ test) => ({
      tier,
      file: path.relative(repoRoot, file.name),
      title: test.fullName ?? test.title,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** @param {number} seconds */
const s = (seconds) => `${seconds.toFixed(1).padStart(7)} s`;

/**
 * The summary: each tier's wall time (when known) and test time, the slowest tests, each file's cost.
 * @param {TestTime[]} times @param {Record<string, number>} wallSeconds by tier, as measured around each run
 * @param {{ slowest?: number }} [options]
 */
export function timingsReport(times, wallSeconds = {}, { slowest = 20 } = {}) {
  const lines = [];
  const tiers = [...new Set([...Object.keys(wallSeconds), ...times.map((time) => time.tier)])];
  lines.push('Tiers (wall time; test time summed over workers; tests):');
  for (const tier of tiers) {
    const own = times.filter((time) => time.tier === tier);
    const testTime = own.reduce((sum, time) => sum + time.seconds, 0);
    const wall = wallSeconds[tier] === undefined ? '      ?  ' : s(wallSeconds[tier]);
    lines.push(`  ${tier.padEnd(8)} ${wall}  ${s(testTime)}  ${String(own.length).padStart(5)}`);
  }
  const total = Object.values(wallSeconds).reduce((sum, seconds) => sum + seconds, 0);
  if (total > 0) lines.push(`  ${'all'.padEnd(8)} ${s(total)}`);

  lines.push('', `The slowest ${slowest} tests:`);
  for (const time of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) {
    lines.push(`  ${s(time.seconds)}  [${time.tier}] ${time.file} › ${time.title}`);
  }

  /** @type {Map<string, { tier: string, seconds: number, tests: number }>} */
  const files = new Map();
  for (const time of times) {
    const file = files.get(time.file) ?? { tier: time.tier, seconds: 0, tests: 0 };
    file.seconds += time.seconds;
    file.tests += 1;
    files.set(time.file, file);
  }
  const fileLines = [...files].sort((a, b) => b[1].seconds - a[1].seconds);
  const shown = fileLines.filter(([, file]) => file.tier !== 'unit').concat(fileLines.filter(([, file]) => file.tier === 'unit').slice(0, 10));
  lines.push('', 'Seconds per spec file (every server, browser and system file; the 10 costliest unit files):');
  for (const [name, file] of shown) lines.push(`  ${s(file.seconds)}  [${file.tier}] ${name} (${file.tests})`);
  return lines.join('\n');
}

/**
 * Reads the reports a tier run left in `dir` (`<tier>.json`, and `wall.json` with the wall times).
 * @param {string} [dir]
 * @returns {{ times: TestTime[], wallSeconds: Record<string, number> }}
 */
export function readReports(dir = reportDir) {
  const wallFile = path.join(dir, 'wall.json');
  const wallSeconds = existsSync(wallFile) ? JSON.parse(readFileSync(wallFile, 'utf8')) : {};
  /** @type {TestTime[]} */
  const times = [];
  for (const tier of TIERS) {
    const file = path.join(dir, `${tier}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (tier === 'unit') times.push(...vitestTimes(report, tier));
    else times.push(...playwrightTimes(report, tier, path.relative(repoRoot, report.config?.rootDir ?? repoRoot)));
  }
  return { times, wallSeconds };
}
