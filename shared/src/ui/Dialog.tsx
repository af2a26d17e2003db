import { CloseButton } from '@mantine/core';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import classes from './Dialog.module.css';

export interface DialogProps {
  opened: boolean;
  /** The visitor asked to close it: its close button, Escape, or a click outside. */
  onClose: () => void;
  /** Its accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** `center` (a dialog), or `sheet`: slides up from the bottom edge, as tall as its content. */
  placement?: 'center' | 'sheet';
  /** Widest it grows in the middle of a large screen. */
  size?: 'md' | 'lg';
  classNames?: { title?: string; body?: string };
  /** Once it is closed, whatever closed it (focus is back where it was when it opened). */
  onClosed?: () => void;
  'data-testid'?: string;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` puts it in the top layer above every
 * floating button, makes the page behind it inert, closes it on Escape and gives focus back on close.
 * What the element leaves out is here: Tab wraps inside it, a click on the backdrop closes it, and
 * the page does not scroll behind it (CSS). Its content is rendered only while it is open.
 * (Mantine's Modal and Drawer did the same with ~13 KB brotli of script every page downloaded.)
 */
export function Dialog({ opened, onClose, title, children, placement = 'center', size = 'md', classNames, onClosed, 'data-testid': testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    else if (!opened && dialog.open) dialog.close();
  }, [opened]);

  // Escape (or any close the browser does itself): the owner's state follows.
  const handleClose = () => {
    if (opened) onClose();
    onClosed?.();
  };

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility?.() ?? true);
    if (tabbable.length === 0) return;
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The backdrop belongs to the <dialog> itself (its content fills a box inside): a press and a release
  // both on it is a click outside; a text selection dragged out of the content is not.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      data-placement={placement}
      data-size={size}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={wrapTab}
      onMouseDown={onMouseDown}
      onClick={onClick}
      data-testid={testId}
    >
      {opened ? (
        <div className={classes.content}>
          <header className={classes.header}>
            <h2 id={titleId} className={`${classes.title} ${classNames?.title ?? ''}`.trim()}>
              {title}
            </h2>
            <CloseButton aria-label="Close" onClick={onClose} />
          </header>
          <div className={`${classes.body} ${classNames?.body ?? ''}`.trim()}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
