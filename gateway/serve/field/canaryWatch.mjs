// @ts-check
// The canary that aborts itself: every `checkMs` the gateway compares each canary's candidate with the
// stable version over the window (from the canary's start on), and aborts a candidate whose error
// rate exceeds the stable one's by more than the margin over at least `minSessions` sessions. Only
// sessions a field pass bound to a side count (`fieldPass.mjs`): reports from anyone who was not
// served that side are refused at the beacon route, and counted in the figures. The abort goes
// through the one gate (`gatedSwitch`), so the audit log records it with the figures.
import { gatedSwitch } from '../../release/gate.mjs';

/** The actor the audit log names for an abort the field signal decided. */
export const FIELD_ACTOR = 'field-signal (automatic)';

/** @typedef {Pick<import('../../store/files/fieldStore.mjs').VersionSummary, 'version' | 'sessions' | 'errorSessions' | 'errorRate' | 'errorRates'>} Side */

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1)} %`;

/** @param {Side} side */
function describe(side) {
  const kinds = Object.entries(side.errorRates)
    .filter(([, rate]) => rate > 0)
    .map(([kind, rate]) => `${kind} ${percent(rate)}`);
  return `${side.version}: ${percent(side.errorRate)} (${side.errorSessions} of ${side.sessions} sessions${kinds.length ? `; ${kinds.join(', ')}` : ''})`;
}

/**
 * Whether the candidate is worse than the stable version by more than the margin, with the figures
 * either way. Without enough candidate sessions nothing is decided.
 * @param {{ candidate: Side, stable: Side, minSessions: number, margin: number, windowMs: number, refused?: number }} input
 *   `refused`: the remote's reports refused meanwhile (not counted either way)
 * @returns {{ abort: boolean, reason: string }}
 */
export function judgeCanary({ candidate, stable, minSessions, margin, windowMs, refused = 0 }) {
  const figures = `candidate ${describe(candidate)} vs stable ${describe(stable)}; margin ${percent(margin)}, at least ${minSessions} sessions, window ${Math.round(windowMs / 60_000)} min; ${refused} report${refused === 1 ? '' : 's'} refused`;
  if (candidate.sessions < minSessions) return { abort: false, reason: `not enough sessions yet: ${figures}` };
  const excess = candidate.errorRate - stable.errorRate;
  if (excess > margin) return { abort: true, reason: `field signal: candidate error rate exceeds stable by ${percent(excess)}, more than the margin: ${figures}` };
  return { abort: false, reason: `within the margin: ${figures}` };
}

/** @param {string} version @returns {Side} */
const noReports = (version) => ({ version, sessions: 0, errorSessions: 0, errorRate: 0, errorRates: { manifest: 0, entry: 0, chunk: 0, render: 0, hydration: 0 } });

/**
 * Starts the periodic check; `check()` runs one at once (tests). Aborts are serialised: a check that
 * is still running (the gate's health check renders pages) is not overlapped.
 * Exactly one gateway judges at a time, whichever number of them share the release state: a check
 * runs only while this gateway leads `canary-judge` (`leadOnce`: a lock file, or a PostgreSQL advisory
 * lock), from the reports of all gateways (what they flushed); the others skip that round. The abort
 * is planned again inside the switch, so a second abort finds no canary and changes nothing.
 * @param {{ storeDir: string, releaseStore: import('../../store/store.mjs').Store, store: Pick<import('../../store/files/fieldStore.mjs').FieldStore, 'summary' | 'refused' | 'flush'>, config: import('../../store/fieldConfig.mjs').FieldConfig, hostReactVersion: string, shellDir?: string, content?: import('../../release/renderCheck.mjs').RenderContent, log?: (line: string) => void }} options
 *   `content`: where the gate's render check reads content (this gateway's own service)
 */
export function startCanaryWatch({ storeDir, releaseStore, store, config, hostReactVersion, shellDir, content, log = (line) => console.warn(line) }) {
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
      return judged.led ? judged.result : [];
    } catch (error) {
      if (!failing) log(`[field] canary check failed: ${error instanceof Error ? error.message : error}; tried again every ${config.checkMs} ms`);
      failing = true;
      return [];
    } finally {
      running = false;
    }
  }
  async function judge() {
    /** @type {Array<{ remote: string, abort: boolean, reason: string }>} */
    const verdicts = [];
    // What this gateway collected goes in first; the other gateways flush on their own clock.
    await store.flush().catch((error) => log(`[field] could not write reports: ${error instanceof Error ? error.message : error}`));
    const pointer = await releaseStore.readPointer();
    const canaries = Object.entries(pointer.canaries ?? {});
    if (canaries.length === 0) return verdicts;
    for (const [remote, canary] of canaries) {
      const stableVersion = pointer.releases[remote]?.live;
      if (!stableVersion) continue;
      const since = Date.parse(canary.since) || 0;
      const figures = (await store.summary({ since, canarySides: true })).filter((row) => row.remote === remote);
      const candidate = figures.find((row) => row.version === canary.version) ?? noReports(canary.version);
      const stable = figures.find((row) => row.version === stableVersion) ?? noReports(stableVersion);
      const refused = Object.values((await store.refused({ since }))[remote] ?? {}).reduce((sum, count) => sum + count, 0);
      const verdict = judgeCanary({ candidate, stable, minSessions: config.minSessions, margin: config.margin, windowMs: config.windowMs, refused });
      verdicts.push({ remote, ...verdict });
      if (!verdict.abort) continue;
      try {
        await gatedSwitch({ storeDir, store: releaseStore, remote, action: 'abort', reason: verdict.reason, actor: FIELD_ACTOR, hostReactVersion, shellDir, content });
        log(`[field] ${remote}: canary ${canary.version} aborted: ${verdict.reason}`);
      } catch (error) {
        log(`[field] ${remote}: could not abort canary ${canary.version}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return verdicts;
  }
  const timer = config.autoAbort && config.checkMs > 0 ? setInterval(() => void check(), config.checkMs) : undefined;
  timer?.unref();
  return { check, stop: () => clearInterval(timer) };
}
