// @ts-check
import path from 'node:path';
import { remoteNames } from '@site/shared/remotes';
import { buildVersion, cannotRunUnderShell, distDir, gatedSwitch, openFileStore, shellReactVersion } from '@site/gateway';
import { buildApp, buildApps } from '../buildApps.mjs';

/**
 * Builds one remote alone and stores the build under its version name: the deploy folder's
 * `<remote>/<version>/` (files), or PostgreSQL's version rows (`DATABASE_URL`).
 * @param {import('@site/gateway').Store} store @param {string} remote
 */
export async function publishBuild(store, remote) {
  await buildApp(remote);
  const version = buildVersion(remote);
  return { version, created: await store.versions.publish(remote, version, distDir(remote)) };
}

/**
 * `npm start`'s step before it serves: builds what is stale, and each remote built now is published
 * and goes live through the release gate (health check, audit record), as `npm run release` would;
 * one left as it was keeps whatever version the pointer says (so a rollback survives a restart),
 * unless that version cannot run under the shell on disk (a kit export or shared package it lacks,
 * after `npm run build` with the store of an older checkout): then its build on disk goes live the
 * same way. A build the gate refuses is kept out: the site starts on the version that was live.
 * `store`: the release state the gateway opened (the files of `storeDir` when not given).
 * @param {{ storeDir: string, store?: import('@site/gateway').Store, siteConfig: ReturnType<typeof import('@site/shared/tooling/siteConfig.mjs').siteConfigFromEnv>, contentToken?: string, log: (line: string) => void }} context
 */
export async function publishStaleBuilds({ storeDir, store = openFileStore({ storeDir }), siteConfig, contentToken, log }) {
  const built = await buildApps({ onlyStale: true });
  const pointer = await store.readPointer();
  for (const remote of remoteNames) {
    const live = pointer.remotes[remote] ? pointer.releases[remote]?.live : undefined;
    const liveCannotRun = live ? cannotRunUnderShell(path.join(storeDir, remote, live), distDir('shell')) : undefined;
    if (!built.includes(remote) && pointer.remotes[remote] && !liveCannotRun) continue;
    if (liveCannotRun) log(`${remote} ${live} cannot run under this shell (${liveCannotRun}): its build on disk goes live`);
    const version = buildVersion(remote);
    if (await store.versions.publish(remote, version, distDir(remote))) log(`published ${remote} ${version}`);
    if (pointer.releases[remote]?.live === version) continue;
    try {
      await gatedSwitch({
        storeDir,
        store,
        remote,
        version,
        action: 'release',
        reason: 'local start: the build on disk',
        // The developer's build is what they asked for: its pages are not held against the last one's.
        preflight: false,
        hostReactVersion: shellReactVersion(),
        // Rendered against this site's own content service, with the servers' read token.
        content: { siteConfig, token: contentToken },
      });
    } catch (error) {
      log(`✖ ${error instanceof Error ? error.message : error}`);
    }
  }
}
