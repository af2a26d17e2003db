// @ts-check
// `npm run canary -- <remote> <version> --percent N [--reason "…"] [--to https://site.example]`: serve a
// published version to N % of visitors (sticky per visitor), through the gate. The live version stays
// for everyone else. With `--steps 5,25,50 --interval 5m` instead of `--percent`, the canary starts at
// the first share and steps itself up after each interval in which every check of its analysis passed,
// then is promoted (`gateway/serve/field/canaryWatch.mjs`). `npm run canary -- <remote> --pause` holds
// a running canary at its share; `--resume` lets it step on. With `--to`, on that gateway over HTTP
// with `RELEASE_TOKEN`.
import { gatedSwitch } from '@site/gateway';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, reason, percent, steps, intervalMs, hold, force, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
const version = positionals[1];
if (hold && version) fail(`--${hold} acts on ${remote}'s running canary: name no version. Nothing changed.`);
if (!hold && !version) fail('Name the version to canary: npm run canary -- <remote> <version> --percent N (or --steps 5,25,50 --interval 5m). Nothing changed.');
try {
  if (site) {
    console.log((await remoteSite(site).act(hold ?? 'canary', { remote, version, percent, steps, intervalMs, reason, force })).message);
  } else {
    await withReleaseStore(async (store) => {
      const { previous, current, detail, preflight } = await gatedSwitch({ ...gateInputs(), store, remote, action: hold ?? 'canary', version, percent, steps, intervalMs, reason, force });
      if (preflight) console.log(preflight);
      if (hold) console.log(`${remote}: canary ${current} ${detail}.`);
      else console.log(`${remote}: canary ${current} for ${detail}; ${previous ?? '(none)'} stays live for the rest.`);
    });
  }
  if (!hold) console.log(`Then: npm run promote -- ${remote}   or   npm run abort -- ${remote} --reason "…"${steps ? `   (or let it step: npm run canary -- ${remote} --pause holds it)` : ''}${site ? `   (with --to ${site})` : ''}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
