// @ts-check
import { registerReleasePage } from './releasePage.mjs';

/**
 * The release page as a plug-in of the gateway (`createGateway({ plugins })`): its server registers
 * itself with what the gateway hands it, and the gateway never imports it back.
 * @param {{ config?: import('./releasePageConfig.mjs').ReleasePageConfig | null }} [options]
 *   `config`: accounts and session secret; left out, from the environment (`releasePageFromEnv`); null: off.
 * @returns {import('@site/gateway').GatewayPlugin}
 */
export const releasePagePlugin =
  ({ config } = {}) =>
  (app, { storeDir, store, shellDir, siteUrl, previewSecret, devOverrides, trust, content }) =>
    registerReleasePage(app, { storeDir, store, shellDir, siteUrl, previewSecret, devOverrides, trust, content, ...(config === undefined ? {} : { config }) });
