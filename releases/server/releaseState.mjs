// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { analysisView, checkKitExports, checkRemoteHealth, checkSharedProvided, fieldConfigFromEnv, fieldRows, openFileStore, previousVersion, refusedText } from '@site/gateway';

/** How many audit entries the page shows, newest first. */
export const AUDIT_ENTRIES_SHOWN = 100;

/**
 * @typedef {{ sessions: string, errorRate: string, errorsByKind: string, lcp: string, inp: string, cls: string }} FieldFigures
 * @typedef {{ version: string, healthy: boolean, problems: string[], field?: FieldFigures }} VersionHealth
 * @typedef {{ name: string, live: string | null, liveSince: string | null, canary: import('@site/gateway').Canary | null, analysis: ReturnType<typeof analysisView> | null, staging: string | null, previous: string | null, versions: VersionHealth[], refused: string | null }} RemoteState
 */

/**
 * The health of one published version, from its build's files (as `npm run remotes` reports it): its
 * manifest found, exposing what the route table expects, built against a React the shell can share,
 * importing from the kits only what the shell's (`shellDir`) provide.
 * @param {string} storeDir @param {import('@site/shared/remotes').RemoteName} remote @param {string} version @param {string} hostReactVersion @param {string} shellDir
 * @returns {VersionHealth}
 */
export function versionHealth(storeDir, remote, version, hostReactVersion, shellDir) {
  const file = path.join(storeDir, remote, version, 'mf-manifest.json');
  let manifest = null;
  let manifestError;
  try {
    if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8'));
    else manifestError = 'manifest not found';
  } catch (error) {
    manifestError = `manifest unreadable: ${error instanceof Error ? error.message : error}`;
  }
  const checks = [...checkRemoteHealth({ remote, manifest, hostReactVersion, manifestError }), checkKitExports(path.dirname(file), shellDir), checkSharedProvided(path.dirname(file), shellDir)];
  const failed = checks.filter((check) => !check.ok);
  return { version, healthy: failed.length === 0, problems: failed.map((check) => `${check.check}: ${check.detail}`) };
}

/**
 * What the release page shows: for each remote its live version and since when, its canary and
 * share, its staging version, the version a rollback returns to, and every published version with
 * its health and its figures from the field (newest first); and the audit log, newest first.
 * `store`: where the pointers, the audit log and the field figures are (the files of `storeDir` when not given).
 * @param {string} storeDir @param {string} hostReactVersion @param {string} shellDir @param {import('@site/gateway').Store} [store]
 */
export async function releaseState(storeDir, hostReactVersion, shellDir, store = openFileStore({ storeDir })) {
  const field = await fieldFigures(store);
  const refused = await refusedFigures(store);
  const pointer = await store.readPointer();
  const staging = await store.readPointer('staging');
  /** @type {RemoteState[]} */
  const remotes = await Promise.all(remoteNames.map(async (name) => {
    // Each version's health is read from this folder: the store puts them there (PostgreSQL's cache).
    const published = await store.versions.published(name);
    await Promise.all(published.map((version) => store.versions.ensure(name, version)));
    const release = pointer.releases[name];
    const previous = previousVersion(pointer, name);
    const canary = pointer.canaries?.[name];
    return {
      name,
      live: release?.live ?? null,
      liveSince: release?.liveSince ?? null,
      canary: canary ?? null,
      analysis: canary ? analysisView(canary, await canaryAnalysesOf(store, name, canary.since)) : null,
      staging: staging.releases[name]?.live ?? null,
      previous: previous ?? null,
      refused: refusedText(refused[name]) ?? null,
      versions: published
        .reverse()
        .map((version) => {
          const figures = field.get(`${name} ${version}`);
          return { ...versionHealth(storeDir, name, version, hostReactVersion, shellDir), ...(figures ? { field: figures } : {}) };
        }),
    };
  }));
  const audit = (await store.readAudit()).slice(-AUDIT_ENTRIES_SHOWN).reverse();
  return { remotes, audit };
}

/**
 * The field signal's figures of each (remote, version) over its window, formatted as `npm run remotes`
 * prints them (`fieldRows`). None when nothing was reported or the store cannot be read.
 * @param {import('@site/gateway').Store} store
 * @returns {Promise<Map<string, FieldFigures>>}
 */
async function fieldFigures(store) {
  try {
    const summaries = await store.fieldSummary({ windowMs: fieldConfigFromEnv(process.env).windowMs });
    return new Map(
      fieldRows(summaries).map(([remote, version, sessions, errorRate, errorsByKind, lcp, inp, cls]) => [
        `${remote} ${version}`,
        { sessions, errorRate, errorsByKind, lcp, inp, cls },
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * A canary's analyses; none when the store cannot be read (the page still shows the rest).
 * @param {import('@site/gateway').Store} store @param {string} remote @param {string} since
 */
async function canaryAnalysesOf(store, remote, since) {
  try {
    return await store.canaryAnalyses(remote, since);
  } catch {
    return [];
  }
}

/**
 * The field reports refused over the window, per remote and reason; none when the store cannot be read.
 * @param {import('@site/gateway').Store} store
 */
async function refusedFigures(store) {
  try {
    return await store.refusedReports({ windowMs: fieldConfigFromEnv(process.env).windowMs });
  } catch {
    return {};
  }
}
