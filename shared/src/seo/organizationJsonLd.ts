import type { SiteConfig } from '../config/siteConfig';

/** The firm as schema.org sees it, on every page: a ProfessionalService with its contact points. */
export function organizationJsonLd({ siteName, siteUrl, contact }: SiteConfig): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': new URL('/#organization', siteUrl).href,
    name: siteName,
    url: new URL('/', siteUrl).href,
    telephone: contact.phone,
    email: contact.email,
    areaServed: 'Worldwide',
    knowsAbout: ['CMMI', 'ISO 9001', 'ISO 27001', 'Lean Six Sigma', 'IT governance', 'Process compliance audits'],
  };
}

/** A BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbJsonLd(siteUrl: string, trail: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: new URL(path, siteUrl).href,
    })),
  };
}
