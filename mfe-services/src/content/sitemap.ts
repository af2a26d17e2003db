import { getContentClient, serviceSlugs } from '@site/shared/content';
import type { SitemapEntry } from '@site/shared/contracts';
import { sitemapServicePagesQuery } from './queries';

/**
 * Every service page at its canonical path, /{slug}: the 15 built-in services and any page
 * the content service has, dated by its last edit. A built-in service answers even with the content
 * service down, so it is listed either way.
 */
export async function sitemap(): Promise<SitemapEntry[]> {
  const pages = await getContentClient()
    .fetch<Array<{ slug?: string; _updatedAt?: string }>>(sitemapServicePagesQuery)
    .catch(() => []);
  const updated = new Map(pages.filter((page) => page.slug).map((page) => [page.slug!, page._updatedAt]));
  const slugs = [...new Set([...serviceSlugs, ...updated.keys()])];
  return slugs.map((slug) => ({ path: `/${slug}`, lastmod: updated.get(slug) }));
}
