import { Button, Collapse, Stack, UnstyledButton } from '@mantine/core';
import type { NavigationMenu } from '@site/shared/content';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import classes from './Navbar.module.css';
import { leadingLinks, PageLinks, trailingLinks } from './PageLinks';
import { resourceLinks } from './ResourcesMenu';

/** A section of the mobile menu that opens and closes on its own toggle. */
function Section({ label, children, level = 0 }: { label: string; children: ReactNode; level?: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <div>
      <UnstyledButton
        className={classes.mobileLink}
        data-level={level}
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
      >
        {label}
        <ChevronDown size={16} aria-hidden className={classes.chevron} data-opened={opened} />
      </UnstyledButton>
      <Collapse expanded={opened} transitionDuration={200}>
        <Stack gap={0} pl="md">
          {children}
        </Stack>
      </Collapse>
    </div>
  );
}

/** `instant`: no animation (the menu is already open on the page: opened before hydration). */
export function MobileMenu({ id, opened, menu, instant = false }: { id: string; opened: boolean; menu: NavigationMenu; instant?: boolean }) {
  return (
    // Kept in the HTML while closed (display: none): the early script of index.html can open it
    // before hydration. A menu opened that way is shown as it is (no animation) by a Collapse of
    // its own, replaced by an animated one at the next toggle.
    <Collapse
      key={instant ? 'opened-early' : 'animated'}
      expanded={opened}
      hiddenFrom="sm"
      id={id}
      transitionDuration={instant ? 0 : 200}
      keepMounted
      keepMountedMode="display-none"
    >
      <Stack gap={0} className={classes.mobileMenu} aria-label="Mobile">
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
    </Collapse>
  );
}
