import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { mergeDefaults, type NarrativeSection as NarrativeContent } from '@site/shared/content';
import { CheckCircle } from 'lucide-react';
import { Section } from '../common/Section';
import classes from './NarrativeSection.module.css';

export interface NarrativeSectionProps {
  content?: NarrativeContent | null;
  defaults: Required<Pick<NarrativeContent, 'title' | 'content' | 'strategiesTitle' | 'strategies'>>;
  id: string;
  tone?: 'plain' | 'muted';
}

/** Paragraphs beside a titled list: Who we are (with the growth strategy) and Our approach share it. */
export function NarrativeSection({ content, defaults, id, tone }: NarrativeSectionProps) {
  const data = mergeDefaults(defaults, content);
  return (
    <Section title={data.title} id={id} tone={tone} testId={id}>
      <div className={classes.grid}>
        <Stack gap="md">
          {data.content.map((paragraph, index) => (
            <Text key={index} size="lg" className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Paper withBorder radius="lg" p="xl" className={classes.panel}>
          <Title order={3} size="h4" mb="md">
            {data.strategiesTitle}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                <CheckCircle size={14} />
              </ThemeIcon>
            }
          >
            {data.strategies.map((strategy) => (
              <List.Item key={strategy}>{strategy}</List.Item>
            ))}
          </List>
        </Paper>
      </div>
    </Section>
  );
}
