import { Button, Container, Group, Text, Title } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import { usePageMeta } from '@site/shared/seo';
import { Link } from 'react-router-dom';

export function ServiceNotFound() {
  usePageMeta({ title: `Service not found | ${getSiteConfig().siteName}`, robots: 'noindex, follow', status: 404 });
  return (
    <Container size="sm" py={96} data-testid="service-not-found">
      <Title order={1}>Service not found</Title>
      <Text mt="md" c="dimmed">
        We could not find a service at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Group mt="xl">
        <Button component={Link} to="/services">
          Browse our services
        </Button>
        <Button component={Link} to="/contact" variant="light">
          Contact us
        </Button>
      </Group>
    </Container>
  );
}
