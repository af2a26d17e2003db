import { Button, Container, Group, Text, Title } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import { usePageMeta } from '@site/shared/seo';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  usePageMeta({ title: `Page not found | ${getSiteConfig().siteName}`, robots: 'noindex, follow', status: 404 });
  return (
    <Container size="sm" py={96}>
      <Title order={1}>Page not found</Title>
      <Text mt="md">The page you are looking for does not exist or has moved.</Text>
      <Group mt="xl">
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        <Button component={Link} to="/services" variant="light">
          Browse our services
        </Button>
      </Group>
    </Container>
  );
}
