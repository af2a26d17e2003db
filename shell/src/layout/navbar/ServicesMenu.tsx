import type { NavigationMenu } from '@site/shared/content';
import type { DropdownLink } from './DropdownPanel';
import { NavDropdown } from './NavDropdown';

/**
 * Services: category, then that category's services, each linking to /{slug}. A category links to
 * its section of the services overview (`category-{id}`, ServiceCategoryCards) and opens its
 * services beside it.
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

export function ServicesMenu({ menu }: { menu: NavigationMenu }) {
  return <NavDropdown label="Services" links={servicesLinks(menu)} />;
}
