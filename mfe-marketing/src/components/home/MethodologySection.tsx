import { SimpleGrid, Text, Title } from '@mantine/core';
import { mergeDefaults, type MethodologySection as MethodologyContent } from '@site/shared/content';
import { defaultMethodology } from '../../content/defaults';
import { Section } from '../common/Section';
import classes from './MethodologySection.module.css';

/** The four steps from assessment to certification, from `methodologySection`. */
export function MethodologySection({ content }: { content?: MethodologyContent | null }) {
  const data = mergeDefaults(defaultMethodology, content);
  return (
    <Section title={data.title} subtitle={data.subtitle} id="methodology" testId="methodology">
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.steps}>
        {data.steps.map((step, index) => (
          <li key={step._key ?? index} className={classes.step} data-testid="methodology-step">
            <span className={classes.number} aria-hidden>
              {step.step ?? String(index + 1).padStart(2, '0')}
            </span>
            <Title order={3} size="h4" className={classes.title}>
              {step.title}
            </Title>
            <Text mt="xs" c="dimmed">
              {step.description}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
