import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { getSiteConfig, type ContentConfig } from '../config/siteConfig';

let cached: { key: string; client: SanityClient } | undefined;

/** Client options for a real Sanity project, or for the local content service when `apiHost` is set. */
export function contentClientOptions(content: ContentConfig) {
  return {
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: content.apiVersion,
    useCdn: false,
    perspective: 'published' as const,
    // A visitor waits for these: two quick retries, then the page falls back to its built-in copy.
    maxRetries: 2,
    retryDelay: (attempt: number) => 150 * attempt,
    // Never an endless wait. On the server the gateway's render budget (1 s) decides first: a page
    // whose content is late is left for the browser rather than rendered with stand-in copy.
    timeout: typeof window === 'undefined' ? 5000 : 8000,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
  };
}

/** The one content client of this page, built from the runtime configuration. */
export function getContentClient(): SanityClient {
  const content = getSiteConfig().content;
  const key = JSON.stringify(content);
  if (!cached || cached.key !== key) cached = { key, client: createClient(contentClientOptions(content)) };
  return cached.client;
}

export type { QueryParams };
