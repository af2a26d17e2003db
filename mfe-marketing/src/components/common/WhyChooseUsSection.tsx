import { Badge, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { mergeDefaults, type WhyChooseUs } from '@site/shared/content';
import { defaultWhyChooseUs } from '../../content/sectionDefaults';
import { contentIcon } from '../icons/contentIcon';
import { Section } from './Section';
import classes from './WhyChooseUsSection.module.css';

export interface WhyChooseUsSectionProps {
  content?: WhyChooseUs | null;
  /** How many cards to show: six on Home, five on About. */
  limit?: number;
  /** A page may name the section its own way. */
  title?: string;
  tone?: 'plain' | 'muted';
}

/** Feature cards (icon, title, description, stat) from the `whyChooseUs` document. */
export function WhyChooseUsSection({ content, limit = 6, title, tone = 'muted' }: WhyChooseUsSectionProps) {
  const data = mergeDefaults(defaultWhyChooseUs, content);
  const features = data.features.slice(0, limit);
  return (
    <Section title={title ?? data.title} subtitle={data.subtitle} id="why-choose-us" tone={tone} testId="why-choose-us">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map((feature, index) => {
          const Icon = contentIcon(feature.icon);
          return (
            <Card key={feature._key ?? index} withBorder radius="lg" padding="xl" className={classes.card} data-testid="feature-card">
              <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" className={classes.title}>
                {feature.title}
              </Title>
              <Text mt="xs" c="dimmed" className={classes.description}>
                {feature.description}
              </Text>
              {feature.stat ? (
                <Badge mt="md" size="lg" variant="light" className={classes.stat}>
                  {feature.stat}
                </Badge>
              ) : null}
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
