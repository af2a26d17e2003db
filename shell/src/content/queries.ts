// The shell's own content: the navbar and the footer. Remotes own the content of their pages.
export { contactInfoQuery, navigationMenuQuery } from '@site/shared/content';

export const siteSettingsQuery = /* groq */ `*[_type == "siteSettings"][0]{
  siteName, navbarBrandText, tagline, footerDescription,
  logo{ alt, asset->{ _id, url } },
  socialLinks[]{ platform, url },
  accreditationLogo{ alt, asset->{ _id, url } },
  accreditationText
}`;
