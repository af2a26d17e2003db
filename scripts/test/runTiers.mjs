// @ts-check
// The test tiers, cheapest first: unit (vitest), server (the gateway in process, `app.inject`),
// browser (Playwright in Chromium), system (real processes: the cluster, dev servers, export).
// `node scripts/test/runTiers.mjs [tier …] [more for the runner]` runs the tiers named (all by
// default), each with a JSON report in test-results/tiers/, and prints each tier's time, the slowest
// tests and each file's cost. Anything else is handed to the tiers' runner (a spec file, `-g title`).
import '../projectNode.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from '../buildApps.mjs';
import { repoRoot } from '../paths.mjs';
import { ensureSystemPackages } from '../systemPackages.mjs';
import { readReports, reportDir, TIERS, timingsReport } from './timings.mjs';

const asked = process.argv.slice(2).filter((arg) => TIERS.includes(arg));
const passThrough = process.argv.slice(2).filter((arg) => !TIERS.includes(arg));
const tiers = asked.length > 0 ? TIERS.filter((tier) => asked.includes(tier)) : TIERS;

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<number>} */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} tier */
function runTier(tier) {
  const report = path.join(reportDir, `${tier}.json`);
  if (tier === 'unit') {
    // The gateway's modules, imported here to build, set NODE_ENV=production for the server's React;
    // vitest sets its own (`test`), under which Testing Library finds React's `act`.
    const { NODE_ENV, ...env } = process.env;
    return run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...passThrough], env);
  }
  return run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', tier, '--reporter=list,json', ...passThrough], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
}

// Before any test: what the tiers drive, installed as root, else named in one line.
const missing = ensureSystemPackages(tiers);
if (missing) {
  console.error(missing);
  process.exit(1);
}
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
if (tiers.some((tier) => tier !== 'unit')) await buildApps({ onlyStale: true });

/** @type {Record<string, number>} */
const wallSeconds = {};
let failed = '';
for (const tier of tiers) {
  console.log(`\n▶ ${tier} tier`);
  const started = performance.now();
  const code = await runTier(tier);
  wallSeconds[tier] = (performance.now() - started) / 1000;
  writeFileSync(path.join(reportDir, 'wall.json'), JSON.stringify(wallSeconds));
  if (code !== 0) {
    failed = tier;
    break;
  }
}
const { times } = readReports();
console.log(`\n${timingsReport(times, wallSeconds)}`);
if (failed) {
  console.error(`\nThe ${failed} tier failed; the tiers after it did not run.`);
  process.exit(1);
}
