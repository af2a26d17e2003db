import { Container, Loader, Stack, Text } from '@mantine/core';

/**
 * A page's own words while its content is on its way (client navigation, Retry): a polite live
 * region, so screen readers hear `label` once, with an optional spinner beside the visible text.
 * The spinner is decorative; the text is what names the state.
 */
export function ContentLoading({ label, spinner = false, testId = 'content-loading' }: { label: string; spinner?: boolean; testId?: string }) {
  return (
    <Container size="lg" py={64} role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <Stack align="center" gap="md">
        {spinner ? <Loader size="md" aria-hidden="true" data-testid={`${testId}-spinner`} /> : null}
        <Text size="lg">{label}</Text>
      </Stack>
    </Container>
  );
}
