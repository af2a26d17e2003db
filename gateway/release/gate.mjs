// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { inSpan, recordSpan } from '@site/shared/tooling/tracing/spans.mjs';
import { distDir } from '../paths.mjs';
import { VERSION_WANTED } from '../store/versionSets.mjs';
import { currentActor } from '../store/audit.mjs';
import { fieldConfigFromEnv } from '../store/fieldConfig.mjs';
import { applyCanary, applyCanaryChange, applySwitch, nextStep } from '../store/pointer.mjs';
import { formatInterval, refuseSteps } from './canarySteps.mjs';
import { cannotRunUnderShell, checkKitExports, checkRemoteHealth, checkSharedProvided } from './health.mjs';
import { checkServerRenderer } from './renderCheck.mjs';
import { preflightTable, runPreflight } from './preflight.mjs';

/**
 * @typedef {import('./health.mjs').HealthCheck} HealthCheck
 * @typedef {'release' | 'rollback' | 'canary' | 'promote' | 'abort' | 'step' | 'pause' | 'resume'} SwitchAction
 *   `step`: a stepped canary to its next share; `pause`/`resume`: a canary held at its share, or let go
 * @typedef {import('../store/pointer.mjs').Environment} Environment
 */

/**
 * Every check a version must pass before visitors get it: its manifest is readable, it exposes what
 * the route table expects, its shared React fits the shell's, the shell's kits provide what it
 * imports from them, the shell provides every shared package it consumes, and its server renderer renders each of the remote's routes without throwing.
 * `live`: the live remotes the render check renders the others from (the store's production pointer).
 * @param {{ storeDir: string, remote: import('@site/shared/remotes').RemoteName, version: string, hostReactVersion: string, shellDir?: string, content?: import('./renderCheck.mjs').RenderContent, live?: Record<string, string> }} input
 * @returns {Promise<HealthCheck[]>}
 */
export async function checkVersion({ storeDir, remote, version, hostReactVersion, shellDir = distDir('shell'), content, live }) {
  const started = performance.now();
  const file = path.join(storeDir, remote, version, 'mf-manifest.json');
  /** @type {any} */
  let manifest = null;
  let manifestError;
  try {
    if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8'));
    else manifestError = `not found: ${file}`;
  } catch (error) {
    manifestError = `unreadable: ${error instanceof Error ? error.message : error}`;
  }
  const checks = traced(checkRemoteHealth({ remote, manifest, hostReactVersion, manifestError }), started);
  if (checks.some((check) => !check.ok)) return checks;
  const kitsStarted = performance.now();
  const [kits, shared] = traced([checkKitExports(path.dirname(file), shellDir), checkSharedProvided(path.dirname(file), shellDir)], kitsStarted);
  if (!kits.ok || !shared.ok) return [...checks, kits, shared];
  const check = 'server renderer renders every route';
  // A span around the renders, so their content queries are its children.
  const rendered = await inSpan(`check ${check}`, {}, async (span) => {
    const result = await checkServerRenderer({ storeDir, shellDir, remote, version, content, live });
    span.setAttributes(checkAttributes(result));
    return result;
  });
  return [...checks, kits, shared, { check, ...rendered }];
}

/** @param {{ ok: boolean, detail: string }} result */
const checkAttributes = ({ ok, detail }) => ({ 'release.check.ok': ok, 'release.check.detail': detail });

/**
 * Each check as a span of the switch that ran it (`check <name>`, its result), timed from `started`:
 * the checks a call makes together share its time.
 * @param {HealthCheck[]} checks @param {number} started
 */
function traced(checks, started) {
  for (const check of checks) recordSpan(`check ${check.check}`, checkAttributes(check), started, !check.ok);
  return checks;
}

/**
 * What a switch does to the pointer, given the pointer as it is under the lock: the version visitors
 * will get (the one checked), or an error message when the switch makes no sense (nothing changes).
 * @param {SwitchAction} action @param {string} remote @param {import('../store/pointer.mjs').Pointer} pointer
 * @param {{ version?: string, percent?: number, steps?: number[], intervalMs?: number, environment: Environment, from?: { environment: Environment, pointer: import('../store/pointer.mjs').Pointer } }} request
 * @returns {{ to: string } | { refuse: string }}
 */
