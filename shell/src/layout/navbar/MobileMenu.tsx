import { Box, Button, Stack } from '@mantine/core';
import type { NavigationMenu } from '@site/shared/content';
import { ChevronDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import classes from './Navbar.module.css';
import { leadingLinks, PageLinks, trailingLinks } from './PageLinks';
import { resourceLinks } from './ResourcesMenu';
import { useHidePopoverOnNavigation } from './useHidePopoverOnNavigation';

/** The mobile menu's id: the menu button opens it (`popovertarget`). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** A section of the mobile menu that opens and closes on its own toggle (a native `<details>`). */
function Section({ label, children, level = 0 }: { label: string; children: ReactNode; level?: number }) {
  return (
    <details className={classes.mobileSection}>
      <summary className={classes.mobileLink} data-level={level}>
        {label}
        <ChevronDown size={16} aria-hidden className={classes.chevron} />
      </summary>
      <Stack gap={0} pl="md">
        {children}
      </Stack>
    </details>
  );
}

/**
 * The phone's menu, a native popover under the header (the menu button toggles it, Escape or a tap
 * outside closes it) with `<details>` sections: it opens and its sections toggle from first paint,
 * before hydration and with JavaScript off, and opening it costs React nothing. Once hydrated it
 * also closes on every route change.
 */
export function MobileMenu({ menu }: { menu: NavigationMenu }) {
  const ref = useRef<HTMLDivElement>(null);
  useHidePopoverOnNavigation(ref);
  return (
    <Box ref={ref} id={MOBILE_MENU_ID} popover="auto" hiddenFrom="sm" className={classes.mobileMenu}>
      <Stack gap={0} aria-label="Mobile">
        <PageLinks links={leadingLinks} className={classes.mobileLink} />
        <Section label="Services">
          <NavLink to="/services" end className={classes.mobileLink}>
            All services
          </NavLink>
          {(menu.serviceCategories ?? []).map((category) => (
            <Section key={category.id ?? category.title} label={category.title ?? ''} level={1}>
              {(category.services ?? []).map((service) => (
                <NavLink key={service.slug} to={`/${service.slug}`} className={classes.mobileLink}>
                  {service.name}
                </NavLink>
              ))}
            </Section>
          ))}
        </Section>
        <Section label="Resources">
          <PageLinks links={resourceLinks} className={classes.mobileLink} />
        </Section>
        <PageLinks links={trailingLinks} className={classes.mobileLink} />
        <Button component={Link} to="/get-quote" mt="sm" fullWidth>
          Get Quote
        </Button>
      </Stack>
    </Box>
  );
}
