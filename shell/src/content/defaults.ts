import type { SiteSettings } from '@site/shared/content';

export const defaultSiteSettings: SiteSettings & Required<Pick<SiteSettings, 'siteName' | 'navbarBrandText' | 'socialLinks' | 'accreditationText'>> = {
  siteName: 'ComplianceCore Consulting',
  navbarBrandText: 'ComplianceCore',
  tagline: 'Process compliance, made practical',
  footerDescription:
    'CMMI, ISO and lean six sigma consulting for technology and services organisations: 22+ years of experience helping teams pass appraisals and audits and keep improving after them.',
  socialLinks: [
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'X', url: 'https://x.com/' },
    { platform: 'YouTube', url: 'https://www.youtube.com/' },
    { platform: 'Facebook', url: 'https://www.facebook.com/' },
  ],
  accreditationText: 'CMMI Institute Partner',
};