function plan(action, remote, pointer, { version, percent, steps, intervalMs, environment, from }) {
  const canary = pointer.canaries?.[remote];
  const live = pointer.releases[remote]?.live;
  const canaryAction = action === 'canary' || action === 'abort' || action === 'step' || action === 'pause' || action === 'resume';
  if (environment !== 'production' && (canaryAction || (action === 'promote' && !from))) {
    return { refuse: `canaries run in production only; in ${environment}, release or roll back` };
  }
  if (action === 'promote' && from) {
    if (from.environment === environment) return { refuse: `--from and --to are both ${environment}` };
    const candidate = from.pointer.releases[remote]?.live;
    if (!candidate) return { refuse: `${remote} has nothing live in ${from.environment} to promote` };
    if (candidate === live) return { refuse: `${remote} ${candidate} is already live in ${environment}` };
    return { to: candidate };
  }
  switch (action) {
    case 'release':
    case 'rollback':
      return version ? { to: version } : { refuse: 'no version named' };
    case 'canary':
      if (!version) return { refuse: 'no version named' };
      if (canary) return { refuse: `${remote} already has a canary (${canary.version} at ${canary.percent} %): promote or abort it first` };
      if (version === live) return { refuse: `${version} is already live for everyone` };
      if (steps || intervalMs !== undefined) {
        const refused = refuseSteps({ steps, intervalMs, percent, flushMs: fieldConfigFromEnv(process.env).flushMs });
        return refused ? { refuse: refused } : { to: version };
      }
      if (!Number.isInteger(percent) || /** @type {number} */ (percent) < 1 || /** @type {number} */ (percent) > 99) {
        return { refuse: `the canary share must be a whole number from 1 to 99 (got ${percent})` };
      }
      return { to: version };
    case 'promote':
      return canary ? { to: canary.version } : { refuse: `${remote} has no canary to promote` };
    case 'abort':
      if (!canary) return { refuse: `${remote} has no canary to abort` };
      return live ? { to: live } : { refuse: `${remote} has no stable version to return to` };
    case 'step':
      if (!canary?.steps) return { refuse: `${remote} has no stepped canary to step up` };
      if (canary.paused) return { refuse: `${remote}'s canary is paused at ${canary.percent} %: resume it first` };
      return nextStep(canary) === undefined ? { refuse: `${remote}'s canary is at its last step (${canary.percent} %): promote it` } : { to: canary.version };
    case 'pause':
    case 'resume':
      if (!canary) return { refuse: `${remote} has no canary to ${action}` };
      if ((action === 'pause') === Boolean(canary.paused)) return { refuse: `${remote}'s canary is ${canary.paused ? 'paused already' : 'not paused'}` };
      return { to: canary.version };
  }
}

/** The switches that put a new version in front of visitors (or, in staging, of the team), which pass the pre-flight first. */
const PREFLIGHT_ACTIONS = new Set(['canary', 'promote', 'release']);

/**
 * The one gate every change of what visitors get goes through (release, rollback, canary, promote,
 * abort, and the local start-up's publish): the target version must be published and healthy, the
 * pointer is changed under the store's lock, and the attempt is recorded in the audit log whether it
 * passed or not. Throws with the reason when refused; the pointer is then untouched.
 * `environment` is the pointer set changed (production by default); `from` names the set a promotion
 * takes its version from (`promote --from staging --to production`). `actor` names who acts in the
 * audit log when it is not the process's user (`currentActor()`): the release page's logged-in name,
 * the field signal's automatic abort.
 * `content`: where the health check's renders read content (see `checkServerRenderer`).
 * `store`: where the pointers and the audit log are (`gateway/store/`: the files of `storeDir` when
 * not given, or PostgreSQL); the published versions are always read from `storeDir`.
 * `steps`, `intervalMs`: a canary that steps itself up (`canarySteps.mjs`), instead of `percent`.
 * A canary, a promotion or a release in production first passes the pre-flight (`preflight.mjs`):
 * the candidate's real pages against production's live ones; in staging it is run and shown, never
 * refused. `force` (with a `reason`) takes it past a refusal of the pre-flight alone, and the audit
 * line records that it was forced and over what. `preflight: false`: the local start's release of
 * the build on disk, which nobody released over live.
 * @param {{ storeDir: string, store: import('../store/store.mjs').Store, remote: string, action: SwitchAction, version?: string, percent?: number, steps?: number[], intervalMs?: number, reason?: string, force?: boolean, preflight?: boolean, environment?: Environment, from?: Environment, actor?: string, hostReactVersion: string, shellDir?: string, content?: import('./renderCheck.mjs').RenderContent }} input
 * @returns {Promise<{ previous?: string, current: string, detail?: string, preflight?: string, healthFailed?: boolean }>}
 */
