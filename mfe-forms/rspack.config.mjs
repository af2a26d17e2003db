// @ts-check
import { createAppConfigs } from '@site/shared/tooling/createAppConfig.mjs';

// Exposes come from the contract in shared (src/contracts/remotes.mjs): one file per page in src/pages/.
export default createAppConfigs({ dir: import.meta.dirname, app: 'mfe-forms' });
