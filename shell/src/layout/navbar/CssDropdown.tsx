import { ChevronRight } from 'lucide-react';
import classes from './CssDropdown.module.css';

/** A link of a dropdown; with `items`, it opens a submenu of its own (Services: a category). */
export interface DropdownLink {
  label: string;
  href: string;
  items?: readonly DropdownLink[];
  /** A line above it, as Mantine's Menu.Divider draws. */
  divider?: boolean;
}

/** The class of the element that holds both the trigger and its CssDropdown: hovering or focusing in it opens the dropdown. */
export const cssDropdownAnchor = classes.anchor;

/**
 * The dropdown as plain links that CSS opens on hover and on keyboard focus (`:focus-within`), with
 * the same 100 ms close delay as the Mantine menu: what answers before hydration and with
 * JavaScript off. It is the same HTML on the server and the client (no hydration mismatch) and
 * is hidden for good once the navbar has hydrated (`html[data-controls="react"]`), when the Mantine
 * menu beside it answers instead. Plain `<a>`: before hydration a link loads its page.
 */
export function CssDropdown({ label, links }: { label: string; links: readonly DropdownLink[] }) {
  return (
    <div className={classes.dropdown} data-testid="css-dropdown">
      <ul className={classes.panel} aria-label={label}>
        {links.map((link) => (
          <li key={link.href} className={link.items ? classes.category : undefined} data-divider={link.divider || undefined}>
            <a href={link.href} className={classes.item}>
              {link.label}
              {link.items ? <ChevronRight size={14} aria-hidden /> : null}
            </a>
            {link.items ? (
              <div className={classes.submenu}>
                <ul className={classes.panel} aria-label={link.label}>
                  {link.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} className={classes.item}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
