// @ts-check
// `npm run canary -- <remote> <version> --percent N [--reason "…"] [--to https://site.example]`: serve a
// published version to N % of visitors (sticky per visitor), through the gate. The live version stays
// for everyone else. With `--to`, on that gateway over HTTP with `RELEASE_TOKEN`.
import { gatedSwitch } from '@site/gateway';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, reason, percent, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
const version = positionals[1];
if (!version) fail('Name the version to canary: npm run canary -- <remote> <version> --percent N. Nothing changed.');
try {
  if (site) {
    console.log((await remoteSite(site).act('canary', { remote, version, percent, reason })).message);
  } else {
    await withReleaseStore(async (store) => {
      const { previous, current } = await gatedSwitch({ ...gateInputs(), store, remote, action: 'canary', version, percent, reason });
      console.log(`${remote}: canary ${current} for ${percent} % of visitors; ${previous ?? '(none)'} stays live for the rest.`);
    });
  }
  console.log(`Then: npm run promote -- ${remote}   or   npm run abort -- ${remote} --reason "…"${site ? `   (with --to ${site})` : ''}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
