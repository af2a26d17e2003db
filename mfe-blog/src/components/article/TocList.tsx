import type { CSSProperties } from 'react';
import type { TocEntry } from './toc';
import classes from './TocList.module.css';

/** The entries, the current one and what a choice does: the sidebar and the mobile sheet take the same. */
export interface TocListProps {
  entries: TocEntry[];
  activeId: string | null;
  onSelect: (entry: TocEntry) => void;
}

/** The entries of the table of contents; deeper levels are indented. */
export function TocList({ entries, activeId, onSelect }: TocListProps) {
  return (
    <ul className={classes.list}>
      {entries.map((entry, index) => (
        <li key={`${entry.id}-${index}`} style={{ '--toc-level': Math.min(entry.level, 3) } as CSSProperties}>
          <a
            href={`#${entry.id}`}
            className={classes.link}
            data-level={entry.level}
            data-active={entry.id === activeId || undefined}
            aria-current={entry.id === activeId ? 'location' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(entry);
            }}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
