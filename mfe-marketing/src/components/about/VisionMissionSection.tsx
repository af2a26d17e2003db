import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { mergeDefaults, type VisionMissionSection as VisionMissionContent } from '@site/shared/content';
import { Eye, Gem, Heart, Leaf, Scale, Target, Users, type LucideIcon } from 'lucide-react';
import { aboutHeadings, defaultVisionMission } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './VisionMissionSection.module.css';

// The four built-in values get their own symbols; any other value an editor adds gets a gem.
const valueIcons: Record<string, LucideIcon> = {
  integrity: Scale,
  excellence: Gem,
  sustainability: Leaf,
  'customer-centricity': Users,
};
const valueIcon = (title = '') => valueIcons[title.trim().toLowerCase()] ?? Heart;

function StatementCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <ThemeIcon size={48} radius="md" aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md">
        {title}
      </Title>
      <Text mt="xs">{text}</Text>
    </Card>
  );
}

/** Vision, mission and the core values, from `visionMissionSection`. */
export function VisionMissionSection({ content }: { content?: VisionMissionContent | null }) {
  const data = mergeDefaults(defaultVisionMission, content);
  return (
    <Section title={aboutHeadings.visionMission} id="vision-mission" testId="vision-mission">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <StatementCard icon={Eye} title={data.visionTitle} text={data.visionContent} />
        <StatementCard icon={Target} title={data.missionTitle} text={data.missionContent} />
      </SimpleGrid>
      <Title order={3} ta="center" mt={48} mb="lg" className={classes.valuesTitle}>
        {data.valuesTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {data.values.map((value, index) => {
          const Icon = valueIcon(value.title);
          return (
            <div key={value._key ?? index} className={classes.value} data-testid="core-value">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={4} mt="sm">
                {value.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {value.description}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
