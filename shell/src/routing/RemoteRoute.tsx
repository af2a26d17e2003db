import type { RemotePageId } from '@site/shared/contracts';
import { PageSkeleton } from '@site/shared/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FallbackPanel } from '../components/FallbackPanel';
import { refreshRemote } from '../federation/remotesPointer';
import { forgetRemote, lazyRemote } from './lazyRemotePage';
import { RemoteSlotContext } from './RemoteSlotContext';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { remoteOf } from './routeTable';

/**
 * A routed page owned by a remote: a skeleton while its code loads, the fallback panel (with Retry)
 * if the remote is down or throws, the page otherwise. The navbar, footer and other routes are
 * outside this boundary and keep working.
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
  // `attempt` is a dependency on purpose: after a retry, a fresh lazy component loads the remote again.
  const Page = useMemo(() => lazyRemote(page), [page, attempt]);

  return (
    <RemoteSlotContext.Provider value={slot}>
      <RouteErrorBoundary key={`${page}|${attempt}|${pathname}`} fallback={<FallbackPanel />}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
