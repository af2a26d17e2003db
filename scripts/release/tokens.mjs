// @ts-check
// `npm run tokens -- create <name> --remotes mfe-blog[,mfe-forms]`: a team's release token, shown once;
// its holder may publish (upload), preview, canary, promote, abort and roll back those remotes over
// HTTP (`--to` on the release commands), through the gate, recorded as `token:<name>`.
// `npm run tokens -- create <name> --metrics`: a metrics token, shown once: its holder reads any
// gateway's `/metrics` (Prometheus's `authorization` credentials) and can publish or switch nothing.
// `npm run tokens [-- list] [--all]`: the tokens in use (with the revoked ones), their remotes and last use.
// `npm run tokens -- revoke <name>`: ends one at once. Creations and revocations go to the audit log
// under whoever ran the command (`RELEASE_ACTOR`, else the OS user).
import { parseArgs } from 'node:util';
import { currentActor, isMetricsToken, issueMetricsToken, issueToken, sessionEntry } from '@site/gateway';
import { fail, withReleaseStore } from './releaseCli.mjs';

const USAGE = 'Usage: npm run tokens -- create <name> --remotes <remote>[,<remote>…] | create <name> --metrics | list [--all] | revoke <name>';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { remotes: { type: 'string' }, metrics: { type: 'boolean' }, all: { type: 'boolean' } } });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values, positionals } = parsed;
const [command = 'list', name] = positionals;
const time = (/** @type {number | null} */ ms) => (ms === null ? 'never' : new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z'));

await withReleaseStore(async (store) => {
  const records = store.trust;
  if (command === 'create' && name && values.metrics) {
    if (values.remotes !== undefined) fail('A metrics token acts on no remote: give --metrics or --remotes, not both.');
    const actor = currentActor();
    const token = await issueMetricsToken(records.tokens, { name, createdBy: actor });
    await store.appendAudit(sessionEntry(actor, 'create token', `token:${name} reading /metrics only`));
    console.log(token);
    console.error(`Made token:${name}, which reads every gateway's /metrics and nothing else. It is shown this once (only its hash is kept): give it to Prometheus as its scrape's authorization credentials.`);
  } else if (command === 'create' && name) {
    const remotes = (values.remotes ?? '').split(',').map((remote) => remote.trim()).filter(Boolean);
    const actor = currentActor();
    const token = await issueToken(records.tokens, { name, remotes, createdBy: actor });
    await store.appendAudit(sessionEntry(actor, 'create token', `token:${name} for ${remotes.join(', ')}`));
    console.log(token);
    console.error(`Made token:${name} for ${remotes.join(', ')}. It is shown this once (only its hash is kept): give it to the team's pipeline as RELEASE_TOKEN.`);
  } else if (command === 'revoke' && name) {
    const actor = currentActor();
    if (!(await records.tokens.revoke(name, `revoked by ${actor}`))) throw new Error(`No token named ${name} is in use: nothing revoked.`);
    await store.appendAudit(sessionEntry(actor, 'revoke token', `token:${name} revoked`));
    console.log(`Revoked token:${name}; it opens nothing from now on.`);
  } else if (command === 'list' && !name) {
    const tokens = await records.tokens.list({ all: values.all });
    if (tokens.length === 0) console.log(values.all ? 'No token.' : 'No token in use.');
    for (const token of tokens) {
      const state = token.revokedAt === null ? 'in use' : `revoked ${time(token.revokedAt)} (${token.revokedWhy})`;
      console.log(`${token.name}  ${isMetricsToken(token) ? 'metrics (reads /metrics)' : token.remotes.join(',')}  made ${time(token.createdAt)} by ${token.createdBy}, last used ${time(token.lastUsedAt)}, ${state}`);
    }
  } else {
    fail(USAGE);
  }
});
