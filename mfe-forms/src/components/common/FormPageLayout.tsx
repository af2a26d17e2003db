import { Container, Text, Title } from '@mantine/core';
import { pageTitle, usePageMeta } from '@site/shared/seo';
import type { ReactNode } from 'react';
import classes from './FormPageLayout.module.css';

export interface FormPageCopy {
  title: string;
  intro: string;
  metaDescription: string;
}

/** The frame both form pages share, so contact and quote read as one family: head tags, heading, intro, then the form. */
export function FormPageLayout({ copy, children }: { copy: FormPageCopy; children: ReactNode }) {
  usePageMeta({ title: pageTitle(copy.title), description: copy.metaDescription });
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {copy.title}
        </Title>
        <Text size="lg" c="dimmed" mt="sm" className={classes.intro}>
          {copy.intro}
        </Text>
      </header>
      {children}
    </Container>
  );
}
