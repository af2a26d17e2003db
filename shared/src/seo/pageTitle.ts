import { getSiteConfig } from '../config/siteConfig';

/**
 * The document title of every page: its own name (most specific part first), then the firm's name
 * from the runtime configuration, so a rebrand is a configuration change, not a release.
 */
export const pageTitle = (...parts: string[]) => [...parts, getSiteConfig().siteName].join(' | ');
