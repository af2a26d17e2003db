// @vitest-environment node
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { blogPostQuery, blogPostsQuery, relatedPostsQuery } from './queries';

const post = (id: string, extra: Record<string, unknown>) => ({
  _id: id,
  _type: 'blogPost',
  title: id,
  isPublished: true,
  category: 'Security',
  ...extra,
});

const dataset = [
  post('a', { slug: { _type: 'slug', current: 'alpha' }, publishedAt: '2025-01-01T00:00:00Z' }),
  post('b', { slug: { _type: 'slug', current: 'beta' }, publishedAt: '2025-03-01T00:00:00Z' }),
  post('c', { publishedAt: '2025-02-01T00:00:00Z', category: 'Privacy' }),
  post('hidden', { slug: { _type: 'slug', current: 'hidden' }, publishedAt: '2025-04-01T00:00:00Z', isPublished: false }),
  post('drafts.b', { slug: { _type: 'slug', current: 'beta' }, publishedAt: '2025-05-01T00:00:00Z' }),
  { _id: 'other', _type: 'faq', question: 'q' },
];

async function run<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T;
}

describe('blog queries', () => {
  it('lists published posts newest first, without drafts or unpublished posts', async () => {
    const posts = await run<Array<{ _id: string; slug?: string }>>(blogPostsQuery);
    expect(posts.map((p) => p._id)).toEqual(['b', 'c', 'a']);
    expect(posts[0].slug).toBe('beta');
  });

  it('finds a post by slug, and by id when a link carries the id', async () => {
    expect((await run<{ _id: string }>(blogPostQuery, { slug: 'alpha' }))._id).toBe('a');
    expect((await run<{ _id: string }>(blogPostQuery, { slug: 'c' }))._id).toBe('c');
  });

  it('never returns a draft or an unpublished post', async () => {
    expect((await run<{ _id: string }>(blogPostQuery, { slug: 'beta' }))._id).toBe('b');
    expect(await run(blogPostQuery, { slug: 'drafts.b' })).toBeNull();
    expect(await run(blogPostQuery, { slug: 'hidden' })).toBeNull();
    expect(await run(blogPostQuery, { slug: 'missing' })).toBeNull();
  });

  it('finds related posts of the category, excluding the article', async () => {
    const related = await run<Array<{ _id: string }>>(relatedPostsQuery, { category: 'Security', id: 'a' });
    expect(related.map((p) => p._id)).toEqual(['b']);
  });

  it('takes inputs only as params', () => {
    for (const query of [blogPostQuery, relatedPostsQuery]) expect(query).toMatch(/\$(slug|category|id)/);
    expect(blogPostQuery).toContain('_id == $slug');
  });
});
