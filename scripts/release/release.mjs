// @ts-check
// `npm run release -- <remote> [--env staging] [--reason "…"]`: publish, then make live through the gate (health
// check, lock, audit record). Nothing else is built or touched.
import { gatedSwitch } from '@site/gateway';
import { publishBuild } from './publishBuild.mjs';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';

const { positionals, reason, environment, force } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
try {
  await withReleaseStore(async (store) => {
    const { version, created } = await publishBuild(store, remote);
    console.log(`${created ? 'Published' : 'Already published'} ${remote} ${version} in ${store.describe}`);
    const { previous, current, preflight } = await gatedSwitch({ ...gateInputs(), store, remote, version, action: 'release', reason, environment, force });
    if (preflight) console.log(preflight);
    console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live${environment === 'production' ? '' : ` in ${environment}`}; the next page load uses it.`);
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
