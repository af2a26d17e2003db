// @ts-check
// The canary that judges and steps itself: every `checkMs` the gateway looks at each canary, and once
// its interval has passed since it was last analysed (a stepped canary's `--interval`; `checkMs` for
// one at a fixed share) analyses the candidate against the stable version over everything since the
// canary started (`canaryAnalysis.mjs`: error statuses, server render failures, degraded answers,
// browser errors, LCP, INP, server render cost). Each analysis is kept in the store
// (`canaryAnalyses.mjs`), so the cadence and the counts in a row go on across gateways. A failed
// critical check (what visitors and crawlers get broken: error statuses, render failures, degraded
// answers) aborts at once: every further interval serves broken pages to the canary's share. Other
// failures abort after `threshold` failed intervals in a row, as one slow interval may be noise. An
// interval in which every check passed with its samples moves a stepped canary, unless paused, to its
// next share once its step has lasted the interval, and after the last step promotes it. An analysis
// that has waited `starvedAfter` intervals in a row is marked starved, so people see the canary will
// not move on its own. Only sessions a field pass bound to a side count (`fieldPass.mjs`). Every
// abort, step and promotion goes through the one gate (`gatedSwitch`), so the audit log records it
// with the figures.
import { gatedSwitch } from '../../release/gate.mjs';
import { emptySummary } from '../../store/serverFigures.mjs';
import { failedInARow, waitedInARow } from '../../store/canaryAnalyses.mjs';
import { nextStep } from '../../store/pointer.mjs';
import { analyseCanary, criticalFailures, starve } from './canaryAnalysis.mjs';

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
 * @param {{ storeDir: string, releaseStore: import('../../store/store.mjs').Store, store: Pick<import('../../store/store.mjs').FieldReports, 'summary' | 'refused' | 'flush' | 'recordAnalysis' | 'analyses'>, config: import('../../store/fieldConfig.mjs').FieldConfig, hostReactVersion: string, shellDir?: string, content?: import('../../release/renderCheck.mjs').RenderContent, onVerdicts?: (verdicts: ReadonlyArray<{ remote: string, version: string, action?: 'abort' | 'step' | 'promote' } & import('./canaryAnalysis.mjs').Analysis>) => void, log?: (line: string) => void }} options
 *   `content`: where the gate's render check reads content (this gateway's own service);
 *   `onVerdicts`: told the verdicts of every round this gateway judged (its metrics)
 */
export function startCanaryWatch({ storeDir, releaseStore, store, config, hostReactVersion, shellDir, content, onVerdicts, log = (line) => console.warn(line) }) {
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
      if (now - (earlier.at(-1)?.at ?? 0) < (canary.intervalMs ?? config.checkMs)) continue;
      const since = Date.parse(canary.since) || 0;
      const figures = (await store.summary({ since, canarySides: true })).filter((row) => row.remote === remote);
      const candidate = figures.find((row) => row.version === canary.version) ?? emptySummary(remote, canary.version);
      const stable = figures.find((row) => row.version === stableVersion) ?? emptySummary(remote, stableVersion);
      const refused = Object.values((await store.refused({ since }))[remote] ?? {}).reduce((sum, count) => sum + count, 0);
      const analysed = analyseCanary({ remote, candidate, stable, config, refused });
      const waited = waitedInARow([...earlier, analysed]);
      const analysis = analysed.status === 'wait' && waited >= config.starvedAfter ? starve(analysed, waited) : analysed;
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
        await act(remote, action, why);
        log(`[field] ${remote}: canary ${canary.version} ${action === 'abort' ? 'aborted' : action === 'step' ? 'stepped up' : 'promoted'}: ${why}`);
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
