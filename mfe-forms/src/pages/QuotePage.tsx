import { Container, Paper, Text, Title } from '@mantine/core';
import { getSiteConfig } from '@site/shared/config';
import type { RemotePage } from '@site/shared/contracts';
import { usePageMeta } from '@site/shared/seo';
import { QuoteWizard } from '../components/quote/QuoteWizard';
import { quotePageCopy } from '../content/defaults';
import classes from './FormPage.module.css';

const QuotePage: RemotePage = () => {
  usePageMeta({
    title: `${quotePageCopy.title} | ${getSiteConfig().siteName}`,
    description: quotePageCopy.metaDescription,
  });

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {quotePageCopy.title}
        </Title>
        <Text size="lg" c="dimmed" mt="sm" className={classes.intro}>
          {quotePageCopy.intro}
        </Text>
      </header>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt={{ base: 'xl', sm: 48 }}>
        <QuoteWizard />
      </Paper>
    </Container>
  );
};

export default QuotePage;