export function gatedSwitch(input) {
  // A name that does not grow with what callers send: a remote not in the route table is refused below.
  const remote = remoteNames.find((name) => name === input.remote) ?? 'unknown remote';
  const environment = input.environment ?? 'production';
  return inSpan(`release ${input.action} ${remote}`, { 'release.action': input.action, 'release.remote': remote, 'release.environment': environment }, async (span) => {
    const result = await switchAfterChecks(input);
    span.setAttributes({ 'release.version': result.current, ...(result.previous ? { 'release.previous': result.previous } : {}) });
    return result;
  });
}

/**
 * The pre-flight of `candidate` against `liveVersion` (`preflight.mjs`), as a span of the switch: its
 * table (none for a remote without pages) and how many pages are worse.
 * @param {Parameters<typeof runPreflight>[0]} input @returns {Promise<{ table?: string, worse: number }>}
 */
function preflightOf(input) {
  return inSpan("check pre-flight: pages as good as live's", {}, async (span) => {
    const checked = await runPreflight(input);
    span.setAttributes(checkAttributes({ ok: checked.worse.length === 0, detail: `${checked.worse.length} of ${checked.pages.length} pages worse` }));
    return { ...(checked.pages.length > 0 ? { table: preflightTable(checked) } : {}), worse: checked.worse.length };
  });
}

/**
 * The switch of `gatedSwitch`, in its span.
 * @param {Parameters<typeof gatedSwitch>[0]} input
 * @returns {Promise<{ previous?: string, current: string, detail?: string, preflight?: string, healthFailed?: boolean }>}
 */
