import { currentRequest } from './requestContext';
import type { SiteConfig } from './siteConfigShape';
import siteDefaults from './siteDefaults.json';

// The embedded local services' ports and relay key: the servers and the gateway read the same file.
const { localServices } = siteDefaults;

export type { ContactConfig, ContentConfig, SiteConfig } from './siteConfigShape';

export const defaultSiteConfig: SiteConfig = {
  siteName: siteDefaults.siteName,
  siteUrl: 'http://localhost:8080',
  content: { projectId: 'local', dataset: 'production', apiVersion: '2023-05-03', apiHost: `http://127.0.0.1:${localServices.cmsPort}` },
  relay: { url: `http://127.0.0.1:${localServices.relayPort}/submit`, accessKey: localServices.relayAccessKey, idempotencyKeys: true },
  chat: { apiUrl: '/api/chatbot' },
  contact: siteDefaults.contact,
};

declare global {
  interface Window {
    __SITE_CONFIG__?: SiteConfig;
  }
}

/**
 * The loaded configuration: in the browser the one the server embedded in the page (or fetched),
 * on the server the configuration of the request being rendered; the defaults otherwise (unit tests).
 */
export function getSiteConfig(): SiteConfig {
  if (typeof window === 'undefined') return currentRequest()?.siteConfig ?? defaultSiteConfig;
  return window.__SITE_CONFIG__ ?? defaultSiteConfig;
}

/**
 * Fetches `/site-config.json` once per page. The shell calls it before rendering; a remote running
 * standalone calls it from its own bootstrap. Whoever runs first stores it on `window` for the rest.
 */
export async function loadSiteConfig(url = '/site-config.json'): Promise<SiteConfig> {
  if (window.__SITE_CONFIG__) return window.__SITE_CONFIG__;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const loaded = (await response.json()) as Partial<SiteConfig>;
    window.__SITE_CONFIG__ = {
      ...defaultSiteConfig,
      ...loaded,
      content: { ...defaultSiteConfig.content, ...loaded.content },
      relay: { ...defaultSiteConfig.relay, ...loaded.relay },
      chat: { ...defaultSiteConfig.chat, ...loaded.chat },
      contact: { ...defaultSiteConfig.contact, ...loaded.contact },
    };
  } catch (error) {
    console.warn('[site-config] using built-in defaults:', error);
    window.__SITE_CONFIG__ = defaultSiteConfig;
  }
  return window.__SITE_CONFIG__;
}
