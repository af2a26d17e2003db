import type { SiteSettings } from '@site/shared/content';
import siteDefaults from '@site/shared/config/siteDefaults.json';
import siteSettings from '@site/shared/content/siteSettings.json';

/**
 * The built-in `siteSettings` document (navbar and footer). Its copy is the seed dataset's too, so it
 * is written once, in shared/src/content/siteSettings.json; the logos come from content only.
 */
export const defaultSiteSettings: SiteSettings & Required<Pick<SiteSettings, 'siteName' | 'navbarBrandText' | 'socialLinks' | 'accreditationText'>> = {
  siteName: siteDefaults.siteName,
  ...siteSettings,
};
