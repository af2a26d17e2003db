// @ts-check
// A running canary's analysis as release managers read it: the release page and `npm run remotes`
// show the same figures. Its plan and where it stands (a stepped canary's share, when its next step is
// due, held or not), each check of the last analysis with candidate and stable figures and the
// samples behind them, and the error rate and LCP p75 of both sides over the canary's life.
import { formatInterval } from '../../release/canarySteps.mjs';

/**
 * @typedef {{ name: string, status: string, candidate: string, stable: string, samples: string }} CheckRow
 * @typedef {{ at: number, candidateErrors?: number, stableErrors?: number, candidateLcp?: number, stableLcp?: number }} HistoryPoint
 * @typedef {{ plan: string, status: string, analysedAt: string | null, nextStepAt: string | null, checks: CheckRow[], history: HistoryPoint[] }} AnalysisView
 */

/** @param {import('./canaryAnalysis.mjs').CheckResult} check @param {number | undefined} value */
const figure = (check, value) => (value === undefined ? '-' : check.unit === 'rate' ? `${(value * 100).toFixed(1)} %` : `${Math.round(value)} ms`);

/** What the analysis said, in words. @param {import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow | undefined} last */
function statusText(last) {
  if (!last) return 'not analysed yet';
  if (last.status === 'pass') return 'every check passed';
  if (last.status === 'fail') return `failed: ${last.checks.filter((check) => check.status === 'fail').map((check) => check.name).join(', ')}`;
  return `waiting for samples: ${last.checks.filter((check) => check.status === 'wait').map((check) => check.name).join(', ')}`;
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
    status: statusText(last),
    analysedAt: last ? new Date(last.at).toISOString() : null,
    // When the next step (or, after the last, the promotion) is due, if every check passes then.
    nextStepAt: due === undefined ? null : new Date(due).toISOString(),
    checks: (last?.checks ?? []).map((check) => ({
      name: check.name,
      status: check.status,
      candidate: figure(check, check.candidate),
      stable: figure(check, check.stable),
      samples: `${check.samples.candidate} / ${check.samples.stable}`,
    })),
    history: analyses.map((row) => ({
      at: row.at,
      candidateErrors: value(row, 'browser errors')?.candidate,
      stableErrors: value(row, 'browser errors')?.stable,
      candidateLcp: value(row, 'LCP p75')?.candidate,
      stableLcp: value(row, 'LCP p75')?.stable,
    })),
  };
}
