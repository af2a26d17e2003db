import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckCircle } from 'lucide-react';
import type { Ref } from 'react';
import classes from './KeyComponents.module.css';

export interface KeyComponentsProps {
  items: string[] | undefined;
  title?: string;
  /** The appraisals page watches this block to hide its floating card. */
  ref?: Ref<HTMLElement>;
}

export function KeyComponents({ items, title = 'Key Components', ref }: KeyComponentsProps) {
  const list = (items ?? []).filter(Boolean);
  return (
    <section ref={ref} aria-labelledby="key-components-heading" className={classes.block} data-testid="key-components">
      <Title order={2} id="key-components-heading" mb="lg">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">No key components available.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list}>
          {list.map((item) => (
            <li key={item} className={classes.item}>
              <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
                <CheckCircle size={18} />
              </ThemeIcon>
              <Text>{item}</Text>
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
