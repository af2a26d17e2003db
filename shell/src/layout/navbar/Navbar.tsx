import { Burger, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useNavigationMenu, useSiteSettings } from '../../content/useShellContent';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import classes from './Navbar.module.css';
import { leadingLinks, PageLinks, trailingLinks } from './PageLinks';
import { ResourcesMenu } from './ResourcesMenu';
import { SCROLL_THRESHOLD } from './navTiming';
import { ServicesMenu } from './ServicesMenu';
import { ThemeToggle } from './ThemeToggle';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { useScrolled } from '@site/shared/ui';
import { useEarlyControlsHandover } from './useEarlyControlsHandover';

export function Navbar() {
  const menu = useNavigationMenu();
  const settings = useSiteSettings();
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const [mobileOpened, setMobileOpened] = useCloseOnNavigation();
  // Opened before hydration by the early script: shown as it is, without the opening animation.
  const [openedEarly, setOpenedEarly] = useState(false);
  useEarlyControlsHandover((early) => {
    if (!early.mobileMenu) return;
    setOpenedEarly(true);
    setMobileOpened(true);
  });

  return (
    <header className={classes.header} data-scrolled={scrolled} data-testid="navbar">
      <nav className={classes.inner} aria-label="Main">
        <Brand settings={settings} />
        <Group gap={4} visibleFrom="sm" className={classes.links}>
          <PageLinks links={leadingLinks} className={classes.link} />
          <ServicesMenu menu={menu} />
          <ResourcesMenu />
          <PageLinks links={trailingLinks} className={classes.link} />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeToggle />
          <Button component={Link} to="/get-quote" visibleFrom="sm" radius="xl">
            Get Quote
          </Button>
          <Burger
            opened={mobileOpened}
            onClick={() => {
              setOpenedEarly(false);
              setMobileOpened((opened) => !opened);
            }}
            hiddenFrom="sm"
            aria-label={mobileOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </nav>
      <MobileMenu id="mobile-menu" opened={mobileOpened} menu={menu} instant={openedEarly} />
    </header>
  );
}
