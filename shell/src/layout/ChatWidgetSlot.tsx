import { Suspense, useEffect, useState } from 'react';
import { reportFieldMount } from '../field/fieldReporter';
import { reportPageError } from '../field/loadFailures';
import { lazyRemote } from '../routing/lazyRemotePage';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { useRemoteUpdates } from '../routing/useRemoteUpdates';

/** The chat is there within a few seconds of the page loading, sooner if the visitor starts using the page. */
export const CHAT_LOAD_DELAY_MS = 3000;
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Resolves once the visitor's first interaction has painted, or a few seconds after the page has
 * loaded: the widget's code never competes with the page's own loading and hydration, nor with the
 * frame that answers that first tap (on a slow phone, the menu opening late).
 */
export function whenPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, afterItsFrame);
      resolve();
    };
    // The task after the next frame: that frame is the interaction's answer.
    const afterItsFrame = () => requestAnimationFrame(() => setTimeout(done, 0));
    for (const type of FIRST_INTERACTION) window.addEventListener(type, afterItsFrame, { once: true, passive: true });
    const afterLoad = () => setTimeout(done, CHAT_LOAD_DELAY_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}

/** Tells the field reports the widget mounted, once it has: its effect runs when the widget beside it commits. */
function MountReported({ remote }: { remote: string }) {
  useEffect(() => reportFieldMount(remote), [remote]);
  return null;
}

/** The floating chat widget of mfe-chat, loaded once the page has settled; never in the way. */
export function ChatWidgetSlot() {
  const [ready, setReady] = useState(false);
  // mfe-chat from a dev server inside a deployed site: the widget again after each edit.
  const updates = useRemoteUpdates('mfe-chat');
  useEffect(() => {
    let active = true;
    void whenPageSettled().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return null;
  const ChatWidget = lazyRemote('mfe-chat/ChatWidget');
  // A dead chat remote hides the widget instead of showing a fallback panel over the page.
  return (
    <RouteErrorBoundary key={updates} fallback={null} onError={(error) => reportPageError('mfe-chat', error)}>
      <Suspense fallback={null}>
        <ChatWidget />
        {/* Every page load that mounts it is a session of its side: the chat's error rate has a base. */}
        <MountReported remote="mfe-chat" />
      </Suspense>
    </RouteErrorBoundary>
  );
}
