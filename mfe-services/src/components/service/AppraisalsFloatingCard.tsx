import { Button, Paper, Stack, Text } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { Phone } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import classes from './AppraisalsFloatingCard.module.css';
import { FLOATING_CARD_OFFSET, useFloatingCard } from './useFloatingCard';

/** The appraisals page's contact card that follows the reader between the top and Key Components. */
export function AppraisalsFloatingCard({ stopRef, ctaLabel }: { stopRef: RefObject<HTMLElement | null>; ctaLabel: string }) {
  const { visible, behind, cardRef } = useFloatingCard(stopRef);
  if (!visible) return null;
  const links = contactLinks();
  return (
    <Paper
      ref={cardRef}
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      className={classes.card}
      data-behind={behind || undefined}
      style={{ right: FLOATING_CARD_OFFSET, top: `calc(72px + ${FLOATING_CARD_OFFSET}px)` }}
      role="complementary"
      aria-label="Appraisal enquiry"
      data-testid="appraisals-floating-card"
    >
      <Stack gap="xs">
        <Text fw={700}>Planning a CMMI appraisal?</Text>
        <Text size="sm" c="dimmed">
          Talk to our appraisal team about readiness, timelines and scope.
        </Text>
        <Button component={Link} to="/contact" size="sm" fullWidth>
          {ctaLabel}
        </Button>
        <Button component="a" href={links.tel} size="sm" variant="light" fullWidth leftSection={<Phone size={16} aria-hidden />}>
          {links.phone}
        </Button>
      </Stack>
    </Paper>
  );
}
