import { Container, Text, Title } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';

// Placeholder: issue #5 builds this page.
const TermsPage: RemotePage = () => (
  <Container size="lg" py={64}>
    <Title order={1}>Terms & Conditions</Title>
    <Text mt="md">This page is coming: its content is being built under issue #5.</Text>
  </Container>
);

export default TermsPage;
