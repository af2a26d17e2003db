import { getSiteConfig } from '@site/shared/config';
import type { QuestionAnswer, Seo } from '@site/shared/content';
import { faqJsonLd, type PageMeta } from '@site/shared/seo';

/** The brand-style fallback title every service page uses when its content sets none. */
export const defaultServiceTitle = (title: string) => `${title} | ${getSiteConfig().siteName}`;

export const defaultServiceDescription = () => `Professional services by ${getSiteConfig().siteName}`;

/** Search-engine metadata of a service page: its `seo` fields over the site-wide defaults. */
export function serviceMeta({
  title,
  seo,
  faqs,
  image,
  imageAlt,
}: {
  title: string;
  seo?: Seo;
  faqs?: QuestionAnswer[];
  image?: string;
  imageAlt?: string;
}): PageMeta {
  // An editor can switch the FAQ markup off; built-in pages (no seo) always carry it.
  const faqData = seo?.faqSchema === false ? undefined : faqJsonLd(faqs);
  return {
    title: seo?.metaTitle?.trim() || defaultServiceTitle(title),
    description: seo?.metaDescription?.trim() || defaultServiceDescription(),
    robots: seo?.robotsTag?.trim() || 'index, follow',
    canonical: seo?.canonicalUrl || undefined,
    image: image && /^https?:/.test(image) ? image : undefined,
    imageAlt,
    jsonLd: faqData ? [faqData] : undefined,
  };
}
