// @ts-check
// Writes biome.json: the linter's rules, with the import boundaries the layout promises derived from
// the route table's list of remotes. Run `node scripts/lint/biomeConfig.mjs --write` after adding a
// remote; `scripts/lint/boundaries.test.mjs` fails while biome.json and this file disagree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { remotePages } from '@site/shared/remotes';

const REMOTES = Object.keys(remotePages);

/** @param {string} message @param {string[]} group */
const forbid = (message, ...group) => ({ group: group.flatMap((g) => [g, `${g}/**`]), message });

const SHARED_SRC_RELATIVE = forbid(
  'Import shared code through its package (`@site/shared/...`), not by a relative path into shared/src.',
  '**/shared/src',
);
const SHARED_BUILD = forbid(
  'shared/tooling is the build and Node tooling; browser code (anything under src/) may not import it.',
  '@site/shared/tooling',
  '**/shared/tooling',
);
const NODE_SERVER_INSIDE = forbid(
  'Import the Node server helpers through their one entry, `@site/shared/tooling/nodeServer.mjs`.',
  '@site/shared/tooling/boundedConcurrency.mjs',
  '@site/shared/tooling/clientAddress.mjs',
  '@site/shared/tooling/drainOnClose.mjs',
  '@site/shared/tooling/listenUntilSignal.mjs',
  '@site/shared/tooling/requestTimeout.mjs',
);
// The server side: tools (scripts/) -> the gateway's public entry -> shared; the release page's
// server -> the gateway's public entry; nothing back (scripts/lint/importGraph.test.mjs checks the
// whole graph, cycles included; these rules say it in the editor).
const GATEWAY_INSIDE = forbid(
  'Import the gateway through its public entry, `@site/gateway` (gateway/index.mjs), not a file inside it.',
  '**/gateway/serve',
  '**/gateway/release',
  '**/gateway/runtime',
  '**/gateway/store',
  '**/gateway/paths.mjs',
  '@site/gateway/*',
);
const GATEWAY_UP = forbid(
  'The gateway imports neither the tools (scripts/), nor the release page (releases/), nor the tests: they plug into it through its public entry.',
  '**/scripts',
  '**/releases',
  'releases',
  'releases/*',
  '**/e2e',
);
/** @param {string[]} remotes */
const GATEWAY_OTHER_WORKSPACES = (remotes) =>
  forbid(
    'The gateway is a library on shared alone: it starts no service and imports no other workspace (the local stack is scripts/local/).',
    '**/cms',
    'cms',
    ...remotes.flatMap((remote) => [`**/${remote}`, remote]),
    '**/shell',
  );
// Inside the gateway, layers import downward only (scripts/lint/importGraph.mjs: GATEWAY_FLOORS).
const STORE_UP = forbid('The release state (gateway/store/) is the bottom floor: it imports neither the serving code nor the gate.', '**/serve', '**/release', '**/runtime');
const RELEASE_UP = forbid('The gate (gateway/release/) imports the store and the renderer loader, never the serving code.', '**/serve');
const TOOLS = forbid('Only the command-line tools import scripts/: a server or an app never does.', '**/scripts');

/** @param {string} owner the app the importing file belongs to @param {string[]} remotes */
const otherApps = (owner, remotes) =>
  [...remotes, 'shell']
    .filter((app) => app !== owner)
    .map((app) =>
      forbid(
        `${owner} may not import ${app}'s code: remotes meet only through the route table, @site/shared and ` +
          'Module Federation at run time.',
        `**/${app}`,
      ),
    );

/** @param {string[]} includes @param {object[]} patterns */
const restrict = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

/** @param {string[]} remotes the route table's remotes (the new-remote command passes the table it just edited) */
export function biomeConfig(remotes = REMOTES) {
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
    files: { includes: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}', '!**/dist', '!**/node_modules'] },
    formatter: { enabled: false },
    assist: { enabled: false },
    linter: {
      enabled: true,
      rules: {
        preset: 'none',
        correctness: {
          useHookAtTopLevel: 'error',
          noUnusedImports: 'error',
          noUnusedVariables: 'error',
          noUndeclaredVariables: 'off',
        },
        suspicious: { noDebugger: 'error', noDoubleEquals: 'error', noFocusedTests: 'error' },
      },
    },
    overrides: [
      // Node tooling may read shared/tooling, and reads the route table by its package export.
      restrict(['**', '!cms/dataset/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE]),
      restrict(['**', '!gateway/**', '!scripts/**', '!e2e/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_INSIDE, TOOLS]),
      restrict(['scripts/**', 'e2e/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_INSIDE]),
      restrict(['gateway/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_UP]),
      // A unit test may read the content schema to check against; the library never does.
      restrict(['gateway/**', '!**/*.test.mjs'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_UP, GATEWAY_OTHER_WORKSPACES(remotes)]),
      restrict(['gateway/store/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_UP, GATEWAY_OTHER_WORKSPACES(remotes), STORE_UP]),
      restrict(['gateway/release/**', 'gateway/runtime/**'], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_UP, GATEWAY_OTHER_WORKSPACES(remotes), RELEASE_UP]),
      ...['shell', ...remotes].flatMap((app) => [
        restrict([`${app}/**`], [SHARED_SRC_RELATIVE, NODE_SERVER_INSIDE, GATEWAY_INSIDE, TOOLS, ...otherApps(app, remotes)]),
        restrict([`${app}/src/**`], [SHARED_SRC_RELATIVE, SHARED_BUILD, GATEWAY_INSIDE, TOOLS, ...otherApps(app, remotes)]),
      ]),
      restrict(['shared/src/**'], [SHARED_BUILD, GATEWAY_INSIDE, TOOLS]),
    ],
  };
}

/** @param {string[]} [remotes] */
export const biomeJson = (remotes) => `${JSON.stringify(biomeConfig(remotes), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(new URL('../../biome.json', import.meta.url), biomeJson());
}
