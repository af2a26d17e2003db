import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { DropdownPanel, focusLeft, type DropdownLink } from './DropdownPanel';
import classes from './Navbar.module.css';
import dropdown from './NavDropdown.module.css';
import { useHoverOpen } from './useHoverOpen';

/** The links of the list focus is in (a dropdown's or a submenu's), and where focus is among them. */
function focusedList(panel: HTMLElement) {
  const active = document.activeElement;
  const list = active instanceof HTMLElement && panel.contains(active) ? active.closest('ul') : panel.querySelector('ul');
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? []);
  return { links, index: links.indexOf(active as HTMLAnchorElement) };
}

/**
 * A navbar dropdown (disclosure navigation): a button that shows a list of links. Opens on hover
 * and closes 100 ms after the pointer leaves; a tap, Enter or Space toggles it; arrow keys move
 * through its links (right and left into and out of a category's submenu), Escape closes it and
 * returns focus to the button; it closes on a tap outside, when focus leaves it, and on every
 * route change. Before hydration and with JavaScript off, CSS opens the same markup on hover and
 * focus (NavDropdown.module.css), so the HTML alone is a working menu.
 */
export function NavDropdown({ label, links }: { label: string; links: readonly DropdownLink[] }) {
  const anchor = useRef<HTMLDivElement>(null);
  const { opened, setOpened, hoverProps } = useHoverOpen(anchor);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [opened, setOpened]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const { links: items, index } = focusedList(panel);
    const active = document.activeElement;
    if (event.key === 'Escape' && opened) {
      setOpened(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Committed at once: a hidden link cannot take focus, and the next key must find it focused.
      if (!opened) flushSync(() => setOpened(true));
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index < 0 ? (step > 0 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'ArrowRight' && active instanceof HTMLElement && active.getAttribute('aria-controls')) {
      document.getElementById(active.getAttribute('aria-controls')!)?.querySelector('a')?.focus();
    } else if (event.key === 'ArrowLeft' && active instanceof HTMLElement && active.closest(`.${dropdown.submenu}`)) {
      active.closest('li[data-open]')?.querySelector('a')?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={anchor}
      className={dropdown.anchor}
      data-open={opened || undefined}
      {...hoverProps}
      onKeyDown={onKeyDown}
      onBlur={(event) => focusLeft(event) && setOpened(false)}
    >
      <button
        ref={trigger}
        type="button"
        className={classes.link}
        aria-expanded={opened}
        aria-controls={panelId}
        // The mouse has opened it by hovering: its click keeps it open. A tap, Enter or Space toggles.
        onClick={(event) => setOpened((event.nativeEvent as PointerEvent).pointerType === 'mouse' || !opened)}
      >
        {label} <ChevronDown size={14} aria-hidden />
      </button>
      <DropdownPanel id={panelId} label={label} links={links} />
    </div>
  );
}
