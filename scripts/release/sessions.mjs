// @ts-check
// `npm run sessions`: the release page's open sessions (who, since when, last seen, until when).
// `npm run sessions -- --all`: with those ended or expired in the last week, and why they ended.
// `npm run sessions -- revoke <id>` (the start of an id as listed), `revoke --name <name>`, or
// `revoke --everyone`: ends them at once, whatever copy of the cookie is kept; each revocation goes
// to the audit log under whoever ran the command (`RELEASE_ACTOR`, else the OS user).
import { parseArgs } from 'node:util';
import { currentActor, sessionEntry } from '@site/gateway';
import { fail, withReleaseStore } from './releaseCli.mjs';

/** How much of an id the list shows, and a revocation needs at least. */
const ID_SHOWN = 10;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { all: { type: 'boolean' }, name: { type: 'string' }, everyone: { type: 'boolean' } } });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values, positionals } = parsed;
const time = (/** @type {number} */ ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

await withReleaseStore(async (store) => {
  const records = store.trust;
  if (positionals[0] === 'revoke') {
    const idPrefix = positionals[1];
    if (!idPrefix && !values.name && !values.everyone) fail('Usage: npm run sessions -- revoke <id> | --name <name> | --everyone');
    if (idPrefix !== undefined && idPrefix.length < ID_SHOWN) fail(`Give at least the ${ID_SHOWN} characters of the id that npm run sessions lists.`);
    const actor = currentActor();
    const ended = await records.sessions.endMatching({ idPrefix, name: values.name }, `revoked by ${actor}`);
    if (ended.length === 0) throw new Error('No open session matches: nothing revoked.');
    for (const session of ended) {
      await store.appendAudit(sessionEntry(actor, 'revoke session', `${session.name}'s session ${session.id.slice(0, ID_SHOWN)} (since ${time(session.createdAt)}) ended`));
      console.log(`Revoked ${session.name}'s session ${session.id.slice(0, ID_SHOWN)}.`);
    }
  } else if (positionals.length === 0) {
    const sessions = await records.sessions.list({ all: values.all });
    if (sessions.length === 0) console.log(values.all ? 'No session in the last week.' : 'No open session.');
    for (const session of sessions) {
      const state = session.endedAt === null ? (session.expiresAt > Date.now() ? `open until ${time(session.expiresAt)}` : 'expired') : `ended ${time(session.endedAt)} (${session.endedWhy})`;
      console.log(`${session.id.slice(0, ID_SHOWN)}  ${session.name}  since ${time(session.createdAt)}, last seen ${time(session.lastSeenAt)}, ${state}`);
    }
  } else {
    fail('Usage: npm run sessions [-- --all], or npm run sessions -- revoke <id> | --name <name> | --everyone');
  }
});
