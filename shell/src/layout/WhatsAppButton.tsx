import { ActionIcon, Tooltip } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { MessageCircle } from 'lucide-react';
import { SCROLL_THRESHOLD } from './navbar/navTiming';
import { useFloatingButton } from '@site/shared/ui';
import classes from './WhatsAppButton.module.css';

/** The floating messaging shortcut on every page; on phones it waits until the visitor scrolls. */
export function WhatsAppButton() {
  const floating = useFloatingButton(SCROLL_THRESHOLD);
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
        className={`${classes.button} ${floating.className}`}
        data-at-top={floating['data-at-top']}
        data-testid="whatsapp-button"
      >
        <MessageCircle size={28} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
