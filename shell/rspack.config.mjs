// @ts-check
import { createAppConfig } from '@site/shared/build/createAppConfig.mjs';
import { devPorts, servicePorts } from '@site/shared/build/devPorts.mjs';
import { devRemotesPointer } from './devRemotesPointer.mjs';

const config = createAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  runtimePlugins: [
    './src/federation/plugins/retryPlugin.ts',
    './src/federation/plugins/fallbackPlugin.ts',
    './src/federation/plugins/compatibilityGuardPlugin.ts',
  ],
  // Under `npm run dev` the shell points each remote at its own dev server.
  devJson: { '/remotes.json': () => devRemotesPointer(devPorts) },
});

config.devServer = {
  ...config.devServer,
  proxy: [{ context: ['/api'], target: `http://127.0.0.1:${servicePorts.chat}` }],
};

export default config;
