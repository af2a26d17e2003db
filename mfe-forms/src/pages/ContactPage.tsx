import { Grid } from '@mantine/core';
import { useContent } from '@site/shared/content';
import type { RemotePage } from '@site/shared/contracts';
import { useMemo } from 'react';
import { FormPageLayout } from '../components/common/FormPageLayout';
import { ContactDetails } from '../components/contact/ContactDetails';
import { ContactForm } from '../components/contact/ContactForm';
import { contactPageCopy, defaultContactInfo } from '../content/defaults';
import { contactInfoQuery } from '../content/queries';

const ContactPage: RemotePage = () => {
  const defaults = useMemo(defaultContactInfo, []);
  const { data: info } = useContent(contactInfoQuery, {}, defaults);
  return (
    <FormPageLayout copy={contactPageCopy}>
      <Grid gap={{ base: 'lg', md: 'xl' }} mt={{ base: 'xl', sm: 48 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactDetails info={info} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
      </Grid>
    </FormPageLayout>
  );
};

export default ContactPage;
