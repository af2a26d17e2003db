import classes from './floatingButton.module.css';
import { useScrolled } from './useScrolled';

/**
 * Props for a floating button (the WhatsApp shortcut, the chat toggle): on a phone it stays hidden
 * until the visitor scrolls past `threshold` px, unless `shown` (e.g. its panel is open). Add the
 * class beside the button's own.
 */
export function useFloatingButton(threshold = 50, shown = false) {
  const scrolled = useScrolled(threshold);
  return { className: classes.floating, 'data-at-top': scrolled || shown ? undefined : (true as const) };
}
