// @ts-check
// `npm run promote -- <remote> [--reason "…"]`: the remote's canary becomes live for everyone, through the gate.
import { gatedSwitch } from './gate.mjs';
import { fail, parseReleaseArgs, requireRemote, shellReactVersion, storeDir } from './releaseCli.mjs';

const { positionals, reason } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
try {
  const { previous, current } = await gatedSwitch({ storeDir, remote, action: 'promote', reason, hostReactVersion: shellReactVersion() });
  console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live for everyone; the canary is over.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
