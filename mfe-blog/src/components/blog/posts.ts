import { responsiveImage, type BlogPost } from '@site/shared/content';
import { defaultPostImageAlt, defaultPostImageUrl, postImageSize } from '../../content/defaults';

/** The article link of a post: its slug, else its id (the article query accepts either). */
export function postPath(post: Pick<BlogPost, 'slug' | '_id'>): string {
  const key = post.slug?.trim() || post._id;
  return key ? `/blog/${encodeURIComponent(key)}` : '/blog';
}

export interface PostFilters {
  query: string;
  /** '' or 'All' means every category. */
  category: string;
}

export const ALL_CATEGORIES = 'All';

const isAll = (category: string) => !category || category === ALL_CATEGORIES;

/** Case-insensitive search on title and excerpt, then the category. */
export function filterPosts(posts: BlogPost[], { query, category }: PostFilters): BlogPost[] {
  const needle = query.trim().toLowerCase();
  const wanted = category.trim().toLowerCase();
  return posts.filter((post) => {
    if (!isAll(category) && (post.category ?? '').toLowerCase() !== wanted) return false;
    if (!needle) return true;
    return `${post.title ?? ''}\n${post.excerpt ?? ''}`.toLowerCase().includes(needle);
  });
}

/** The categories the posts have, in alphabetical order, once each. */
export function categoriesOf(posts: BlogPost[]): string[] {
  const names = new Set(posts.map((post) => post.category?.trim()).filter((name): name is string => Boolean(name)));
  return [...names].sort((a, b) => a.localeCompare(b));
}

export interface PostGroups {
  featured: BlogPost | null;
  side: BlogPost[];
  grid: BlogPost[];
}

/** The list's layout: the first post large, the next two beside it, the rest in a three-column grid. */
export function splitPosts(posts: BlogPost[]): PostGroups {
  return { featured: posts[0] ?? null, side: posts.slice(1, 3), grid: posts.slice(3) };
}

/**
 * The posts the list shows: the service's posts when it has any, else (none, or the service failed)
 * the built-in posts (`builtIn`, asked for only then). The page suspends until the answer is in, so
 * there is no "still loading" here.
 */
export function visiblePosts(data: unknown, builtIn: () => BlogPost[]): { posts: BlogPost[]; fallback: boolean } {
  if (Array.isArray(data) && data.length > 0) return { posts: data as BlogPost[], fallback: false };
  return { posts: builtIn(), fallback: true };
}

/** A built-in post by slug or id among `builtIn`, for the article page when the service has no such post. */
export function findFallbackPost(builtIn: BlogPost[], slugOrId: string): BlogPost | undefined {
  return builtIn.find((post) => post.slug === slugOrId || post._id === slugOrId);
}

/**
 * The card and header picture of a post: its featured image (at every width up to `maxWidth`, at the
 * cards' aspect ratio), else the default stock image.
 */
export function postImage(post: BlogPost, maxWidth: number = postImageSize.width) {
  const image = responsiveImage(post.featuredImage, postImageSize.width / postImageSize.height, maxWidth);
  if (image) return { ...image, alt: post.featuredImage?.alt || post.title || '' };
  return { src: defaultPostImageUrl, alt: defaultPostImageAlt };
}

/** A post date as visitors read it, e.g. `March 18, 2025`. UTC, so it never shifts with the reader's zone. */
export function formatPostDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
