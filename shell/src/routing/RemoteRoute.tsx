import type { RemotePageId } from '@site/shared/contracts';
import { PageSkeleton, TrackedSuspense } from '@site/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FallbackPanel } from '../components/FallbackPanel';
import { reportPageError } from '../field/loadFailures';
import { refreshRemote } from '../federation/remotesPointer';
import { forgetRemote, lazyRemote } from './lazyRemotePage';
import { useLoadedRemote } from './LoadedRemotesContext';
import { RemoteSlotContext } from './RemoteSlotContext';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { remoteOf } from './routeTable';
import { useRemoteUpdates } from './useRemoteUpdates';

/**
 * On the server, a page whose renderer could not be loaded: throwing inside the Suspense boundary
 * makes React send the skeleton and leave this area for the browser, which loads the remote itself.
 */
function LeftForBrowser({ page }: { page: RemotePageId }): never {
  throw new Error(`${page}: no server renderer; the browser renders this page`);
}

/**
 * A routed page owned by a remote: a skeleton while its code loads, the fallback panel (with Retry)
 * if the remote is down or throws, the page otherwise. The navbar, footer and other routes are
 * outside this boundary and keep working. The page counts as hydrated only once what is inside has
 * (`TrackedSuspense`).
 */
export function RemoteRoute({ page }: { page: RemotePageId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(() => {
    setRetrying(true);
    void refreshRemote(remoteOf(page)).finally(() => {
      forgetRemote(page);
      setRetrying(false);
      setAttempt((n) => n + 1);
    });
  }, [page]);

  const slot = useMemo(() => ({ retry, retrying }), [retry, retrying]);
  const onError = useCallback((error: unknown) => reportPageError(remoteOf(page), error), [page]);
  const loaded = useLoadedRemote(page);
  // A remote from a dev server inside a deployed site: its pages again after each edit (no reload).
  const updates = useRemoteUpdates(remoteOf(page));
  // `attempt` and `updates` are dependencies on purpose: after a retry or an edit, a fresh lazy
  // component loads the remote again.
  const Page = useMemo(() => (loaded && attempt === 0 && updates === 0 ? loaded : lazyRemote(page)), [loaded, page, attempt, updates]);

  return (
    <RemoteSlotContext.Provider value={slot}>
      <RouteErrorBoundary key={`${page}|${attempt}|${updates}|${pathname}`} fallback={<FallbackPanel />} onError={onError}>
        <TrackedSuspense fallback={<PageSkeleton />}>
          {typeof window === 'undefined' && !loaded ? <LeftForBrowser page={page} /> : <Page />}
        </TrackedSuspense>
      </RouteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
