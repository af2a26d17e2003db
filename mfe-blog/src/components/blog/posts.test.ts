import type { BlogPost } from '@site/shared/content';
import { describe, expect, it, vi } from 'vitest';
import { defaultPostImageUrl } from '../../content/defaults';
import { fallbackPosts } from '../../content/fallbackPosts';
import { categoriesOf, filterPosts, findFallbackPost, formatPostDate, postImage, postPath, splitPosts, visiblePosts } from './posts';

const post = (n: number, extra: Partial<BlogPost> = {}): BlogPost => ({ _id: `p${n}`, slug: `post-${n}`, title: `Post ${n}`, ...extra });

const posts: BlogPost[] = [
  post(1, { title: 'CMMI Level 3 roadmap', excerpt: 'Defined processes for delivery teams', category: 'Compliance' }),
  post(2, { title: 'Zero trust basics', excerpt: 'Identity first, then segmentation', category: 'Security' }),
  post(3, { title: 'DPDP Act explained', excerpt: 'Consent and retention under the new law', category: 'Privacy' }),
  post(4, { title: 'Evidence pipelines', excerpt: 'Automating AUDIT evidence', category: 'Automation' }),
  post(5, { title: 'No category here', excerpt: 'Uncategorised' }),
];

describe('filterPosts', () => {
  it('returns everything with no query and category All', () => {
    expect(filterPosts(posts, { query: '', category: 'All' })).toHaveLength(5);
    expect(filterPosts(posts, { query: '  ', category: '' })).toHaveLength(5);
  });

  it('matches the title case-insensitively', () => {
    expect(filterPosts(posts, { query: 'zero TRUST', category: 'All' }).map((p) => p._id)).toEqual(['p2']);
  });

  it('matches the excerpt case-insensitively', () => {
    expect(filterPosts(posts, { query: 'audit evidence', category: '' }).map((p) => p._id)).toEqual(['p4']);
  });

  it('filters by category', () => {
    expect(filterPosts(posts, { query: '', category: 'Privacy' }).map((p) => p._id)).toEqual(['p3']);
    expect(filterPosts(posts, { query: '', category: 'privacy' }).map((p) => p._id)).toEqual(['p3']);
  });

  it('combines search and category', () => {
    expect(filterPosts(posts, { query: 'consent', category: 'Privacy' })).toHaveLength(1);
    expect(filterPosts(posts, { query: 'consent', category: 'Security' })).toHaveLength(0);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterPosts(posts, { query: 'kubernetes', category: 'All' })).toEqual([]);
  });

  it('lists each category once, sorted, skipping posts without one', () => {
    expect(categoriesOf([...posts, post(6, { category: 'Security' })])).toEqual(['Automation', 'Compliance', 'Privacy', 'Security']);
  });
});

describe('splitPosts', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => post(i + 1));
  const ids = (list: BlogPost[]) => list.map((p) => p._id);

  it('0 posts: nothing anywhere', () => {
    expect(splitPosts([])).toEqual({ featured: null, side: [], grid: [] });
  });

  it('1 post: featured only', () => {
    const layout = splitPosts(many(1));
    expect(layout.featured?._id).toBe('p1');
    expect(layout.side).toEqual([]);
    expect(layout.grid).toEqual([]);
  });

  it('2 posts: featured and one side article', () => {
    const layout = splitPosts(many(2));
    expect(layout.featured?._id).toBe('p1');
    expect(ids(layout.side)).toEqual(['p2']);
    expect(layout.grid).toEqual([]);
  });

  it('3 posts: featured and two side articles, empty grid', () => {
    const layout = splitPosts(many(3));
    expect(layout.featured?._id).toBe('p1');
    expect(ids(layout.side)).toEqual(['p2', 'p3']);
    expect(layout.grid).toEqual([]);
  });

  it('7 posts: featured, two side, four in the grid, order kept', () => {
    const layout = splitPosts(many(7));
    expect(layout.featured?._id).toBe('p1');
    expect(ids(layout.side)).toEqual(['p2', 'p3']);
    expect(ids(layout.grid)).toEqual(['p4', 'p5', 'p6', 'p7']);
  });
});

describe('postPath', () => {
  it('links by slug', () => {
    expect(postPath({ _id: 'abc', slug: 'iso-27001-controls' })).toBe('/blog/iso-27001-controls');
  });

  it('falls back to the id when there is no slug', () => {
    expect(postPath({ _id: 'post-without-slug' })).toBe('/blog/post-without-slug');
    expect(postPath({ _id: 'post-without-slug', slug: '  ' })).toBe('/blog/post-without-slug');
  });

  it('encodes what it puts in the path', () => {
    expect(postPath({ _id: 'a b/c' })).toBe('/blog/a%20b%2Fc');
  });

  it('falls back to the list when there is neither', () => {
    expect(postPath({})).toBe('/blog');
  });
});

describe('visiblePosts', () => {
  it("shows the service's posts when it has some, without asking for the built-in ones", () => {
    const builtIn = vi.fn(() => fallbackPosts);
    expect(visiblePosts(posts, builtIn)).toEqual({ posts, fallback: false });
    expect(builtIn).not.toHaveBeenCalled();
  });

  it('shows the six built-in posts when the service has none', () => {
    for (const data of [null, []]) {
      const result = visiblePosts(data, () => fallbackPosts);
      expect(result.fallback).toBe(true);
      expect(result.posts).toBe(fallbackPosts);
    }
  });
});

describe('built-in posts', () => {
  it('are six, in the four categories, with every card field', () => {
    expect(fallbackPosts).toHaveLength(6);
    expect(categoriesOf(fallbackPosts)).toEqual(['Automation', 'Compliance', 'Privacy', 'Security']);
    for (const p of fallbackPosts) {
      for (const field of ['_id', 'slug', 'title', 'excerpt', 'author', 'publishedAt', 'readTime', 'category'] as const) {
        expect(p[field], `${p._id} ${field}`).toBeTruthy();
      }
      expect(p.featuredImage?.asset?.url).toBeTruthy();
    }
  });

  it('are found by slug or id', () => {
    const first = fallbackPosts[0];
    expect(findFallbackPost(fallbackPosts, first.slug!)).toBe(first);
    expect(findFallbackPost(fallbackPosts, first._id!)).toBe(first);
    expect(findFallbackPost(fallbackPosts, 'nope')).toBeUndefined();
  });
});

describe('postImage and formatPostDate', () => {
  it('gives a post without an image the default stock image', () => {
    expect(postImage(post(1)).src).toBe(defaultPostImageUrl);
  });

  it('uses the featured image when there is one', () => {
    expect(postImage(post(1, { featuredImage: { alt: 'A shield', asset: { url: '/x.png' } } }))).toEqual({ src: '/x.png', alt: 'A shield' });
  });

  it('formats dates in UTC and ignores bad ones', () => {
    expect(formatPostDate('2025-03-18T23:30:00Z')).toBe('March 18, 2025');
    expect(formatPostDate('not a date')).toBe('');
    expect(formatPostDate(undefined)).toBe('');
  });
});
