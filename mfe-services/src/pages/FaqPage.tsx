import { Container, Text, Title } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';

// Placeholder: issue #6 builds this page.
const FaqPage: RemotePage = () => (
  <Container size="lg" py={64}>
    <Title order={1}>Frequently Asked Questions</Title>
    <Text mt="md">This page is coming: its content is being built under issue #6.</Text>
  </Container>
);

export default FaqPage;
