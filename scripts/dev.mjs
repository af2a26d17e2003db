// @ts-check
// `npm run dev`: the shell and every remote with live reload, plus the local services, in one terminal.
import concurrently from 'concurrently';
import { devPorts, servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { remoteNames } from '@site/shared/remotes';

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
