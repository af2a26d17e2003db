// @ts-check
// `npm run publish -- <remote>`: build one remote alone and store it as an immutable version. Nothing
// switches: visitors keep the live version until a release manager makes this one live.
// `npm run publish -- <remote> --to https://site.example`: build it if its build is stale, and upload it
// to that gateway with the team's `RELEASE_TOKEN`; the gateway judges and stores it the same way.
import { buildVersion, distDir, packFolder, preflightTable, runPreflight } from '@site/gateway';
import { buildApp, needsBuild } from '../buildApps.mjs';
import { publishBuild } from './publishBuild.mjs';
import { fail, gateInputs, openReleaseStore, parseReleaseArgs, requireRemote, storeDir } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
try {
  if (site) {
    const gateway = remoteSite(site);
    if (needsBuild(remote)) await buildApp(remote);
    const version = buildVersion(remote);
    const archive = await packFolder(distDir(remote));
    console.error(`Uploading ${remote} ${version} (${(archive.length / 1024).toFixed(0)} KB) to ${gateway.origin}…`);
    const { message } = await gateway.upload(remote, version, archive);
    console.log(message);
    console.log(`Then: npm run preview-link -- ${remote} ${version} --to ${gateway.origin}   or   npm run canary -- ${remote} ${version} --percent 10 --to ${gateway.origin}`);
  } else {
    const store = await openReleaseStore();
    try {
      const { version, created } = await publishBuild(store, remote);
      console.log(`${created ? 'Published' : 'Already published'} ${remote} ${version} in ${store.describe}; nothing is live yet.`);
      // How its pages compare with what visitors have now: shown, never refused (a canary or a release would be).
      const { remotes, releases } = await store.readPointer();
      const liveVersion = releases[remote]?.live;
      if (liveVersion && liveVersion !== version) {
        // Read from this deploy folder: the store puts the live versions there first (PostgreSQL's cache).
        await store.versions.ensureSet(remotes);
        const preflight = await runPreflight({ storeDir, shellDir: distDir('shell'), remote, candidate: version, liveVersion, live: remotes, content: gateInputs().content });
        if (preflight.pages.length > 0) console.log(preflightTable(preflight));
      }
      console.log(`Make it live: npm run rollback -- ${remote} ${version} --reason "…"  (or npm run release -- ${remote}, which publishes and switches)`);
    } finally {
      await store.close();
    }
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
