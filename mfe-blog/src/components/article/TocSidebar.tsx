import { Text } from '@mantine/core';
import { articleCopy } from '../../content/defaults';
import { TocList } from './TocList';
import type { TocEntry } from './toc';
import classes from './TocSidebar.module.css';

interface TocSidebarProps {
  entries: TocEntry[];
  activeId: string | null;
  onSelect: (entry: TocEntry) => void;
}

/** The desktop table of contents: a sticky sidebar (hidden below 768 px, where the sheet takes over). */
export function TocSidebar({ entries, activeId, onSelect }: TocSidebarProps) {
  return (
    <nav className={classes.sidebar} aria-labelledby="toc-sidebar-title" data-testid="toc-sidebar">
      <Text component="h2" id="toc-sidebar-title" className={classes.title}>
        {articleCopy.tocTitle}
      </Text>
      <TocList entries={entries} activeId={activeId} onSelect={onSelect} />
    </nav>
  );
}
