// @ts-check
import rspack from '@rspack/core';
import { createAppConfigs } from '@site/shared/tooling/createAppConfig.mjs';
import { devPorts, servicePorts } from '@site/shared/tooling/devPorts.mjs';
import { devRemotesPointer } from './devRemotesPointer.mjs';
import { federationStandIns } from './federationStandIns.mjs';

// The browser build and, in production, the server renderer of the chrome (src/server.tsx).
const configs = createAppConfigs({
  dir: import.meta.dirname,
  app: 'shell',
  // The shell reads each remote's manifest itself (compatibility guard, retries, the page's embedded
  // copy) and registers its entry script (`src/federation/remotesPointer.ts`); the runtime loads scripts.
  runtimePlugins: ['./src/federation/plugins/retryPlugin.ts', './src/federation/plugins/fieldSignalPlugin.ts'],
  // Under `npm run dev` the shell points each remote at its own dev server.
  devJson: { '/remotes.json': () => devRemotesPointer(devPorts) },
  devProxy: [{ context: ['/api'], target: `http://127.0.0.1:${servicePorts.chat}` }],
});

// The browser build: without the runtime's manifest snapshots (see the file). The server renderer
// loads no remote through the runtime.
configs[0].plugins?.push(new rspack.NormalModuleReplacementPlugin(federationStandIns.modules, federationStandIns.standIn));

export default configs;
