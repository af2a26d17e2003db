import type { BlogPost } from '@site/shared/content';
import { getSiteConfig } from '@site/shared/config';
import { breadcrumbJsonLd, faqJsonLd, pageTitle, type PageMeta } from '@site/shared/seo';
import { postImage, postPath } from '../blog/posts';

const absolute = (url: string, base: string) => {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
};

/** The article's public address: its canonical URL from content, else the site URL plus its path. */
export function articleUrl(post: BlogPost, siteUrl: string): string {
  return post.seo?.canonicalUrl?.trim() || `${siteUrl.replace(/\/+$/, '')}${postPath(post)}`;
}

/** Search-engine and social metadata of an article, from its `seo` fields with sensible defaults. */
export function articleMeta(post: BlogPost, siteUrl: string): PageMeta {
  const seo = post.seo ?? {};
  const url = articleUrl(post, siteUrl);
  const image = postImage(post);
  const imageUrl = absolute(image.src, siteUrl);
  const title = seo.metaTitle?.trim() || pageTitle(post.title ?? 'Article');
  const description = seo.metaDescription?.trim() || post.excerpt || '';
  const imageAlt = seo.imageAltText?.trim() || image.alt || post.title;
  const firm = { '@type': 'Organization', name: getSiteConfig().siteName };

  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description,
    image: [imageUrl],
    datePublished: post.publishedAt,
    dateModified: post._updatedAt ?? post.publishedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : firm,
    publisher: firm,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
  };
  const faqPage = seo.faqSchema ? faqJsonLd(post.faqs) : undefined;
  const breadcrumbs = breadcrumbJsonLd(siteUrl, [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title ?? 'Article', path: postPath(post) },
  ]);

  return {
    title,
    description,
    robots: seo.robotsTag?.trim() || 'index, follow',
    canonical: url,
    image: imageUrl,
    imageAlt,
    type: 'article',
    jsonLd: faqPage ? [article, breadcrumbs, faqPage] : [article, breadcrumbs],
  };
}
