// @ts-check
// `npm run release -- <remote>`: build one remote alone, publish it as a new immutable version and
// make it live. Nothing else is built or touched.
import { buildApp } from '../buildApps.mjs';
import { buildVersion, publish, switchLive } from './deployStore.mjs';
import { fail, requireRemote, storeDir } from './releaseCli.mjs';

const remote = requireRemote(process.argv[2]);
try {
  await buildApp(remote);
  const version = buildVersion(remote);
  const created = publish(storeDir, remote, version);
  const { previous, current } = switchLive(storeDir, remote, version, 'release');
  console.log(`${created ? 'Published' : 'Already published'} ${remote}/${version}/ in ${storeDir}`);
  console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live; the next page load uses it.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
