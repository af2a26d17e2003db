import { Button, Container, Group, Text, Title } from '@mantine/core';
import { pageTitle } from '../seo/pageTitle';
import { usePageMeta } from '../seo/usePageMeta';

/** What a page says when its content could not be read, written by the app that owns the address. */
export interface UnavailableCopy {
  title: string;
  text: string;
}

/**
 * A page whose content could not be read (the content service refused, timed out or is down) and
 * that has no built-in copy: not a "not found" (on the server a 503, which search engines retry,
 * rather than a 404, which they drop), with a way to try again.
 */
export function UnavailableView({ title, text }: UnavailableCopy) {
  usePageMeta({ title: pageTitle(title), description: text, robots: 'noindex, follow', status: 503 });
  return (
    <Container size="sm" py={96}>
      <Title order={1}>{title}</Title>
      <Text size="lg" mt="md" c="dimmed">
        {text}
      </Text>
      <Group mt="xl">
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </Group>
    </Container>
  );
}
