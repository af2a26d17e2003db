import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { headingId } from '@site/shared/content';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import type { ReactNode } from 'react';
import classes from './LegalPageLayout.module.css';

export interface LegalSection {
  title: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
}

export interface LegalPageLayoutProps {
  title: string;
  description: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A static legal page: h1, lead, a contents list and one h2 section per topic. */
export function LegalPageLayout({ title, description, intro, sections }: LegalPageLayoutProps) {
  usePageMeta({ title: pageTitle(title), description });
  return (
    <Container size="md" py={{ base: 40, sm: 64 }} component="article" aria-labelledby="legal-heading" className={classes.page}>
      <Title order={1} id="legal-heading" className={classes.title}>
        {title}
      </Title>
      <Text size="lg" mt="md" c="dimmed">
        {intro}
      </Text>
      <Paper component="nav" aria-label="On this page" withBorder radius="md" p="md" mt="xl" className={classes.toc}>
        <Text fw={700} size="sm" mb={6}>
          On this page
        </Text>
        <List size="sm" spacing={4} type="ordered">
          {sections.map((section) => (
            <List.Item key={section.title}>
              <Anchor href={`#${headingId(section.title)}`} size="sm">
                {section.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Stack gap={36} mt={40}>
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={headingId(section.title)} data-testid="legal-section">
            <Title order={2} size="h3" id={headingId(section.title)} className={classes.heading}>
              {section.title}
            </Title>
            {section.paragraphs?.map((paragraph, index) => (
              <Text key={index} mt="sm" className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
            {section.items?.length ? (
              <List mt="sm" spacing={6} className={classes.paragraph}>
                {section.items.map((item, index) => (
                  <List.Item key={index}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
