/**
 * Runtime configuration of the site. It is read at start-up from `/site-config.json`, which the
 * server writes from its environment, so one build runs against any content project, form relay or
 * chat service without being rebuilt.
 */
export interface ContentConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Set for the local content service; absent for a real Sanity project (project hostname). */
  apiHost?: string;
}

export interface ContactConfig {
  phone: string;
  phoneAlt: string;
  email: string;
  /** Digits only, as wa.me expects. */
  whatsapp: string;
}

export interface SiteConfig {
  siteName: string;
  siteUrl: string;
  content: ContentConfig;
  relay: { url: string; accessKey: string };
  chat: { apiUrl: string };
  contact: ContactConfig;
}
