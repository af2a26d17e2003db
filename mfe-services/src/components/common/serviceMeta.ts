import { getSiteConfig } from '@site/shared/config';
import type { QuestionAnswer, Seo } from '@site/shared/content';
import { breadcrumbJsonLd, faqJsonLd, pageTitle, siteUrlOf, type PageMeta } from '@site/shared/seo';

const defaultServiceDescription = () => `Professional services by ${getSiteConfig().siteName}`;

/** Search-engine metadata of a service page: its `seo` fields over the site-wide defaults. */
export function serviceMeta({
  slug,
  title,
  seo,
  faqs,
  image,
  imageAlt,
}: {
  slug: string;
  title: string;
  seo?: Seo;
  faqs?: QuestionAnswer[];
  image?: string;
  imageAlt?: string;
}): PageMeta {
  // An editor can switch the FAQ markup off; built-in pages (no seo) always carry it.
  const faqData = seo?.faqSchema === false ? undefined : faqJsonLd(faqs);
  // /{slug} and /services/{slug} are one page; search engines are told the first, as the content's
  // own canonical URLs are written.
  const path = `/${slug}`;
  const breadcrumbs = breadcrumbJsonLd(getSiteConfig().siteUrl, [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: title, path: `/services/${slug}` },
  ]);
  return {
    title: seo?.metaTitle?.trim() || pageTitle(title),
    description: seo?.metaDescription?.trim() || defaultServiceDescription(),
    robots: seo?.robotsTag?.trim() || 'index, follow',
    canonical: seo?.canonicalUrl || siteUrlOf(path),
    image: image && /^https?:/.test(image) ? image : undefined,
    imageAlt,
    jsonLd: faqData ? [breadcrumbs, faqData] : [breadcrumbs],
  };
}
