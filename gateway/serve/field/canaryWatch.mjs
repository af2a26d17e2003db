// @ts-check
// The canary that judges and steps itself: every `checkMs` the gateway analyses each canary's
// candidate against its stable version over everything since the canary started
// (`canaryAnalysis.mjs`, each visitor one unit), whatever the step interval: a failed critical check
// (what visitors and crawlers get broken: error statuses, failed renders, degraded answers) aborts
// within seconds, as every further look serves broken pages to the canary's share. Other failures
// abort after `threshold` failed analyses in a row. The step interval decides promotion only: an
// analysis in which every check passed with its samples moves a stepped canary, unless paused, to its
// next share once its step has lasted the interval, and after the last step promotes it. Looking this
// often costs no false alarms: the tests' p-values are always valid (docs/decisions/0011). A canary
// still short of samples `starvedAfter` intervals after its waiting began is starved: held where it
// is, said on the release page, in `npm run remotes` and by an alert. Each analysis is kept in the
// store (`canaryAnalyses.mjs`), so the counts in a row go on across gateways. Only sessions a field
// pass bound to a side count (`fieldPass.mjs`). Every abort, step and promotion goes through the one
// gate (`gatedSwitch`), so the audit log records it with the figures; an abort always lands.
import { gatedSwitch } from '../../release/gate.mjs';
import { canarySides } from '../../store/canaryFigures.mjs';
import { failedInARow } from '../../store/canaryAnalyses.mjs';
import { nextStep } from '../../store/pointer.mjs';
import { analyseCanary, criticalFailures, starve } from './canaryAnalysis.mjs';

/**
 * How many intervals the canary's analyses have been waiting, from the first of the waits at their
 * end to `now`; by their count when the interval is 0 (checks run by hand).
 * @param {Array<Pick<import('../../store/canaryAnalyses.mjs').CanaryAnalysisRow, 'status' | 'at'>>} analyses oldest first, the latest included
 * @param {number} intervalMs @param {number} now
 */
export function waitedIntervals(analyses, intervalMs, now) {
  let first = analyses.length;
  while (first > 0 && analyses[first - 1].status === 'wait') first -= 1;
  const waits = analyses.length - first;
  if (waits === 0) return 0;
  if (!(intervalMs > 0)) return waits;
  return Math.floor((now - analyses[first].at) / intervalMs);
}

/** The actor the audit log names for what the analysis decided: an abort, a step, a promotion. */
export const ANALYSIS_ACTOR = 'canary-analysis (automatic)';

/**
 * Starts the periodic check; `check()` runs one at once (tests). Checks are serialised: one that is
 * still running (the gate's health check renders pages) is not overlapped.
 * Exactly one gateway judges at a time, whichever number of them share the release state: a check
 * runs only while this gateway leads `canary-judge` (`leadOnce`: a lock file, or a PostgreSQL advisory
 * lock), from the reports of all gateways (what they flushed); the others skip that round. Every
 * action is planned again inside the switch, so a second abort finds no canary and changes nothing,
 * and a second step finds the share moved (its interval not passed) or refuses.
 * @param {{ storeDir: string, releaseStore: import('../../store/store.mjs').Store, store: Pick<import('../../store/store.mjs').FieldReports, 'canary' | 'refused' | 'flush' | 'recordAnalysis' | 'analyses'>, config: import('../../store/fieldConfig.mjs').FieldConfig, hostReactVersion: string, shellDir?: string, content?: import('../../release/renderCheck.mjs').RenderContent, onVerdicts?: (verdicts: ReadonlyArray<{ remote: string, version: string, action?: 'abort' | 'step' | 'promote' } & import('./canaryAnalysis.mjs').Analysis>) => void, onAbortHealthFailed?: (remote: string) => void, log?: (line: string) => void }} options
 *   `content`: where the gate's render check reads content (this gateway's own service);
 *   `onVerdicts`: told the verdicts of every round this gateway judged (its metrics);
 *   `onAbortHealthFailed`: told of an abort that landed on a stable version failing its health check (its metrics)
 */
