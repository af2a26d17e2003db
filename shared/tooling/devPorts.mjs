// @ts-check
import { readFileSync } from 'node:fs';

/**
 * Each app's port under `npm run dev`, counted from the shell's: each app on its own port, so each
 * team can run its remote alone (`npm run new-remote` adds the next one here).
 */
export const devPortOffsets = {
  shell: 0,
  'mfe-marketing': 1,
  'mfe-blog': 2,
  'mfe-services': 3,
  'mfe-forms': 4,
  'mfe-chat': 5,
};

/** The shell's port under `npm run dev`; `DEV_PORT` moves every app's (they follow it). */
export const devBasePort = Number(process.env.DEV_PORT || 3000);

/** Ports of `npm run dev`. @type {{ [app in keyof typeof devPortOffsets]: number }} */
export const devPorts = /** @type {any} */ (Object.fromEntries(Object.entries(devPortOffsets).map(([app, offset]) => [app, devBasePort + offset])));

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
