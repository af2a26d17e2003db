import { getContentClient } from '@site/shared/content';
import type { SitemapEntry } from '@site/shared/contracts';
import { sitemapPostsQuery } from './queries';

/** Every published article, for the sitemap, with the date it last changed. */
export async function sitemap(): Promise<SitemapEntry[]> {
  const posts = await getContentClient().fetch<Array<{ slug?: string; _updatedAt?: string }>>(sitemapPostsQuery);
  return posts.filter((post) => post.slug).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post._updatedAt }));
}
