import { Button, Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageMeta } from '@site/shared/seo';
import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PlaceholderServiceDefault } from '../../content/defaults';
import { BackToServices } from '../common/BackToServices';
import { serviceMeta } from '../common/serviceMeta';

/** A service the firm offers whose page copy is still being written. */
export function PlaceholderServicePage({ service }: { service: PlaceholderServiceDefault }) {
  usePageMeta(serviceMeta({ slug: service.slug, title: service.title }));
  return (
    <Container size="md" py="xl" data-testid="placeholder-service-page" data-service={service.slug}>
      <BackToServices />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} mt="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" mx="auto" aria-hidden>
          <Clock size={28} />
        </ThemeIcon>
        <Title order={1} mt="md">
          {service.title}
        </Title>
        <Text size="lg" c="dimmed" mt="sm">
          {service.summary}
        </Text>
        <Text mt="lg">
          Detailed content for this service will be added soon. In the meantime, our consultants are happy to discuss
          your requirements.
        </Text>
        <Button component={Link} to="/contact" size="md" mt="xl">
          Get Started Today
        </Button>
      </Paper>
    </Container>
  );
}
