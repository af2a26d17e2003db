import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { NewsletterBox } from '../components/newsletter/NewsletterBox';
import { ResourceCard } from '../components/resources/ResourceCard';
import { newsletterCopy, resourceSections, resourcesCopy } from '../content/defaults';

const ResourcesPage: RemotePage = () => {
  usePageMeta({ title: resourcesCopy.metaTitle, description: resourcesCopy.metaDescription });
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
          {resourceSections.map((section) => (
            <ResourceCard key={section.path} section={section} />
          ))}
        </SimpleGrid>
        <NewsletterBox title={newsletterCopy.hub.title} text={newsletterCopy.hub.text} />
      </Stack>
    </Container>
  );
};

export default ResourcesPage;
