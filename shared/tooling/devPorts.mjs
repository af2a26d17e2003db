// @ts-check
import { readFileSync } from 'node:fs';

/** The shell's port under `npm run dev`; `DEV_PORT` moves all six apps (the remotes follow it). */
const devBase = Number(process.env.DEV_PORT || 3000);

/** Ports of `npm run dev`: each app on its own port, so each team can run its remote alone. */
export const devPorts = {
  shell: devBase,
  'mfe-marketing': devBase + 1,
  'mfe-blog': devBase + 2,
  'mfe-services': devBase + 3,
  'mfe-forms': devBase + 4,
  'mfe-chat': devBase + 5,
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
