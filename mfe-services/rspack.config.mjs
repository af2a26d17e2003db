// @ts-check
import rspack from '@rspack/core';
import { createAppConfigs } from '@site/shared/tooling/createAppConfig.mjs';

// Exposes come from the contract in shared (src/contracts/remotes.mjs): one file per page in src/pages/.
const [browser, ...server] = createAppConfigs({ dir: import.meta.dirname, app: 'mfe-services' });

// The chat service downloads the built-in service copy from beside the live mf-manifest.json, so the
// file ships with every build of this remote (its shape is a contract: see src/content/defaults.ts).
browser.plugins ??= [];
browser.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ from: 'src/content/defaults/service-defaults.json', to: 'service-defaults.json' }],
  }),
);

export default [browser, ...server];
