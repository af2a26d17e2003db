import { Container, Skeleton, Stack } from '@mantine/core';

/** The page area while its remote's code is on its way: the layout holds, nothing jumps. */
export function PageSkeleton() {
  return (
    <Container size="lg" py={64} aria-busy="true" aria-label="Loading page" role="status" data-testid="page-skeleton">
      <Stack gap="lg">
        <Skeleton height={44} width="60%" radius="sm" />
        <Skeleton height={18} width="85%" radius="sm" />
        <Skeleton height={18} width="75%" radius="sm" />
        <Skeleton height={260} radius="md" />
      </Stack>
    </Container>
  );
}
