import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * The shape of a page while its code (shell) or its content (a remote) is on its way, so nothing
 * jumps when it arrives. Screen readers hear `label`.
 */
export function PageSkeleton({ label = 'Loading page…' }: { label?: string }) {
  return (
    <Container size="lg" py={64} role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton">
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
