import { Container, Text, Title } from '@mantine/core';
import type { RemotePage } from '@site/shared/contracts';

// Placeholder: issue #7 builds this page.
const ContactPage: RemotePage = () => (
  <Container size="lg" py={64}>
    <Title order={1}>Contact Us</Title>
    <Text mt="md">This page is coming: its content is being built under issue #7.</Text>
  </Container>
);

export default ContactPage;
