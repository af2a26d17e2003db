// @ts-check
// `npm run abort -- <remote> --reason "…"`: end the remote's canary; every visitor gets the stable version again.
import { gatedSwitch } from '@site/gateway';
import { fail, parseReleaseArgs, requireRemote, shellReactVersion, storeDir } from './releaseCli.mjs';

const { positionals, reason } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
if (!reason) fail('Aborting a canary needs a reason for the audit log: --reason "why". Nothing changed.');
try {
  const { previous, current } = await gatedSwitch({ storeDir, remote, action: 'abort', reason, hostReactVersion: shellReactVersion() });
  console.log(`${remote}: canary ${previous} aborted; every visitor gets ${current}.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
