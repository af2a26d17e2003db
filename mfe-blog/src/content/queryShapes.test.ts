// @vitest-environment node
import type { BlogPost, BlogSeo, EditorImage, QuestionAnswer, TableOfContentsItem } from '@site/shared/content';
import { AGREE, fieldsOf, runOnSeed, typeMismatches } from '@site/shared/test/queryShape';
import { describe, expect, it } from 'vitest';
import { blogPostQuery, blogPostsQuery, latestPostsQuery, relatedPostsQuery } from './queries';

const blogPost = fieldsOf<BlogPost>()(
  [
    'title', 'slug', 'excerpt', 'content', 'contentHtml', 'author', 'publishedAt', 'category', 'readTime',
    'tableOfContents', 'featuredImage', 'seo', 'faqs',
  ],
  {
    tableOfContents: fieldsOf<TableOfContentsItem>()(['heading', 'anchor', 'level']),
    featuredImage: fieldsOf<EditorImage>()(['asset', 'alt', 'crop', 'hotspot']),
    seo: fieldsOf<BlogSeo>()(['metaTitle', 'metaDescription', 'canonicalUrl', 'robotsTag', 'faqSchema', 'imageAltText']),
    faqs: fieldsOf<QuestionAnswer>()(['question', 'answer']),
  },
);

describe('blog queries match BlogPost (run over the seed dataset)', () => {
  const results = () =>
    Promise.all([
      runOnSeed(blogPostsQuery),
      runOnSeed(blogPostQuery, { slug: 'automating-audit-evidence-collection' }),
      runOnSeed(blogPostQuery, { slug: 'incident-response-tabletop-exercises' }),
      runOnSeed(relatedPostsQuery, { category: 'Security', id: 'post-zero-trust-mid-sized-firms' }),
      runOnSeed(latestPostsQuery),
    ]);

  it('return the fields of BlogPost, all of them', async () => {
    expect(typeMismatches(await results(), blogPost)).toEqual(AGREE);
  });
});
