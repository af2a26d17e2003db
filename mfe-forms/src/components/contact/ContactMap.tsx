import { Anchor, Group } from '@mantine/core';
import { ExternalLink } from 'lucide-react';
import classes from './ContactMap.module.css';

export interface ContactMapProps {
  embedUrl: string;
  link: string;
  title: string;
  linkText: string;
}

/**
 * The office map. The iframe loads lazily (it sits below the fold on phones) and the link under it
 * is the way to the map when the embed cannot load (blocked third-party content, offline).
 */
export function ContactMap({ embedUrl, link, title, linkText }: ContactMapProps) {
  return (
    <div>
      <div className={classes.frame}>
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width="600"
          height="320"
          className={classes.iframe}
        />
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
