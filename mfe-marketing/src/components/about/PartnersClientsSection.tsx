import { Text } from '@mantine/core';
import { mergeDefaults, type PartnersClientsSection as PartnersContent } from '@site/shared/content';
import { aboutHeadings, defaultPartners } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './PartnersClientsSection.module.css';

/** Partners and clients statistics from `partnersClientsSection`. */
export function PartnersClientsSection({ content }: { content?: PartnersContent | null }) {
  const data = mergeDefaults(defaultPartners, content);
  return (
    <Section title={aboutHeadings.partners} subtitle={data.description} id="partners-clients" testId="partners">
      <dl className={classes.stats}>
        {data.stats.map((stat, index) => (
          <div key={stat._key ?? index} className={classes.stat} data-testid="partner-stat">
            <Text component="dt" className={classes.label}>
              {stat.label}
            </Text>
            <Text component="dd" className={classes.value}>
              {stat.value}
            </Text>
          </div>
        ))}
      </dl>
    </Section>
  );
}
