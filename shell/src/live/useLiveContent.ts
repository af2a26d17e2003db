import { refreshContent } from '@site/shared/content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveAllowed, startLiveUpdates } from './liveUpdates';

/**
 * Once hydrated, the page follows content changes: the answers whose sync tags a change names are
 * asked again and their remotes re-render their parts in place (`refreshContent`); a page that shows
 * none of them asks for nothing. `after`: the change the page was rendered after; it follows on from there.
 */
export function useLiveContent(after: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!liveAllowed()) return undefined;
    return startLiveUpdates({ after, refresh: (tags) => refreshContent(queryClient, tags) });
  }, [queryClient, after]);
}
