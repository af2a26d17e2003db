// @ts-check
// `npm run store -- copy --to "$DATABASE_URL" [--force]`: moves the deploy store's state (pointer
// sets with their release history, the audit log, the trust records, the field reports, the published
// versions' folders) from its
// files (DEPLOY_STORE, else .deploy/) into PostgreSQL; see docs/store.md. Then start the gateways and
// run the release commands with DATABASE_URL set. `--versions`: the versions' folders alone, into a
// PostgreSQL that keeps the state already (one from before it kept the versions).
import { parseArgs } from 'node:util';
import { copyStore, defaultStoreDir } from '@site/gateway';

const USAGE = 'Usage: npm run store -- copy --to "$DATABASE_URL" [--force | --versions]';

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, force: { type: 'boolean' }, versions: { type: 'boolean' } } });
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}. ${USAGE}`);
}
const { positionals, values } = parsed;
if (positionals[0] !== 'copy' || positionals.length !== 1 || !values.to || (values.force && values.versions)) fail(USAGE);
try {
  const { target, moved, torn } = await copyStore({ storeDir: defaultStoreDir, to: values.to, force: values.force, versionsOnly: values.versions });
  console.log(`Copied ${values.versions ? 'the published versions' : 'the state'} of ${defaultStoreDir} into ${target}:`);
  for (const [what, count] of Object.entries(moved)) console.log(`  ${what}: ${count}`);
  if (torn) console.log(`  (${torn} audit line${torn === 1 ? '' : 's'} torn by a crash, not records, left out)`);
  console.log('Counts verified. Start the gateways and run the release commands with DATABASE_URL set.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
