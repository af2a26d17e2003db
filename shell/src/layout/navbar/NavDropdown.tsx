import { Menu, UnstyledButton } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { CssDropdown, cssDropdownAnchor, type DropdownLink } from './CssDropdown';
import classes from './Navbar.module.css';
import { MENU_CLOSE_DELAY } from './navTiming';
import { useCloseOnNavigation } from './useCloseOnNavigation';

/**
 * A navbar dropdown: opens on hover (and on click, Enter or Space, for keyboard and touch), closes
 * 100 ms after the pointer leaves, and on every route change. Arrow keys move between items.
 * Before hydration and with JavaScript off, the same links (`links`) open by CSS beside the trigger
 * (CssDropdown); once hydrated the Mantine menu answers, and opens at once if the CSS one was open.
 */
export function NavDropdown({ label, links, children }: { label: string; links: readonly DropdownLink[]; children: ReactNode }) {
  const [opened, setOpened] = useCloseOnNavigation();
  const anchor = useRef<HTMLDivElement>(null);
  // Hydrating under the pointer or with focus inside: the CSS dropdown is being used, and the
  // Mantine one takes its place rather than leaving nothing open.
  useEffect(() => {
    if (anchor.current?.matches(':hover, :focus-within')) setOpened(true);
  }, [setOpened]);
  return (
    <div ref={anchor} className={cssDropdownAnchor}>
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
          <UnstyledButton className={classes.link} aria-haspopup="menu" aria-expanded={opened}>
            {label} <ChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown miw={230}>{children}</Menu.Dropdown>
      </Menu>
      <CssDropdown label={label} links={links} />
    </div>
  );
}
