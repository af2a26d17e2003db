import { Anchor, VisuallyHidden } from '@mantine/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import classes from './CardMoreLink.module.css';

/**
 * The link at the foot of a card ("Read More", "View All") with an arrow. What it leads to rides in
 * the link's text, visually hidden, not in an aria-label: the accessible name then contains what is
 * seen, and the bare label is not what crawlers and link lists read.
 */
export function CardMoreLink({ to, label, about }: { to: string; label: string; about?: string }) {
  return (
    <Anchor component={Link} to={to} className={classes.link}>
      {label}
      {about ? <VisuallyHidden>: {about}</VisuallyHidden> : null}
      <ArrowRight size={16} aria-hidden="true" />
    </Anchor>
  );
}
