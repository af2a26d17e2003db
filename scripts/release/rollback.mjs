// @ts-check
// `npm run rollback -- <remote> [version]`: point one remote back at its previous (or a named)
// published version. Nothing is built; no other remote and no shell file changes.
import { previousVersion, publishedVersions, readPointer, switchLive } from './deployStore.mjs';
import { fail, requireRemote, storeDir } from './releaseCli.mjs';

const remote = requireRemote(process.argv[2]);
const requested = process.argv[3];
const published = publishedVersions(storeDir, remote);
const live = readPointer(storeDir).releases[remote]?.live;

const target = requested ?? previousVersion(readPointer(storeDir), remote);
if (!target) fail(`${remote} has no earlier version to roll back to (live: ${live ?? 'none'}).`);
if (!published.includes(target)) {
  fail(`${remote} ${target} was never published. Published versions: ${published.join(', ') || 'none'}. Nothing changed.`);
}
const { previous, current } = switchLive(storeDir, remote, target, 'rollback');
console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live; the next page load uses it.`);
