import { SimpleGrid, Title } from '@mantine/core';
import { useContentQuery, type BlogPost } from '@site/shared/content';
import { use } from 'react';
import { loadBuiltInPosts } from '../../content/builtInPosts';
import { articleCopy } from '../../content/defaults';
import { relatedPostsQuery } from '../../content/queries';
import { PostCard } from '../blog/PostCard';
import classes from './RelatedArticles.module.css';

/** Posts of the same category, never the article itself; nothing at all when there are none. */
export function relatedOf(article: BlogPost, candidates: BlogPost[], limit = 3): BlogPost[] {
  return candidates
    .filter((post) => post.category === article.category)
    .filter((post) => !(post._id && post._id === article._id) && !(post.slug && post.slug === article.slug))
    .slice(0, limit);
}

interface RelatedArticlesProps {
  article: BlogPost;
  /** The article is a built-in post: its relatives are built-in posts too. */
  builtIn: boolean;
}

export function RelatedArticles({ article, builtIn }: RelatedArticlesProps) {
  const { data } = useContentQuery<BlogPost[]>(relatedPostsQuery, { category: article.category ?? '', id: article._id ?? '' });
  // A built-in article's page has read the built-in posts already: this reads the same answer.
  const related = relatedOf(article, builtIn ? use(loadBuiltInPosts()) : Array.isArray(data) ? data : []);
  if (related.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="related-title" data-testid="related-articles">
      <Title order={2} id="related-title" className={classes.title}>
        {articleCopy.relatedTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="lg">
        {related.map((post) => (
          <PostCard key={post._id ?? post.slug} post={post} variant="grid" headingOrder={3} />
        ))}
      </SimpleGrid>
    </section>
  );
}
