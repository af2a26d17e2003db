import { ChevronRight } from 'lucide-react';
import { useId, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import classes from './NavDropdown.module.css';
import { useHoverOpen } from './useHoverOpen';

/** A link of a dropdown; with `items`, it opens a submenu of its own (Services: a category). */
export interface DropdownLink {
  label: string;
  href: string;
  items?: readonly DropdownLink[];
  /** A line above it. */
  divider?: boolean;
}

/** Focus moved out of `event.currentTarget` (not to one of its own elements). */
export const focusLeft = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

/** A category: its link, and its services beside it while the pointer or focus is on it. */
function Category({ link }: { link: DropdownLink }) {
  const item = useRef<HTMLLIElement>(null);
  const { opened, setOpened, hoverProps } = useHoverOpen(item);
  const submenuId = useId();
  return (
    <li
      ref={item}
      className={classes.category}
      data-divider={link.divider || undefined}
      data-open={opened || undefined}
      {...hoverProps}
      onFocus={() => setOpened(true)}
      onBlur={(event) => focusLeft(event) && setOpened(false)}
    >
      <Link to={link.href} className={classes.item} aria-controls={submenuId} aria-expanded={opened}>
        {link.label}
        <ChevronRight size={14} aria-hidden />
      </Link>
      <div className={classes.submenu} id={submenuId}>
        <ul className={classes.panel} aria-label={link.label}>
          {link.items?.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={classes.item}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The dropdown's links: plain anchors in the server's HTML, so that before hydration and with
 * JavaScript off CSS opens them on hover and keyboard focus and a click loads the page; the same
 * markup once hydrated, opened by NavDropdown's state and followed client-side.
 */
export function DropdownPanel({ id, label, links }: { id: string; label: string; links: readonly DropdownLink[] }) {
  return (
    <div className={classes.dropdown} id={id} data-testid="nav-dropdown">
      <ul className={classes.panel} aria-label={label}>
        {links.map((link) =>
          link.items ? (
            <Category key={link.href} link={link} />
          ) : (
            <li key={link.href} data-divider={link.divider || undefined}>
              <Link to={link.href} className={classes.item}>
                {link.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
