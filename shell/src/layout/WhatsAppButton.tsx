import { ActionIcon, Tooltip } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { MessageCircle } from 'lucide-react';
import classes from './WhatsAppButton.module.css';

/** The floating messaging shortcut on every page. */
export function WhatsAppButton() {
  return (
    <Tooltip label="Chat with us on WhatsApp" position="right">
      <ActionIcon
        component="a"
        href={contactLinks().whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        size={56}
        radius="xl"
        className={classes.button}
      >
        <MessageCircle size={28} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
