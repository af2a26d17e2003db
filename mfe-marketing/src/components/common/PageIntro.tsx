import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageIntro.module.css';

/**
 * A page's h1 banner: the title and a lead line, centred on the brand glow. `close` when the next
 * section brings its own top padding.
 */
export function PageIntro({ id, title, lead, close = false }: { id: string; title: ReactNode; lead: ReactNode; close?: boolean }) {
  return (
    <section className={close ? `${classes.intro} ${classes.close}` : classes.intro} aria-labelledby={id}>
      <Container size="md">
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        <Text size="xl" mt="md" className={classes.lead}>
          {lead}
        </Text>
      </Container>
    </section>
  );
}
