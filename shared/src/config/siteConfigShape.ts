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
  /**
   * `drafts` only in the page of a browser in draft preview, which then sends its queries to the
   * gateway's `/_preview/content` (same origin, its cookie sent): absent for every visitor.
   */
  perspective?: 'published' | 'drafts';
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
  /** `idempotencyKeys`: the relay takes an `Idempotency-Key` header (the local relay does; absent: not sent). */
  relay: { url: string; accessKey: string; idempotencyKeys?: boolean };
  chat: { apiUrl: string };
  contact: ContactConfig;
}
