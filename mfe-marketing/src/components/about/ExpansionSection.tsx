import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { mergeDefaults, type JourneyTimelineSection } from '@site/shared/content';
import { Globe } from 'lucide-react';
import { defaultTimeline } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './ExpansionSection.module.css';

/** Global expansion highlights, kept in the timeline document beside the milestones. */
export function ExpansionSection({ content }: { content?: JourneyTimelineSection | null }) {
  const data = mergeDefaults(defaultTimeline, content);
  return (
    <Section title={data.expansionTitle} id="global-expansion" tone="muted" testId="expansion">
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
        {data.expansionHighlights.map((highlight) => (
          <li key={highlight} className={classes.item}>
            <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
              <Globe size={18} />
            </ThemeIcon>
            <Text fw={500}>{highlight}</Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
