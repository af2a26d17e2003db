// @ts-check
// `npm run publish -- <remote>`: build one remote alone and store it as an immutable version. Nothing
// switches: visitors keep the live version until a release manager makes this one live.
import { publishBuild } from './publishBuild.mjs';
import { fail, requireRemote, storeDir } from './releaseCli.mjs';

const remote = requireRemote(process.argv[2]);
try {
  const { version, created } = await publishBuild(storeDir, remote);
  console.log(`${created ? 'Published' : 'Already published'} ${remote}/${version}/ in ${storeDir}; nothing is live yet.`);
  console.log(`Make it live: npm run rollback -- ${remote} ${version} --reason "…"  (or npm run release -- ${remote}, which publishes and switches)`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
