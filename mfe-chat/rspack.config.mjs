// @ts-check
import { createAppConfigs } from '@site/shared/tooling/createAppConfig.mjs';

// Exposes come from the contract in shared (src/contracts/remotes.mjs): mfe-chat has no pages, only the
// widget, one file in src/widgets/. No src/server.ts either: the shell loads the widget in the browser
// once the page has settled, so nothing renders it on the server.
export default createAppConfigs({ dir: import.meta.dirname, app: 'mfe-chat' });
