import { NavLink } from 'react-router-dom';

export interface PageLink {
  label: string;
  to: string;
  /** Active only on this exact path (Home), not on the paths below it. */
  end?: boolean;
}

/** The plain page links before the Services and Resources menus, in the bar and the mobile menu alike. */
export const leadingLinks: readonly PageLink[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'About', to: '/about' },
];

/** The plain page links after the menus. */
export const trailingLinks: readonly PageLink[] = [{ label: 'Contact', to: '/contact' }];

/** Page links as router links that mark the current page (`aria-current`, `active` class). */
export function PageLinks({ links, className }: { links: readonly PageLink[]; className: string }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.end} className={className}>
      {link.label}
    </NavLink>
  ));
}
