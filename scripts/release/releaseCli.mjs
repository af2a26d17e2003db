// @ts-check
import { parseArgs } from 'node:util';
import { remoteNames } from '@site/shared/remotes';
import { ENVIRONMENTS, openStore, parseInterval, parseSteps, shellReactVersion } from '@site/gateway';
import { contentReadTokens } from '@site/shared/tooling/contentReadToken.mjs';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { defaultStoreDir } from '../paths.mjs';

/** Arguments and messages shared by the release, rollback and remotes commands. */
export const storeDir = defaultStoreDir;

/**
 * What every command hands the gate besides its own switch: the deploy store, the React version the
 * shell provides, and where the render check reads content: the content service this environment
 * configures (`CMS_URL`, `SANITY_*`) with the servers' read token (`SANITY_API_READ_TOKEN`), so the
 * check renders the pages visitors would get, not their built-in copy.
 */
export function gateInputs() {
  return { storeDir, hostReactVersion: shellReactVersion(), content: { siteConfig: siteConfigFromEnv(process.env), token: contentReadTokens().server } };
}

/**
 * The release state for a command that only reads it (`npm run remotes`); a database that cannot
 * be reached ends the command with the reason. Close it before the process ends.
 */
export async function openReleaseStore() {
  try {
    return await openStore({ storeDir });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a command's `work` on the release state (`gateway/store`: PostgreSQL when DATABASE_URL is
 * set, else the deploy store's files), then closes it, so audit lines still waiting for the
 * database are written or kept before the process ends. A database that cannot be reached, or a
 * `work` that throws, ends the command with the reason.
 * @param {(store: import('@site/gateway').Store) => Promise<void>} work
 */
export async function withReleaseStore(work) {
  /** @type {import('@site/gateway').Store} */
  let store;
  try {
    store = await openStore({ storeDir });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  /** @type {unknown} */
  let failure;
  try {
    await work(store);
  } catch (error) {
    failure = error;
  }
  await store.close();
  if (failure) fail(failure instanceof Error ? failure.message : String(failure));
}

/**
 * @param {string | undefined} name
 * @returns {import('@site/shared/remotes').RemoteName}
 */
export function requireRemote(name) {
  const remote = remoteNames.find((candidate) => candidate === name);
  if (!remote) fail(`Unknown remote "${name ?? ''}". Remotes: ${remoteNames.join(', ')}.`);
  return /** @type {import('@site/shared/remotes').RemoteName} */ (remote);
}

/**
 * @param {string} name
 * @returns {import('@site/gateway').Environment}
 */
export function requireEnvironment(name) {
  const environment = ENVIRONMENTS.find((candidate) => candidate === name);
  if (!environment) fail(`Unknown environment "${name}". Environments: ${ENVIRONMENTS.join(', ')}.`);
  return /** @type {import('@site/gateway').Environment} */ (environment);
}


/**
 * The command's words and its options: `--reason` (what the audit log records as why), `--percent`
 * (a canary's share), `--hours` and `--path` (a preview link's life and landing page), `--history`,
 * `--env`/`--from`/`--to` (environments), `--force` (past the pre-flight's refusal, with a reason), and `--to https://…` (`site`): act on that gateway over
 * HTTP with `RELEASE_TOKEN` instead of on this machine's deploy store.
 * @param {string[]} [args]
 */
export function parseReleaseArgs(args = process.argv.slice(2)) {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        history: { type: 'string' },
        percent: { type: 'string' },
        steps: { type: 'string' },
        interval: { type: 'string' },
        pause: { type: 'boolean' },
        force: { type: 'boolean' },
        resume: { type: 'boolean' },
        hours: { type: 'string' },
        path: { type: 'string' },
        env: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
      },
    });
    const reason = values.reason?.trim() || undefined;
    const percent = values.percent === undefined ? undefined : Number(values.percent);
    // A stepped canary's plan, read here and judged by the gate (`canarySteps.mjs`).
    const steps = values.steps === undefined ? undefined : parseSteps(values.steps);
    const intervalMs = values.interval === undefined ? undefined : parseInterval(values.interval);
    const hours = values.hours === undefined ? undefined : Number(values.hours);
    // `--to` names an environment (`promote --from staging --to production`) or, as an address, a site.
    const site = values.to !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(values.to) ? values.to : undefined;
    return {
      positionals,
      reason,
      history: values.history,
      percent,
      steps,
      intervalMs,
      force: values.force === true,
      hold: values.pause ? /** @type {const} */ ('pause') : values.resume ? /** @type {const} */ ('resume') : undefined,
      hours,
      path: values.path,
      site,
      environment: requireEnvironment((site ? undefined : values.to) ?? values.env ?? 'production'),
      from: values.from === undefined ? undefined : requireEnvironment(values.from),
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}
