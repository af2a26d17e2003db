// @ts-check
import { readFileSync } from 'node:fs';
import { localServiceDefaults, servicePorts } from './devPorts.mjs';

/** The same defaults the browser falls back to (shared/src/config/siteDefaults.json). */
const siteDefaults = JSON.parse(readFileSync(new URL('../src/config/siteDefaults.json', import.meta.url), 'utf8'));

/**
 * The runtime configuration served as `/site-config.json`, from the environment of whoever serves
 * the site. With no real Sanity project configured (`SANITY_PROJECT_ID`), it points at the local
 * content service; with no `FORM_RELAY_URL`, at the local form relay.
 * @param {NodeJS.ProcessEnv} env
 */
export function siteConfigFromEnv(env = process.env) {
  const realSanity = Boolean(env.SANITY_PROJECT_ID);
  const localHost = env.LOCAL_SERVICES_HOST ?? '127.0.0.1';
  return {
    siteName: env.SITE_NAME ?? siteDefaults.siteName,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8080}`,
    content: {
      projectId: env.SANITY_PROJECT_ID ?? 'local',
      dataset: env.SANITY_DATASET ?? 'production',
      apiVersion: '2023-05-03',
      ...(realSanity
        ? env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST } : {}
        : { apiHost: env.CMS_URL ?? `http://${localHost}:${env.CMS_PORT ?? servicePorts.cms}` }),
    },
    relay: {
      url: env.FORM_RELAY_URL ?? `http://${localHost}:${env.RELAY_PORT ?? servicePorts.relay}/submit`,
      accessKey: env.FORM_RELAY_KEY ?? env.RELAY_ACCESS_KEY ?? localServiceDefaults.relayAccessKey,
      // The local relay takes Idempotency-Key; another relay gets the header only when told it takes
      // it, since a header its CORS does not allow would fail every submission.
      idempotencyKeys: env.FORM_RELAY_IDEMPOTENCY !== undefined ? env.FORM_RELAY_IDEMPOTENCY === '1' : !env.FORM_RELAY_URL,
    },
    chat: { apiUrl: env.CHAT_API_URL ?? '/api/chatbot' },
    contact: {
      phone: env.CONTACT_PHONE ?? siteDefaults.contact.phone,
      phoneAlt: env.CONTACT_PHONE_ALT ?? siteDefaults.contact.phoneAlt,
      email: env.CONTACT_EMAIL ?? siteDefaults.contact.email,
      whatsapp: env.CONTACT_WHATSAPP ?? siteDefaults.contact.whatsapp,
    },
  };
}
