import { Text, Title } from '@mantine/core';
import { mergeDefaults, type JourneyTimelineSection } from '@site/shared/content';
import { defaultTimeline } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './TimelineSection.module.css';

/** The firm's milestones, 2022 to 2026, from `journeyTimelineSection`. */
export function TimelineSection({ content }: { content?: JourneyTimelineSection | null }) {
  const data = mergeDefaults(defaultTimeline, content);
  return (
    <Section title={data.title} subtitle={data.subtitle} id="journey" testId="timeline">
      <ol className={classes.timeline}>
        {data.milestones.map((milestone, index) => (
          <li key={milestone._key ?? index} className={classes.item} data-testid="milestone">
            <span className={classes.dot} aria-hidden />
            <Text component="span" className={classes.year}>
              {milestone.year}
            </Text>
            <Title order={3} size="h4" className={classes.title}>
              {milestone.title}
            </Title>
            <Text c="dimmed" mt={4}>
              {milestone.description}
            </Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}
