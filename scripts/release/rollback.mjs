// @ts-check
// `npm run rollback -- <remote> [version] [--env staging] --reason "…"`: point one remote back at its previous (or a
// named) published version, through the gate. Nothing is built; no other remote and no shell file changes.
// With `--to https://site.example`: on that gateway (production) over HTTP with `RELEASE_TOKEN`.
import { gatedSwitch, previousVersion } from '@site/gateway';
import { fail, gateInputs, parseReleaseArgs, requireRemote, withReleaseStore } from './releaseCli.mjs';
import { remoteSite } from './remoteSite.mjs';

const { positionals, reason, environment, site } = parseReleaseArgs();
const remote = requireRemote(positionals[0]);
if (!reason) fail('A rollback needs a reason for the audit log: --reason "why". Nothing changed.');
try {
  if (site) {
    if (environment !== 'production') fail('Over HTTP a rollback acts on production; roll back staging on the gateway itself. Nothing changed.');
    console.log((await remoteSite(site).act('rollback', { remote, version: positionals[1], reason })).message);
  } else {
    await withReleaseStore(async (store) => {
      const pointer = await store.readPointer(environment);
      const live = pointer.releases[remote]?.live;
      const target = positionals[1] ?? previousVersion(pointer, remote);
      if (!target) throw new Error(`${remote} has no earlier version to roll back to (live: ${live ?? 'none'}).`);
      const { previous, current } = await gatedSwitch({ ...gateInputs(), store, remote, version: target, action: 'rollback', reason, environment });
      console.log(`${remote}: ${previous ?? '(none)'} → ${current} is live${environment === 'production' ? '' : ` in ${environment}`}; the next page load uses it.`);
    });
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
