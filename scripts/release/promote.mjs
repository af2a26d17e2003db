// @ts-check
// `npm run promote -- <remote> [--reason "…"]`: the remote's canary becomes live for everyone, through the gate.
// `npm run promote -- <remote> --from staging --to production`: the version live in staging goes live in production.
// `npm run promote -- <remote> --to https://site.example`: the canary on that gateway, over HTTP with `RELEASE_TOKEN`.
import { gatedSwitch } from '@site/gateway';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, reason, environment, from, force, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
try {
  if (site) {
    if (from) fail('Over HTTP a promotion is of the canary in production; promote from staging on the gateway itself. Nothing changed.');
    console.log((await remoteSite(site).act('promote', { remote, reason, force })).message);
  } else {
    await withReleaseStore(async (store) => {
      const { previous, current, preflight } = await gatedSwitch({ ...gateInputs(), store, remote, action: 'promote', reason, environment, from, force });
      if (preflight) console.log(preflight);
      if (from) console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live in ${environment} (from ${from}).`);
      else console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live for everyone; the canary is over.`);
    });
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
