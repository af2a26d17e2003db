import { Container, Grid, Text, Title } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import { useContent } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { useMemo } from 'react';
import { ContactDetails } from '../components/contact/ContactDetails';
import { ContactForm } from '../components/contact/ContactForm';
import { contactPageCopy, defaultContactInfo } from '../content/defaults';
import { contactInfoQuery } from '../content/queries';
import classes from './FormPage.module.css';

const ContactPage: RemotePage = () => {
  const defaults = useMemo(defaultContactInfo, []);
  const { data: info } = useContent(contactInfoQuery, {}, defaults);
  usePageMeta({
    title: `${contactPageCopy.title} | ${getSiteConfig().siteName}`,
    description: contactPageCopy.metaDescription,
  });

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {contactPageCopy.title}
        </Title>
        <Text size="lg" c="dimmed" mt="sm" className={classes.intro}>
          {contactPageCopy.intro}
        </Text>
      </header>
      <Grid gap={{ base: 'lg', md: 'xl' }} mt={{ base: 'xl', sm: 48 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactDetails info={info} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
      </Grid>
    </Container>
  );
};

export default ContactPage;
