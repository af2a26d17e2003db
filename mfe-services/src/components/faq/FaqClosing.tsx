import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function FaqClosing() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} ta="center" component="section" aria-labelledby="faq-closing-heading">
      <Title order={2} id="faq-closing-heading">
        Still have questions?
      </Title>
      <Text c="dimmed" mt="sm" maw={560} mx="auto">
        Our consultants are happy to help with anything not covered here, from certification timelines to a quote for
        your organisation.
      </Text>
      <Group justify="center" mt="lg">
        <Button component={Link} to="/contact">
          Contact Support
        </Button>
        <Button component={Link} to="/get-quote" variant="light">
          Get a Quote
        </Button>
      </Group>
    </Paper>
  );
}
