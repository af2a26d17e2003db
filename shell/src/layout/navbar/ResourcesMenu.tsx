import { NavDropdown } from './NavDropdown';

export const resourceLinks = [
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
] as const;

export function ResourcesMenu() {
  return <NavDropdown label="Resources" links={resourceLinks.map((link) => ({ label: link.label, href: link.to }))} />;
}
