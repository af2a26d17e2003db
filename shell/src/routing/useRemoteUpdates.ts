import { REMOTE_UPDATED_EVENT } from '@site/shared/contracts';
import { startTransition, useEffect, useState } from 'react';
import { forgetRemoteModules } from './lazyRemotePage';

/**
 * How many hot updates `remote`'s development build has applied that React could not refresh in
 * place: inside a deployed site, which runs React's production build (`npm run dev -- <remote>
 * --site <url>`; `shared/tooling/fastRefreshEntry.mjs` sends the event). Its modules are forgotten,
 * so the caller's next render loads them again, now the updated code. A deployed remote never sends
 * the event: the count stays 0.
 */
export function useRemoteUpdates(remote: string): number {
  const [updates, setUpdates] = useState(0);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      if ((event as CustomEvent<{ remote?: string }>).detail?.remote !== remote) return;
      forgetRemoteModules(remote);
      startTransition(() => setUpdates((count) => count + 1));
    };
    window.addEventListener(REMOTE_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(REMOTE_UPDATED_EVENT, onUpdate);
  }, [remote]);
  return updates;
}
