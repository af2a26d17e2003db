// @ts-check
// `npm run abort -- <remote> --reason "…" [--to https://site.example]`: end the remote's canary; every
// visitor gets the stable version again. With `--to`, on that gateway over HTTP with `RELEASE_TOKEN`.
import { gatedSwitch } from '@site/gateway';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, reason, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
if (!reason) fail('Aborting a canary needs a reason for the audit log: --reason "why". Nothing changed.');
try {
  if (site) {
    console.log((await remoteSite(site).act('abort', { remote, reason })).message);
  } else {
    await withReleaseStore(async (store) => {
      const { previous, current } = await gatedSwitch({ ...gateInputs(), store, remote, action: 'abort', reason });
      console.log(`${remote}: canary ${previous} aborted; every visitor gets ${current}.`);
    });
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
