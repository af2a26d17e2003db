import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useContentQuery, type BlogPost } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import { ContentLoading, TrackedSuspense } from '@site/shared/ui';
import { RotateCcw } from 'lucide-react';
import { use } from 'react';
import { BlogFilters } from '../components/blog/BlogFilters';
import { PostLayout } from '../components/blog/PostLayout';
import { categoriesOf, filterPosts, visiblePosts } from '../components/blog/posts';
import { useBlogFilters } from '../components/blog/useBlogFilters';
import { NewsletterBox } from '../components/newsletter/NewsletterBox';
import { loadBuiltInPosts } from '../content/builtInPosts';
import { blogListCopy, newsletterCopy } from '../content/defaults';
import { blogPostsQuery } from '../content/queries';
import classes from './BlogListPage.module.css';

/**
 * `/blog`: the heading and the newsletter box at once; the posts (with their filters, whose
 * categories come from the posts) behind the page's own loading state while they are on their way.
 * A server-rendered view has them in the HTML and never shows it.
 */
const BlogListPage: RemotePage = () => {
  usePageMeta({ title: pageTitle(blogListCopy.metaTitle), description: blogListCopy.metaDescription });

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <header className={classes.header}>
          <Title order={1}>{blogListCopy.title}</Title>
          <Text size="lg" c="dimmed" mt="sm" className={classes.subtitle}>
            {blogListCopy.subtitle}
          </Text>
        </header>

        <TrackedSuspense fallback={<ContentLoading label={blogListCopy.loading} testId="blog-posts-loading" />}>
          <BlogPosts />
        </TrackedSuspense>

        <NewsletterBox title={newsletterCopy.list.title} text={newsletterCopy.list.text} />
      </Stack>
    </Container>
  );
};

/** The filters and the matching posts, or the empty message with Clear Filters. */
function BlogPosts() {
  const { data } = useContentQuery<BlogPost[]>(blogPostsQuery);
  // The built-in posts only when the service has none (in the browser, a chunk asked for then).
  const { posts } = visiblePosts(data, () => use(loadBuiltInPosts()));
  const { filters, setFilters, clear } = useBlogFilters();
  const matches = filterPosts(posts, filters);

  return (
    <>
      <BlogFilters
        query={filters.query}
        category={filters.category}
        categories={categoriesOf(posts)}
        onChange={setFilters}
      />

      {matches.length === 0 ? (
        <Stack align="center" py="xl" gap="md" className={classes.empty}>
          <Text size="lg" role="status">
            {blogListCopy.empty}
          </Text>
          <Button variant="light" leftSection={<RotateCcw size={16} aria-hidden="true" />} onClick={clear}>
            {blogListCopy.clearFilters}
          </Button>
        </Stack>
      ) : (
        <PostLayout posts={matches} />
      )}
    </>
  );
}

export default BlogListPage;
