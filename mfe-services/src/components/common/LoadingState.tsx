import { Center, Loader, Text } from '@mantine/core';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py={120} role="status" aria-live="polite" data-testid="service-loading">
      <Loader size="md" aria-hidden />
      <Text ml="md" c="dimmed">
        {label}
      </Text>
    </Center>
  );
}
