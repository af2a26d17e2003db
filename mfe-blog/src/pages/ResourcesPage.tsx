import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useContentQuery, type BlogPost } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import { use } from 'react';
import { NewsletterBox } from '../components/newsletter/NewsletterBox';
import { postPath } from '../components/blog/posts';
import { ResourceCard } from '../components/resources/ResourceCard';
import { loadBuiltInPosts } from '../content/builtInPosts';
import { newsletterCopy } from '../content/defaults';
import { resourceSections, resourcesCopy, type ResourceSection } from '../content/resourcesHub';
import { latestPostsQuery } from '../content/queries';

/**
 * The hub's sections with the Blog card listing the newest published articles, the ones the blog
 * list shows; the built-in posts (`builtIn`, asked for only then) when the content service failed or
 * has none: their slugs are their hyphenated titles, so the card's links open them.
 */
export function hubSections(latest: BlogPost[] | null | undefined, builtIn: () => BlogPost[]): ResourceSection[] {
  const posts = (latest ?? []).filter((post) => post.title?.trim() && (post.slug || post._id));
  const items = posts.length > 0 ? posts.slice(0, 4).map((post) => ({ title: post.title!, path: postPath(post) })) : builtIn().slice(0, 4).map((post) => post.title ?? '');
  return resourceSections.map((section) => (section.path === '/blog' ? { ...section, items } : section));
}

const ResourcesPage: RemotePage = () => {
  usePageMeta({ title: pageTitle(resourcesCopy.metaTitle), description: resourcesCopy.metaDescription });
  const { data } = useContentQuery<BlogPost[]>(latestPostsQuery);
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <header>
          <Title order={1}>{resourcesCopy.title}</Title>
          <Text size="lg" c="dimmed" mt="sm" maw={760}>
            {resourcesCopy.subtitle}
          </Text>
        </header>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" verticalSpacing="lg">
          {hubSections(data, () => use(loadBuiltInPosts())).map((section) => (
            <ResourceCard key={section.path} section={section} />
          ))}
        </SimpleGrid>
        <NewsletterBox title={newsletterCopy.hub.title} text={newsletterCopy.hub.text} />
      </Stack>
    </Container>
  );
};

export default ResourcesPage;
