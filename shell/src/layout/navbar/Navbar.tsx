import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useNavigationMenu, useSiteSettings } from '../../content/useShellContent';
import { Brand } from './Brand';
import { MenuButton } from './MenuButton';
import { MobileMenu } from './MobileMenu';
import classes from './Navbar.module.css';
import { leadingLinks, PageLinks, trailingLinks } from './PageLinks';
import { ResourcesMenu } from './ResourcesMenu';
import { SCROLL_THRESHOLD } from './navTiming';
import { ServicesMenu } from './ServicesMenu';
import { ThemeToggle } from './ThemeToggle';
import { useScrolled } from '@site/shared/ui';
import { useEarlyControlsHandover } from './useEarlyControlsHandover';

export function Navbar() {
  const menu = useNavigationMenu();
  const settings = useSiteSettings();
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  useEarlyControlsHandover();

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
          <MenuButton />
        </Group>
      </nav>
      <MobileMenu menu={menu} />
    </header>
  );
}
