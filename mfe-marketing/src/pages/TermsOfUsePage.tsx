import { Container, Text, Title } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';

// Placeholder: issue #4 builds this page.
const TermsOfUsePage: RemotePage = () => (
  <Container size="lg" py={64}>
    <Title order={1}>Terms of Use</Title>
    <Text mt="md">This page is coming: its content is being built under issue #4.</Text>
  </Container>
);

export default TermsOfUsePage;
