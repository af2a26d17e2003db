import { useContentCache } from '@site/shared/content';
import { useEffect } from 'react';
import type { LiveFollow } from '../ssr/siteData';
import { liveAllowed, startLiveUpdates } from './liveUpdates';

/**
 * Once hydrated, the page follows content changes: the answers whose sync tags a change names are
 * asked again and their remotes re-render their parts in place (`ContentCache.refresh`); a page that shows
 * none of them asks for nothing. `after`: the change the page was rendered after; it follows on from there.
 */
export function useLiveContent(after: string) {
  const contentCache = useContentCache();
  useEffect(() => {
    if (!liveAllowed()) return undefined;
    return startLiveUpdates({ after, refresh: (tags) => contentCache.refresh(tags) });
  }, [contentCache, after]);
}

/** Inside the content cache: content changes refresh the answers they name. */
export function LiveContent({ after }: LiveFollow) {
  useLiveContent(after);
  return null;
}
