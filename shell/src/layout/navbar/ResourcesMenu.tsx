import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NavDropdown } from './NavDropdown';

export const resourceLinks = [
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
] as const;

export function ResourcesMenu() {
  return (
    <NavDropdown label="Resources" links={resourceLinks.map((link) => ({ label: link.label, href: link.to }))}>
      {resourceLinks.map((link) => (
        <Menu.Item key={link.to} component={Link} to={link.to}>
          {link.label}
        </Menu.Item>
      ))}
    </NavDropdown>
  );
}
