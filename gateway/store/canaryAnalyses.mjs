// @ts-check
// A canary's analyses as the store keeps them (`files/fieldStore.mjs`, `postgres/fieldReports.mjs`):
// one row per interval analysed, with every check's figures. The judge reads them back for its
// cadence, its failed and waiting intervals in a row, so a new leader (another gateway after one died) goes
// on where the last one stopped; the release page and `npm run remotes` show them.

/**
 * @typedef {object} CanaryAnalysisRow
 * @property {string} remote
 * @property {string} version   the candidate
 * @property {string} since     the canary's start (its identity with the remote: a new canary starts a new list)
 * @property {number} at        when it was analysed (ms since the epoch)
 * @property {'pass' | 'fail' | 'wait'} status
 * @property {number} percent   the canary's share then
 * @property {import('../serve/field/canaryAnalysis.mjs').CheckResult[]} checks
 */

/** How long analyses are kept: longer than any canary runs. */
export const ANALYSES_KEPT_MS = 14 * 24 * 60 * 60_000;

/** The intervals at the end of a canary's analyses that all had `status`. @param {Pick<CanaryAnalysisRow, 'status'>[]} analyses @param {CanaryAnalysisRow['status']} status */
function inARow(analyses, status) {
  let count = 0;
  for (let index = analyses.length - 1; index >= 0 && analyses[index].status === status; index -= 1) count += 1;
  return count;
}

/**
 * The failed intervals at the end of a canary's analyses, without a pass or a wait between them.
 * @param {Pick<CanaryAnalysisRow, 'status'>[]} analyses oldest first
 */
export const failedInARow = (analyses) => inARow(analyses, 'fail');

/**
 * The waiting intervals at the end of a canary's analyses, without a pass or a fail between them:
 * past `starvedAfter` of them, its waiting checks are reported starved.
 * @param {Pick<CanaryAnalysisRow, 'status'>[]} analyses oldest first
 */
export const waitedInARow = (analyses) => inARow(analyses, 'wait');