async function switchAfterChecks({ storeDir, store, remote, action, version, percent, steps, intervalMs, reason, force = false, preflight: preflightWanted = true, environment = 'production', from, actor = currentActor(), hostReactVersion, shellDir = distDir('shell'), content }) {
  const known = remoteNames.find((name) => name === remote);
  if (!known) throw new Error(`Unknown remote "${remote}". Remotes: ${remoteNames.join(', ')}. Nothing changed.`);
  /** @param {import('../store/pointer.mjs').Pointer} pointer @param {import('../store/pointer.mjs').Pointer} [fromPointer] */
  const planOn = (pointer, fromPointer) =>
    plan(action, known, pointer, { version, percent, steps, intervalMs, environment, ...(from && fromPointer ? { from: { environment: from, pointer: fromPointer } } : {}) });
  const before = planOn(await store.readPointer(environment), from ? await store.readPointer(from) : undefined);
  const live = async () => (await store.readPointer(environment)).releases[remote]?.live ?? null;
  /** A switch refused before any check: recorded too (who tried what), then said. @param {string} detail @returns {Promise<never>} */
  const refuse = async (detail) => {
    await store.appendAudit({ actor, action, environment, remote, from: await live(), to: version ?? ('to' in before ? before.to : ''), reason: reason ?? null, health: 'not run', result: 'refused', detail });
    throw new Error(`${detail}. Nothing changed.`);
  };
  if ('refuse' in before) return refuse(before.refuse);
  // Asked of the store now (PostgreSQL: its rows, whichever process published), not of a folder.
  const published = await store.versions.published(known);
  if (!published.includes(before.to)) return refuse(`${remote} ${before.to} was never published. Published versions: ${published.join(', ') || 'none'}`);
  // Every gateway fetches it into its folder while the checks run (PostgreSQL: each folder is a
  // cache), so the switch is served at once wherever it lands. A hint: a failure changes nothing.
  await store.announce(VERSION_WANTED, { remote: known, version: before.to }).catch(() => {});
  // The checks read the version's folder and render it among the live versions: this process's
  // deploy folder holds them once the store has put them there (a cache on PostgreSQL).
  await store.versions.ensure(known, before.to);
  await store.versions.ensureSet((await store.readPointer('production')).remotes);
  if (force && !reason) return refuse('--force takes a check\'s refusal over: say why with --reason "…"');
  const record = { actor, action, environment, remote, to: before.to, reason: reason ?? null };
  // A hold or its end changes no version and nobody's side: nothing new to check.
  const held = action === 'pause' || action === 'resume';
  const checks = held ? [] : await checkVersion({ storeDir, remote: known, version: before.to, hostReactVersion, shellDir, content, live: (await store.readPointer()).remotes });
  const failed = checks.filter((check) => !check.ok);
  /** @type {string | undefined} an abort's failed health check of the stable version, recorded and said, never a refusal */
  let abortHealth;
  if (failed.length) {
    const detail = failed.map((check) => `${check.check}: ${check.detail}`).join('; ');
    // An abort takes the candidate away and leaves stable serving everyone, as it already serves
    // most: refusing it would keep a candidate judged bad in front of its share, and fix nothing.
    if (action === 'abort') abortHealth = `the stable version ${before.to} failed its health check (${detail}); aborted all the same`;
    else {
      await store.appendAudit({ ...record, from: await live(), health: 'failed', result: 'refused', detail });
      throw new Error(`${remote} ${before.to} failed its health check, so it was not made live (${detail}). Nothing changed.`);
    }
  }
  // Compared with what visitors have: production's live version. Staging shows it and never refuses:
  // a team may still want to preview a broken candidate there.
  const production = await store.readPointer('production');
  const liveVersion = production.releases[remote]?.live;
  /** @type {string | undefined} what the pre-flight said, for the audit line */
  let preflight;
  // A live version this shell cannot run (it consumes a shared package or a kit export the shell no
  // longer provides, decision 0014's cut-over) serves nothing to compare with: the candidate passed
  // its own checks.
  const liveCannotRun = liveVersion ? cannotRunUnderShell(path.join(storeDir, known, liveVersion), shellDir) : undefined;
  if (preflightWanted && PREFLIGHT_ACTIONS.has(action) && liveVersion && liveVersion !== before.to && liveCannotRun) {
    preflight = `no pre-flight: live ${liveVersion} cannot run under this shell (${liveCannotRun})`;
  } else if (preflightWanted && PREFLIGHT_ACTIONS.has(action) && liveVersion && liveVersion !== before.to) {
    const checked = await preflightOf({ storeDir, shellDir, remote: known, candidate: before.to, liveVersion, live: production.remotes, content });
    preflight = checked.table;
    const refuses = environment === 'production' && checked.worse > 0;
    if (refuses && !force) {
      await store.appendAudit({ ...record, from: await live(), health: 'failed', result: 'refused', detail: preflight });
      throw new Error(`${remote} ${before.to} answers ${checked.worse} page${checked.worse === 1 ? '' : 's'} worse than live ${liveVersion}, so it was not made live (override: --force --reason "…"). Nothing changed.\n${preflight}`);
    }
    if (refuses) preflight = `pre-flight forced past by ${actor}: ${preflight}`;
  }
  // Planned again on the pointer as it is under the store's lock (files) or in the switch's
  // transaction (PostgreSQL): another switch may have landed while the check ran. The pointer and
  // the audit line are written together.
  return store.switchPointer(
    environment,
    (pointer, others) => {
      const now = planOn(pointer, from ? others[from] : undefined);
      if ('refuse' in now || now.to !== before.to) throw new Error(`${remote} changed while this switch was checked; nothing changed, run it again.`);
      const live = pointer.releases[remote]?.live;
      /** @type {{ previous?: string, current: string, detail?: string, healthFailed?: boolean }} */
      let result;
      if (action === 'canary') {
        const share = steps ? steps[0] : /** @type {number} */ (percent);
        applyCanary(pointer, remote, { version: now.to, percent: share, ...(steps ? { steps, intervalMs } : {}), ...(preflight ? { preflight } : {}) });
        const detail = steps ? `${share} % of visitors, then ${steps.slice(1).map((step) => `${step} %`).join(', ')}${steps.length > 1 ? ', ' : ''}then everyone; each step analysed for ${formatInterval(/** @type {number} */ (intervalMs))}` : `${share} % of visitors`;
        result = { previous: live, current: now.to, detail };
      } else if (action === 'step' || action === 'pause' || action === 'resume') {
        const share = applyCanaryChange(pointer, remote, action);
        const detail = action === 'step' ? `from ${share.from} % to ${share.to} % of visitors` : action === 'pause' ? `held at ${share.to} % of visitors` : `stepping on from ${share.to} % of visitors`;
        result = { previous: live, current: now.to, detail };
      } else if (action === 'abort') {
        const canary = applyCanary(pointer, remote, undefined);
        result = { previous: canary?.version, current: now.to, ...(abortHealth ? { detail: abortHealth, healthFailed: true } : {}) };
      } else {
        result = applySwitch(pointer, remote, now.to, action);
        if (action === 'promote' && !from) applyCanary(pointer, remote, undefined);
      }
      const detail = [result.detail, preflight].filter(Boolean).join('\n');
      return { result: { ...result, ...(preflight ? { preflight } : {}) }, audit: { ...record, from: result.previous ?? null, health: held ? 'not run' : abortHealth ? 'failed' : 'passed', result: 'switched', ...(detail ? { detail } : {}) } };
    },
    { read: from ? [from] : [] },
  );
}
