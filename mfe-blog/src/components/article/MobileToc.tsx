import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mobileQuery } from '@site/shared/theme';
import { Dialog } from '@site/shared/ui';
import { ListTree } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { articleCopy } from '../../content/defaults';
import { TocList, type TocListProps } from './TocList';
import type { TocEntry } from './toc';
import classes from './MobileToc.module.css';

/** Below 768 px: a button that opens the table of contents as a sheet sliding up from the bottom. */
export function MobileToc({ entries, activeId, onSelect }: TocListProps) {
  const [opened, setOpened] = useState(false);
  const isMobile = useMediaQuery(mobileQuery);
  // The chosen entry is scrolled to once the sheet is gone: while open, it locks the page's scrolling.
  const pending = useRef<TocEntry | null>(null);

  useEffect(() => {
    if (isMobile === false) setOpened(false);
  }, [isMobile]);

  return (
    <div className={classes.wrapper}>
      <Button
        variant="light"
        fullWidth
        leftSection={<ListTree size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        {articleCopy.tocTitle}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        placement="sheet"
        title={articleCopy.tocTitle}
        classNames={{ body: classes.sheetBody }}
        onClosed={() => {
          const entry = pending.current;
          pending.current = null;
          if (entry) onSelect(entry);
        }}
      >
        <nav aria-label={articleCopy.tocTitle} data-testid="toc-sheet">
          <TocList
            entries={entries}
            activeId={activeId}
            onSelect={(entry) => {
              pending.current = entry;
              setOpened(false);
            }}
          />
        </nav>
      </Dialog>
    </div>
  );
}
