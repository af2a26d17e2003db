import { ActionIcon } from '@mantine/core';
import { contactLinks } from '@site/shared/config';
import { MessageCircle } from 'lucide-react';
import { SCROLL_THRESHOLD } from './navbar/navTiming';
import { useFloatingButton } from '@site/shared/ui';
import classes from './WhatsAppButton.module.css';

/**
 * The floating messaging shortcut on every page; on phones it waits until the visitor scrolls.
 * Its tooltip is CSS (hover, keyboard focus): it shows before hydration too, and keeps a
 * positioning library out of every page's scripts.
 */
export function WhatsAppButton() {
  const floating = useFloatingButton(SCROLL_THRESHOLD);
  return (
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
      <span className={classes.tooltip} aria-hidden>
        Chat with us on WhatsApp
      </span>
    </ActionIcon>
  );
}
