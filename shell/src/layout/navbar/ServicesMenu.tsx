import { Menu } from '@mantine/core';
import type { NavigationMenu } from '@site/shared/content';
import { Link } from 'react-router-dom';
import type { DropdownLink } from './CssDropdown';
import { NavDropdown } from './NavDropdown';
import { MENU_CLOSE_DELAY } from './navTiming';

/**
 * The same two levels as links for the CSS dropdown: a category links to its section of the
 * services overview (`category-{id}`, ServiceCategoryCards), and opens its services beside it.
 */
function servicesLinks(menu: NavigationMenu): DropdownLink[] {
  return [
    { label: 'All services', href: '/services' },
    ...(menu.serviceCategories ?? []).map((category, index) => ({
      label: category.title ?? '',
      href: `/services#category-${category.id ?? index}`,
      divider: index === 0,
      items: (category.services ?? []).map((service) => ({ label: service.name ?? '', href: `/${service.slug}` })),
    })),
  ];
}

/** Services: category, then that category's services, each linking to /{slug}. */
export function ServicesMenu({ menu }: { menu: NavigationMenu }) {
  return (
    <NavDropdown label="Services" links={servicesLinks(menu)}>
      <Menu.Item component={Link} to="/services">
        All services
      </Menu.Item>
      <Menu.Divider />
      {(menu.serviceCategories ?? []).map((category) => (
        <Menu.Sub
          key={category.id ?? category.title}
          openDelay={0}
          closeDelay={MENU_CLOSE_DELAY}
          // The safe-area polygon closes on its own timing (~150 ms); the dropdown touches its item, so
          // the 100 ms close delay alone lets the pointer cross over.
          safeAreaPolygon={false}
          transitionProps={{ duration: 0 }}
        >
          <Menu.Sub.Target>
            <Menu.Sub.Item>{category.title}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown miw={220}>
            {(category.services ?? []).map((service) => (
              <Menu.Item key={service.slug} component={Link} to={`/${service.slug}`}>
                {service.name}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      ))}
    </NavDropdown>
  );
}
