import { Burger } from '@mantine/core';
import classes from './Navbar.module.css';
import { MOBILE_MENU_ID } from './MobileMenu';
import { usePopoverOpen } from './usePopoverOpen';

/**
 * The burger that opens and closes the mobile menu: a native `popovertarget` button, so it works
 * before hydration and with JavaScript off, and the browser exposes whether the menu is expanded.
 * Its lines turn into an X by CSS while the menu is open (Navbar.module.css). Once hydrated it
 * also says 'Close menu' while open (and sets aria-expanded to match), re-rendering only itself.
 */
export function MenuButton() {
  const opened = usePopoverOpen(MOBILE_MENU_ID);
  return (
    <Burger
      popoverTarget={MOBILE_MENU_ID}
      hiddenFrom="sm"
      aria-label={opened ? 'Close menu' : 'Open menu'}
      aria-expanded={opened}
      classNames={{ burger: classes.burgerLines }}
    />
  );
}
