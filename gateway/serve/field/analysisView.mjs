// @ts-check
// A running canary's analysis as release managers read it: the release page and `npm run remotes`
// show the same figures. Its plan and where it stands (a stepped canary's share, when its next step is
// due, held or not), each check of the last analysis with candidate and stable figures and the
// samples behind them, and the browser error rate and LCP median of both sides over the canary's life.
import { formatInterval } from '../../release/canarySteps.mjs';
import { waitedInARow } from '../../store/canaryAnalyses.mjs';

/**
 * @typedef {{ name: string, status: string, candidate: string, stable: string, samples: string, detail: string }} CheckRow
 *   `detail`: the check's figures and test in words, per route where it judges routes
 * @typedef {{ at: number, candidateErrors?: number, stableErrors?: number, candidateLcp?: number, stableLcp?: number }} HistoryPoint
 * @typedef {{ plan: string, status: string, analysedAt: string | null, nextStepAt: string | null, preflight: string | null, checks: CheckRow[], history: HistoryPoint[] }} AnalysisView
 *   `preflight`: what the pre-flight said when the canary started (its table of worse pages, if forced past them)
 */

/** @param {import('./canaryAnalysis.mjs').CheckResult} check @param {number | undefined} value */
const figure = (check, value) => (value === undefined ? '-' : check.unit === 'rate' ? `${(value * 100).toFixed(1)} %` : `${Math.round(value)} ms`);

/**
 * What the last analysis said, in words; a starved one (`canaryWatch.mjs`) says how long it has waited,
 * as the canary will not move until traffic or settings change.
 * @param {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow[]} analyses oldest first
 */
export function statusText(analyses) {
  const last = analyses.at(-1);
  if (!last) return 'not analysed yet';
  if (last.status === 'pass') return 'every check passed';
  const names = (/** @type {'fail' | 'wait'} */ status) => last.checks.filter((check) => check.status === status).map((check) => `${check.name}${check.critical ? ' (critical)' : ''}`);
  if (last.status === 'fail') return `failed: ${names('fail').join(', ')}`;
  const starved = last.checks.filter((check) => check.starved).map((check) => check.name);
  if (starved.length) {
    const intervals = waitedInARow(analyses);
    return `starved: ${starved.join(', ')} ${starved.length === 1 ? 'has' : 'have'} not reached ${starved.length === 1 ? 'its' : 'their'} samples in ${intervals} interval${intervals === 1 ? '' : 's'}; held where it is, and alerted (CanaryStarved), until traffic comes, its share is raised or it is aborted`;
  }
  return `waiting for samples: ${names('wait').join(', ')}`;
}

/**
 * @param {import('../../store/pointer.mjs').Canary} canary
 * @param {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow[]} analyses oldest first
 * @returns {AnalysisView}
 */
export function analysisView(canary, analyses) {
  const last = analyses.at(-1);
  const plan = canary.steps
    ? `steps ${canary.steps.map((step) => `${step} %`).join(' → ')} → promoted, ${formatInterval(canary.intervalMs ?? 0)} each; now ${canary.percent} %${canary.paused ? ', paused' : ''}`
    : `${canary.percent} % of visitors until promoted or aborted`;
  const due = canary.steps && !canary.paused ? Date.parse(canary.stepSince ?? canary.since) + (canary.intervalMs ?? 0) : undefined;
  const value = (/** @type {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow} */ row, /** @type {string} */ name) => row.checks.find((check) => check.name === name);
  return {
    plan,
    preflight: canary.preflight ?? null,
    status: statusText(analyses),
    analysedAt: last ? new Date(last.at).toISOString() : null,
    // When the next step (or, after the last, the promotion) is due, if every check passes then.
    nextStepAt: due === undefined ? null : new Date(due).toISOString(),
    checks: (last?.checks ?? []).map((check) => ({
      name: check.name,
      status: check.status,
      candidate: figure(check, check.candidate),
      stable: figure(check, check.stable),
      samples: `${check.samples.candidate} / ${check.samples.stable}`,
      detail: check.detail,
    })),
    history: analyses.map((row) => ({
      at: row.at,
      candidateErrors: value(row, 'browser errors')?.candidate,
      stableErrors: value(row, 'browser errors')?.stable,
      // The LCP check's figures are the sides' medians.
      candidateLcp: value(row, 'LCP')?.candidate,
      stableLcp: value(row, 'LCP')?.stable,
    })),
  };
}
