import { getContentClient } from '@site/shared/content';
import { fallbackPosts } from './fallbackPosts';
import { postCategoriesQuery } from './queries';

/**
 * The categories the blog list can filter by: those of the published posts and of the built-in ones
 * (shown when content cannot be read). Any other `?category=` shows an empty list under a made-up
 * filter, so the gateway sends it to `/blog` instead of rendering and caching one page per value.
 */
export async function searchParamValues(): Promise<Partial<Record<string, string[]>>> {
  const fromContent = await getContentClient().fetch<Array<string | null>>(postCategoriesQuery);
  const names = [...fromContent, ...fallbackPosts.map((post) => post.category)].map((name) => name?.trim());
  return { category: [...new Set(names.filter((name): name is string => Boolean(name)))] };
}
