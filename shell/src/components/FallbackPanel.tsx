import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { Link } from 'react-router-dom';
import { useRemoteSlot } from '../routing/RemoteSlotContext';

/** Shown in place of a page whose remote is down or failed: the rest of the site keeps working. */
export function FallbackPanel() {
  const { retry, retrying } = useRemoteSlot();
  const contact = contactLinks();
  return (
    <Container size="sm" py={80}>
      <Paper withBorder p="xl" radius="lg" role="alert" data-testid="remote-fallback">
        <Stack gap="md">
          <Title order={1} size="h2">
            Sorry, this part of the site is not available right now
          </Title>
          <Text>
            We could not load this page. Please try again in a moment; everything else on the site still works.
          </Text>
          <Group>
            <Button onClick={retry} loading={retrying}>
              Retry
            </Button>
            <Button component={Link} to="/contact" variant="light">
              Contact us
            </Button>
          </Group>
          <Text size="sm">
            Prefer to talk? Call us at <Anchor href={contact.tel}>{contact.phone}</Anchor>.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
