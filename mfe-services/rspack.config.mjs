// @ts-check
import path from 'node:path';
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

// A page file carries no built-in copy: each service's and the FAQ page's is a chunk of its own, which
// a page asks for only when the content service's answer does not carry its copy, and the built-in
// pages' code one more, asked for beside it (see the loader).
const builtInCopyLoader = path.join(import.meta.dirname, 'tooling/builtInCopyLoader.mjs');
browser.module ??= {};
browser.module.rules ??= [];
browser.module.rules.push(
  { test: /src[\\/](content[\\/]builtInCopy|components[\\/]service[\\/]builtInPages)\.ts$/, enforce: 'pre', loader: builtInCopyLoader },
  { test: /service-defaults\.json$/, resourceQuery: /part=/, type: 'javascript/auto', loader: builtInCopyLoader },
);

export default [browser, ...server];
