// @ts-check
import { readFileSync } from 'node:fs';

/** Ports of `npm run dev`: each app on its own port, so each team can run its remote alone. */
export const devPorts = {
  shell: 3000,
  'mfe-marketing': 3001,
  'mfe-blog': 3002,
  'mfe-services': 3003,
  'mfe-forms': 3004,
  'mfe-chat': 3005,
};

/**
 * The local services' defaults, in the file the browser's built-in configuration reads too
 * (shared/src/config/siteDefaults.json): ports and the relay's access key.
 * @type {{ cmsPort: number; relayPort: number; chatPort: number; relayAccessKey: string }}
 */
export const localServiceDefaults = JSON.parse(readFileSync(new URL('../src/config/siteDefaults.json', import.meta.url), 'utf8')).localServices;

/** Ports of the local services (the embedded default). Environment variables override them. */
export const servicePorts = {
  cms: Number(process.env.CMS_PORT || localServiceDefaults.cmsPort),
  relay: Number(process.env.RELAY_PORT || localServiceDefaults.relayPort),
  chat: Number(process.env.CHAT_PORT || localServiceDefaults.chatPort),
};
