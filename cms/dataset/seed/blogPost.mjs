// @ts-check
/** Builds a blogPost seed document from its copy: Portable Text body, table of contents and SEO. */
import { imageRef, tableOfContents, toPortableText } from './portableText.mjs';

export const SITE_URL = 'https://www.compliancecore.example';

/**
 * @param {{
 *   slug: string;
 *   title: string;
 *   excerpt: string;
 *   author: string;
 *   publishedAt: string;
 *   category: string;
 *   readTime: string;
 *   image: string;
 *   body: Array<import('./portableText.mjs').BlockSpec | import('./portableText.mjs').BlockSpec[]>;
 *   metaTitle?: string;
 *   metaDescription?: string;
 *   faqs?: Array<{ question: string; answer: string }>;
 *   id?: string;
 *   isPublished?: boolean;
 * }} post
 */
export function blogPost(post) {
  const _id = post.id ?? `post-${post.slug}`;
  const featuredImage = imageRef(post.image);
  return {
    _id,
    _type: 'blogPost',
    _createdAt: dayBefore(post.publishedAt),
    _updatedAt: post.publishedAt,
    title: post.title,
    slug: { _type: 'slug', current: post.slug },
    excerpt: post.excerpt,
    author: post.author,
    publishedAt: post.publishedAt,
    category: post.category,
    readTime: post.readTime,
    featuredImage,
    content: toPortableText(`${_id}.content`, post.body),
    tableOfContents: tableOfContents(post.body),
    ...(post.faqs ? { faqs: post.faqs } : {}),
    seo: {
      metaTitle: post.metaTitle ?? post.title,
      metaDescription: post.metaDescription ?? post.excerpt,
      robotsTag: 'index, follow',
      canonicalUrl: `${SITE_URL}/blog/${post.slug}`,
      imageAltText: featuredImage.alt,
      faqSchema: Boolean(post.faqs),
    },
    isPublished: post.isPublished ?? true,
  };
}

/** @param {string} iso */
function dayBefore(iso) {
  return new Date(Date.parse(iso) - 86_400_000).toISOString().replace('.000Z', 'Z');
}
