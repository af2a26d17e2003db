// @ts-check
// `npm run canary -- <remote> <version> --percent N [--reason "…"]`: serve a published version to N %
// of visitors (sticky per visitor), through the gate. The live version stays for everyone else.
import { gatedSwitch } from '@site/gateway';
import { fail, parseReleaseArgs, requireRemote, shellReactVersion, storeDir } from './releaseCli.mjs';

const { positionals, reason, percent } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
if (!positionals[1]) fail('Name the version to canary: npm run canary -- <remote> <version> --percent N. Nothing changed.');
try {
  const { previous, current } = await gatedSwitch({ storeDir, remote, action: 'canary', version: positionals[1], percent, reason, hostReactVersion: shellReactVersion() });
  console.log(`${remote}: canary ${current} for ${percent} % of visitors; ${previous ?? '(none)'} stays live for the rest.`);
  console.log(`Then: npm run promote -- ${remote}   or   npm run abort -- ${remote} --reason "…"`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
