import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageTitle } from '../seo/pageTitle';
import { usePageMeta } from '../seo/usePageMeta';

/**
 * A page that is only a message and the ways on from it (a "not found", a page whose content could
 * not be read): kept out of search results, with the status the server answers with.
 */
export function MessageView({ title, text, status, children }: { title: string; text: string; status: 404 | 503; children: ReactNode }) {
  usePageMeta({ title: pageTitle(title), description: text, robots: 'noindex, follow', status });
  return (
    <Container size="sm" py={96}>
      <Title order={1}>{title}</Title>
      <Text size="lg" mt="md" c="dimmed">
        {text}
      </Text>
      <Group mt="xl">{children}</Group>
    </Container>
  );
}