export function startCanaryWatch({ storeDir, releaseStore, store, config, hostReactVersion, shellDir, content, onVerdicts, onAbortHealthFailed, log = (line) => console.warn(line) }) {
  let running = false;
  // A check that fails (the store away) says so once, and again once checks work: not every round.
  let failing = false;
  async function check() {
    if (running) return [];
    running = true;
    try {
      const judged = await releaseStore.leadOnce('canary-judge', judge);
      if (failing) log('[field] canary checks run again');
      failing = false;
      if (judged.led) onVerdicts?.(judged.result);
      return judged.led ? judged.result : [];
    } catch (error) {
      if (!failing) log(`[field] canary check failed: ${error instanceof Error ? error.message : error}; tried again every ${config.checkMs} ms`);
      failing = true;
      return [];
    } finally {
      running = false;
    }
  }
  /** The gate, as the analysis acts through it. @param {string} remote @param {'abort' | 'step' | 'promote'} action @param {string} reason */
  const act = (remote, action, reason) => gatedSwitch({ storeDir, store: releaseStore, remote, action, reason, actor: ANALYSIS_ACTOR, hostReactVersion, shellDir, content });
  async function judge() {
    /** @type {Array<{ remote: string, version: string, action?: 'abort' | 'step' | 'promote' } & import('./canaryAnalysis.mjs').Analysis>} */
    const verdicts = [];
    // What this gateway collected goes in first; the other gateways flush on their own clock.
    await store.flush().catch((error) => log(`[field] could not write reports: ${error instanceof Error ? error.message : error}`));
    const pointer = await releaseStore.readPointer();
    for (const [remote, canary] of Object.entries(pointer.canaries ?? {})) {
      const stableVersion = pointer.releases[remote]?.live;
      if (!stableVersion) continue;
      // Its analyses so far, whichever gateway made them: when the last was, and its failures in a row.
      const earlier = await store.analyses(remote, canary.since);
      const now = Date.now();
      const since = Date.parse(canary.since) || 0;
      const rows = await store.canary({ remote, since, candidate: canary.version, stable: stableVersion });
      const { candidate, stable } = canarySides({ candidate: canary.version, stable: stableVersion }, rows);
      const refused = Object.values((await store.refused({ since }))[remote] ?? {}).reduce((sum, count) => sum + count, 0);
      const analysed = analyseCanary({ remote, candidate, stable, config, refused });
      const intervals = waitedIntervals([...earlier, { status: analysed.status, at: now }], canary.intervalMs ?? config.checkMs, now);
      const analysis = analysed.status === 'wait' && intervals >= config.starvedAfter ? starve(analysed, intervals) : analysed;
      await store.recordAnalysis({ remote, version: canary.version, since: canary.since, at: now, status: analysis.status, percent: canary.percent, checks: analysis.checks });
      const failures = failedInARow([...earlier, analysis]);
      const critical = criticalFailures(analysis).length > 0;
      /** @type {'abort' | 'step' | 'promote' | undefined} */
      let action;
      if (analysis.status === 'fail' && (critical || failures >= config.threshold)) action = 'abort';
      else if (analysis.status === 'pass' && canary.steps && !canary.paused && now - (Date.parse(canary.stepSince ?? canary.since) || 0) >= (canary.intervalMs ?? 0)) {
        action = nextStep(canary) === undefined ? 'promote' : 'step';
      }
      // With FIELD_AUTO_ABORT=0 the analyses are kept and shown; people decide.
      if (!config.autoAbort) action = undefined;
      verdicts.push({ remote, version: canary.version, ...analysis, ...(action ? { action } : {}) });
      if (!action) continue;
      const why =
        action !== 'abort'
          ? `every check passed: ${analysis.reason}`
          : critical
            ? `critical check failed: ${analysis.reason}`
            : `failed ${failures} interval${failures === 1 ? '' : 's'} in a row: ${analysis.reason}`;
      try {
        const done = await act(remote, action, why);
        log(`[field] ${remote}: canary ${canary.version} ${action === 'abort' ? 'aborted' : action === 'step' ? 'stepped up' : 'promoted'}: ${why}`);
        // The abort landed; the stable version it left serving failed its health check: said loudly (an alert counts it).
        if (done.healthFailed) {
          log(`[field] ${remote}: ${done.detail}`);
          onAbortHealthFailed?.(remote);
        }
      } catch (error) {
        log(`[field] ${remote}: could not ${action} canary ${canary.version}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return verdicts;
  }
  const timer = config.checkMs > 0 ? setInterval(() => void check(), config.checkMs) : undefined;
  timer?.unref();
  return { check, stop: () => clearInterval(timer) };
}
