import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { mergeDefaults, type CoreTeamSection as CoreTeamContent, type TeamMember } from '@site/shared/content';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { aboutHeadings, defaultTeam } from '../../content/aboutDefaults';
import { Section } from '../common/Section';
import classes from './CoreTeamSection.module.css';
import { TeamMemberDialog } from './TeamMemberDialog';
import { teamPicture } from './teamPicture';

/** Core team cards from `coreTeamSection`; Read More opens the member's dialog. */
export function CoreTeamSection({ content }: { content?: CoreTeamContent | null }) {
  const data = mergeDefaults(defaultTeam, content);
  // The member stays set while the dialog closes, so its content does not vanish mid-transition.
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <Section title={aboutHeadings.team} subtitle={aboutHeadings.teamSubtitle} id="core-team" tone="muted" testId="core-team">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {data.teamMembers.map((member, index) => {
          const picture = teamPicture(member, 320);
          return (
            <Card key={member._key ?? index} withBorder radius="lg" padding="lg" className={classes.card} data-testid="team-card">
              <Card.Section>
                <img src={picture.src} alt={picture.alt} width={320} height={320} loading="lazy" className={classes.picture} />
              </Card.Section>
              <Title order={3} size="h4" mt="md" className={classes.name}>
                {member.name}
              </Title>
              <Text size="sm" fw={600} c="brand">
                {member.title}
              </Text>
              {member.location ? (
                <Text size="sm" c="dimmed" mt={4} className={classes.location}>
                  <MapPin size={14} aria-hidden /> {member.location}
                </Text>
              ) : null}
              <div className={classes.more}>
                <Button
                  variant="light"
                  fullWidth
                  onClick={() => {
                    setSelected(member);
                    setOpened(true);
                  }}
                  aria-label={`Read More about ${member.name ?? 'this team member'}`}
                  aria-haspopup="dialog"
                >
                  Read More
                </Button>
              </div>
            </Card>
          );
        })}
      </SimpleGrid>
      <TeamMemberDialog member={selected} opened={opened} onClose={() => setOpened(false)} />
    </Section>
  );
}
