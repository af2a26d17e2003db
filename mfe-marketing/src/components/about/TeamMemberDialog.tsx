import { Group, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@site/shared/content';
import { Dialog } from '@site/shared/ui';
import { Briefcase, MapPin } from 'lucide-react';
import { teamPicture } from './teamPicture';
import classes from './TeamMemberDialog.module.css';

export interface TeamMemberDialogProps {
  member: TeamMember | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A team member's popup: picture, name, title, location and about. The site's Dialog keeps focus
 * inside, closes on Escape, on its close button and on a click outside, and returns focus to Read More.
 */
export function TeamMemberDialog({ member, opened, onClose }: TeamMemberDialogProps) {
  const picture = member ? teamPicture(member, 480) : undefined;
  return (
    <Dialog opened={opened && member !== null} onClose={onClose} title={member?.name} size="lg" classNames={{ title: classes.name }} data-testid="team-dialog">
      {member ? (
        <div className={classes.body}>
          {picture ? (
            <img src={picture.src} alt={picture.alt} width={200} height={200} className={classes.picture} data-testid="team-dialog-picture" />
          ) : null}
          <Stack gap="xs" className={classes.details}>
            <Group gap={8} wrap="nowrap">
              <Briefcase size={16} aria-hidden className={classes.icon} />
              <Text fw={600} data-testid="team-dialog-title">
                {member.title}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <MapPin size={16} aria-hidden className={classes.icon} />
              <Text c="dimmed" data-testid="team-dialog-location">
                {member.location}
              </Text>
            </Group>
            <Text mt="sm" className={classes.about} data-testid="team-dialog-about">
              {member.about}
            </Text>
          </Stack>
        </div>
      ) : null}
    </Dialog>
  );
}
