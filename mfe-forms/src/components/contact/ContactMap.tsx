import { Anchor, Group } from '@mantine/core';
import { AfterHydration } from '@site/shared/ui';
import { ExternalLink } from 'lucide-react';
import classes from './ContactMap.module.css';

export interface ContactMapProps {
  embedUrl: string;
  link: string;
  title: string;
  linkText: string;
}

/**
 * The office map. The link under it is the way to the map when the embed cannot load (blocked
 * third-party content, offline). The embed is framed only once the page has hydrated
 * (`AfterHydration`), then lazily: the map's own page and scripts, hundreds of KB, would otherwise
 * share a phone's connection with the scripts that make the form work. Until then the frame's box
 * (a fixed height) shows its background.
 */
export function ContactMap({ embedUrl, link, title, linkText }: ContactMapProps) {
  return (
    <div>
      <div className={classes.frame} data-testid="contact-map">
        <AfterHydration>
          <iframe src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" width="600" height="320" className={classes.iframe} />
        </AfterHydration>
      </div>
      <Group gap={6} mt="xs">
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
          {linkText}
          <ExternalLink aria-hidden size={14} />
        </Anchor>
      </Group>
    </div>
  );
}
