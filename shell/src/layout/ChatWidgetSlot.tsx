import { Suspense, useEffect, useState } from 'react';
import { isFallbackModule } from '../federation/fallbackModule';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { lazyRemote } from '../routing/lazyRemotePage';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';

/** Resolves once the page is interactive and the browser has a quiet moment. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const schedule = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 300);
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  });
}

// A dead chat remote hides the widget instead of showing a fallback panel over the page.
const loadChatOrNothing = async (id: Parameters<typeof loadRemoteModule>[0]) => {
  const module = await loadRemoteModule(id);
  return isFallbackModule(module) ? { default: () => null } : module;
};

/** The floating chat widget of mfe-chat, loaded after the page is interactive; never in the way. */
export function ChatWidgetSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdle().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return null;
  const ChatWidget = lazyRemote('mfe-chat/ChatWidget', loadChatOrNothing);
  return (
    <RouteErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </RouteErrorBoundary>
  );
}
