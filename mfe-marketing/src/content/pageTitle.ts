import { getSiteConfig } from '@site/shared/config';

/** Document title of a page: its own name, then the firm's (from the runtime configuration). */
export const pageTitle = (name: string) => `${name} | ${getSiteConfig().siteName}`;
