import { useEffect, useState } from 'react';

/**
 * Whether the popover with this id is open, following its `toggle` events; `undefined` until
 * mounted, so the server's HTML and hydration agree whatever the visitor did before. Only the
 * component that calls it re-renders when the popover opens or closes.
 */
export function usePopoverOpen(id: string) {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const popover = document.getElementById(id);
    if (!popover) return;
    setOpen(popover.matches(':popover-open'));
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    popover.addEventListener('toggle', follow);
    return () => popover.removeEventListener('toggle', follow);
  }, [id]);
  return open;
}
