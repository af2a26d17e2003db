import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Holds the page's shape while its content loads, so nothing jumps when the sections arrive. */
export function PageLoader({ label = 'Loading page content…' }: { label?: string }) {
  return (
    <Container size="lg" py={64} role="status" aria-live="polite" data-testid="page-loader">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        <Skeleton height={48} width="60%" mx="auto" />
        <Skeleton height={20} width="80%" mx="auto" />
        <Skeleton height={20} width="70%" mx="auto" />
        <Skeleton height={280} mt="xl" />
      </Stack>
    </Container>
  );
}
