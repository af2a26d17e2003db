// @ts-check
// `npm run remotes`: each remote's live version and since when, its canary and share, its staging
// version, every published version with its health, and the live version's health (exit 1 if any fails).
// Then, per version, what visitors' browsers reported over the field window (sessions, error rate,
// p75 LCP/INP/CLS), as the gateway stored it.
// `npm run remotes -- --history <remote>`: that remote's audit log.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { analysisView, checkKitExports, checkRemoteHealth, checkSharedProvided, FIELD_HEADER, fieldConfigFromEnv, fieldRows, refusedText, STORE_URL_PREFIX, shellReactVersion } from '@site/gateway';
import { distDir } from '../paths.mjs';
import { openReleaseStore, parseReleaseArgs, requireRemote, storeDir } from './releaseCli.mjs';

/** @param {string} url @returns {Promise<{ manifest: any, error?: string }>} */
async function loadManifest(url) {
  const siteUrl = process.env.SITE_URL;
  try {
    if (siteUrl) {
      const response = await fetch(new URL(url, siteUrl));
      if (!response.ok) return { manifest: null, error: `HTTP ${response.status} for ${url}` };
      return { manifest: await response.json() };
    }
    const file = path.join(storeDir, url.replace(new RegExp(`^${STORE_URL_PREFIX}/`), ''));
    if (!existsSync(file)) return { manifest: null, error: `not found: ${file}` };
    return { manifest: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { manifest: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** @param {string} remote */
async function printHistory(remote) {
  const entries = await store.readAudit(remote);
  console.log(`Audit log of ${remote} (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}, oldest first):`);
  for (const entry of entries) {
    const change = `${entry.from ?? '(none)'} → ${entry.to}`;
    const why = entry.reason ? ` — "${entry.reason}"` : '';
    const detail = entry.detail ? ` (${entry.detail})` : '';
    console.log(`  ${entry.at}  ${entry.actor}  ${entry.action}  ${change}  health ${entry.health}, ${entry.result}${why}${detail}`);
  }
}

const args = parseReleaseArgs();
const store = await openReleaseStore();
if (args.history !== undefined) {
  await printHistory(requireRemote(args.history));
  await store.close();
  process.exit(0);
}

const pointer = await store.readPointer();
const staging = await store.readPointer('staging');
const hostReact = shellReactVersion();
let healthy = true;
console.log(`Release store: ${store.describe}${store.kind === 'postgres' ? ` (versions cached in ${storeDir})` : ''}${process.env.SITE_URL ? ` (manifests fetched from ${process.env.SITE_URL})` : ''}\n`);
for (const remote of remoteNames) {
  const release = pointer.releases[remote];
  const url = pointer.remotes[remote];
  console.log(`${remote}`);
  console.log(`  live:      ${release?.live ?? 'none'}${release ? ` (since ${release.liveSince})` : ''}`);
  const canary = pointer.canaries?.[remote];
  console.log(`  canary:    ${canary ? `${canary.version} for ${canary.percent} % of visitors (since ${canary.since})` : 'none'}`);
  const staged = staging.releases[remote];
  if (staged) console.log(`  staging:   ${staged.live} (since ${staged.liveSince})`);
  // The store's versions (PostgreSQL: its rows), each read from this folder once the store put it there.
  const versions = await store.versions.published(remote);
  console.log(`  available: ${versions.join(', ') || 'none'}`);
  for (const version of versions) {
    await store.versions.ensure(remote, version);
    const { manifest, error } = await loadManifest(`${STORE_URL_PREFIX}/${remote}/${version}/mf-manifest.json`);
    const checks = [
      ...checkRemoteHealth({ remote, manifest, hostReactVersion: hostReact, manifestError: error }),
      checkKitExports(path.join(storeDir, remote, version), distDir('shell')),
      checkSharedProvided(path.join(storeDir, remote, version), distDir('shell')),
    ];
    const failed = checks.filter((check) => !check.ok);
    const mark = version === release?.live ? ' (live)' : '';
    console.log(`    ${failed.length ? '✖' : '✔'} ${version}${mark}${failed.length ? `: ${failed.map((check) => `${check.check}: ${check.detail}`).join('; ')}` : ''}`);
  }
  if (release?.live) await store.versions.ensure(remote, release.live);
  const { manifest, error } = url ? await loadManifest(url) : { manifest: null, error: 'no live version in remotes.json' };
  const liveChecks = [
    ...checkRemoteHealth({ remote, manifest, hostReactVersion: hostReact, manifestError: error }),
    // The shell built here against what is live: a shell whose kit dropped a component a live
    // remote still uses, or that no longer provides a shared package it consumes, fails this before
    // it is deployed.
    ...(release?.live
      ? [checkKitExports(path.join(storeDir, remote, release.live), distDir('shell')), checkSharedProvided(path.join(storeDir, remote, release.live), distDir('shell'))]
      : []),
  ];
  for (const check of liveChecks) {
    healthy &&= check.ok;
    console.log(`  ${check.ok ? '✔' : '✖'} ${check.check}: ${check.detail}`);
  }
  console.log('');
}

// What visitors' browsers reported (the gateway's beacons), per version: the figures the automatic
// canary abort judges by.
const { windowMs } = fieldConfigFromEnv(process.env);
const field = await store.fieldSummary({ windowMs });
console.log(`Field signal, last ${Math.round(windowMs / 60_000)} min (browser sessions that reported on each version):`);
if (field.length === 0) console.log('  no reports yet (browsers report when a page is hidden or left)');
else {
  const rows = fieldRows(field).map(([remote, version, ...rest]) => {
    const pointerOf = pointer.releases[remote]?.live === version ? ' (live)' : pointer.canaries?.[remote]?.version === version ? ' (canary)' : '';
    return [remote, `${version}${pointerOf}`, ...rest];
  });
  const header = FIELD_HEADER;
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) => `  ${cells.map((cell, i) => (i < 2 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`.trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
// Reports the gateway did not count: for a side or version their sender was not served, or past one address's share.
for (const [remote, byReason] of Object.entries(await store.refusedReports({ windowMs }))) console.log(`  ${remote}: reports refused, not counted: ${refusedText(byReason)}`);
// Each running canary's analysis, as the release page shows it.
for (const [remote, canary] of Object.entries(pointer.canaries ?? {})) {
  const view = analysisView(canary, await store.canaryAnalyses(remote, canary.since));
  console.log(`\nCanary analysis of ${remote} ${canary.version}: ${view.plan}`);
  console.log(`  last analysis: ${view.status}${view.analysedAt ? ` at ${view.analysedAt}` : ''}${view.nextStepAt ? `; next step due ${view.nextStepAt} if every check passes` : ''}`);
  const rows = [['check', 'result', 'candidate', 'stable', 'samples (candidate / stable)'], ...view.checks.map((check) => [check.name, check.status, check.candidate, check.stable, check.samples])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  if (view.checks.length) for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd());
  for (const check of view.checks.filter((each) => each.status !== 'pass')) console.log(`  ${check.detail}`);
  if (view.preflight) console.log(view.preflight.replace(/^/gm, '  '));
}
await store.close();
process.exit(healthy ? 0 : 1);
