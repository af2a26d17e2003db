// @ts-check
// `npm run test:timings`: where the last test run's time went, from the reports it left.
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { readReports, reportDir, timingsReport } from './timings.mjs';

const { times, wallSeconds } = readReports();
if (times.length === 0) {
  console.error(`No test report in ${path.relative(repoRoot, reportDir)}: run \`npm test\` or \`npm run test:<tier>\` first.`);
  process.exit(1);
}
console.log(timingsReport(times, wallSeconds));
