// @ts-check
// `npm run promote -- <remote> [--reason "…"]`: the remote's canary becomes live for everyone, through the gate.
// `npm run promote -- <remote> --from staging --to production`: the version live in staging goes live in production.
import { gatedSwitch } from '@site/gateway';
import { fail, parseReleaseArgs, requireRemote, shellReactVersion, storeDir } from './releaseCli.mjs';

const { positionals, reason, environment, from } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
try {
  const { previous, current } = await gatedSwitch({ storeDir, remote, action: 'promote', reason, environment, from, hostReactVersion: shellReactVersion() });
  if (from) console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live in ${environment} (from ${from}).`);
  else console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live for everyone; the canary is over.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
