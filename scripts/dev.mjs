// @ts-check
// `npm run dev`: the shell and every remote with live reload, plus the local services, in one terminal.
// `npm run dev -- <remote> --site <url>`: that remote's dev server alone, inside a running site, in one
// browser only (`devRemote.mjs`).
import './projectNode.mjs';
import concurrently from 'concurrently';
import { devPorts, servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { remoteNames } from '@site/shared/remotes';

if (process.argv.length > 2) {
  const { devRemote } = await import('./devRemote.mjs');
  try {
    await devRemote(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else {
  startAll();
}

/** Every app and service of the site, as before. */
function startAll() {
  const colors = ['magenta', 'blue', 'green', 'yellow', 'cyan', 'red', 'white', 'gray', 'greenBright'];

  const { result } = concurrently(
    [
      { name: 'cms', command: 'node cms/server/start.mjs --watch' },
      { name: 'relay', command: 'node mfe-forms/server/start.mjs' },
      { name: 'chat', command: 'node mfe-chat/server/start.mjs', env: { SITE_URL: `http://127.0.0.1:${devPorts.shell}`, CHAT_PORT: String(servicePorts.chat) } },
      ...remoteNames.map((remote) => ({ name: remote, command: `npm run dev -w ${remote}` })),
      { name: 'shell', command: 'npm run dev -w shell' },
    ].map((command, index) => ({ ...command, prefixColor: colors[index % colors.length] })),
    { killOthersOn: ['failure'], prefix: '[{name}]', restartTries: 0 },
  );

  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
