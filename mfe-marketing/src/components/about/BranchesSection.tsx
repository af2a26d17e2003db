import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { mergeDefaults, type ExperienceBranchesSection } from '@site/shared/content';
import { MapPin } from 'lucide-react';
import { defaultBranches } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './BranchesSection.module.css';

/** Branch locations from `experienceBranchesSection`. */
export function BranchesSection({ content }: { content?: ExperienceBranchesSection | null }) {
  const data = mergeDefaults(defaultBranches, content);
  return (
    <Section title={data.title} subtitle={data.subtitle} id="branches" testId="branches">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="lg">
        {data.branches.map((branch, index) => (
          <Card key={branch._key ?? index} withBorder radius="lg" padding="lg" className={classes.card} data-testid="branch">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <MapPin size={20} />
            </ThemeIcon>
            <Title order={3} size="h5" mt="sm">
              {branch.name}
            </Title>
            {branch.address ? (
              <Text size="sm" c="dimmed" mt={4} component="address" className={classes.address}>
                {branch.address}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
