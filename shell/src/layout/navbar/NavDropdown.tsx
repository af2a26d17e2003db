import { Menu, UnstyledButton } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './Navbar.module.css';
import { MENU_CLOSE_DELAY } from './navTiming';
import { useCloseOnNavigation } from './useCloseOnNavigation';

/**
 * A navbar dropdown: opens on hover (and on click, Enter or Space, for keyboard and touch), closes
 * 100 ms after the pointer leaves, and on every route change. Arrow keys move between items.
 * Before hydration, the early script of index.html answers a click on the trigger by opening the
 * overview page the menu's items belong to (`overviewHref`).
 */
export function NavDropdown({ label, overviewHref, children }: { label: string; overviewHref: string; children: ReactNode }) {
  const [opened, setOpened] = useCloseOnNavigation();
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      openDelay={0}
      closeDelay={MENU_CLOSE_DELAY}
      // No exit animation: "closed" means gone, exactly when the delay ends.
      transitionProps={{ duration: 0 }}
      position="bottom-start"
      offset={6}
      shadow="md"
      loop
      withinPortal={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.link} aria-haspopup="menu" aria-expanded={opened} data-overview-href={overviewHref}>
          {label} <ChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={230}>{children}</Menu.Dropdown>
    </Menu>
  );
}
