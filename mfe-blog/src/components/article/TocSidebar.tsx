import { Text } from '@mantine/core';
import { articleCopy } from '../../content/defaults';
import { TocList, type TocListProps } from './TocList';
import classes from './TocSidebar.module.css';

/** The desktop table of contents: a sticky sidebar (hidden below 768 px, where the sheet takes over). */
export function TocSidebar(props: TocListProps) {
  return (
    <nav className={classes.sidebar} aria-labelledby="toc-sidebar-title" data-testid="toc-sidebar">
      <Text component="h2" id="toc-sidebar-title" className={classes.title}>
        {articleCopy.tocTitle}
      </Text>
      <TocList {...props} />
    </nav>
  );
}
