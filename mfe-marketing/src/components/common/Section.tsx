import { Container, Text, Title } from '@mantine/core';
import { headingId } from '@site/shared/content';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

export interface SectionProps {
  title: string;
  subtitle?: string;
  /** Anchor id; derived from the title when absent. */
  id?: string;
  /** Alternating background keeps long pages readable. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
  testId?: string;
}

/** One page section: a landmark named by its h2, with an optional lead paragraph. */
export function Section({ title, subtitle, id, tone = 'plain', children, testId }: SectionProps) {
  const anchor = id ?? headingId(title);
  const headingKey = `${anchor}-heading`;
  return (
    <section aria-labelledby={headingKey} id={anchor} className={classes.section} data-tone={tone} data-testid={testId}>
      <Container size="lg">
        <div className={classes.header}>
          <Title order={2} id={headingKey} className={classes.title}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="lg" className={classes.subtitle}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
