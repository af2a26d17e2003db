import { remoteNames, type RemoteName } from '@site/shared/contracts';
import { reportFieldError } from './fieldReporter';
import { alreadyReported } from './loadFailures';

/**
 * Errors from anywhere on the page, not only those an error boundary catches: an uncaught error (a
 * throw in a click handler, a timer, an effect's callback) or an unhandled rejection from the site's
 * own scripts is a `script` error of the remote whose file threw (the shell's own files: the routed
 * page's remote, whose page they were running); another origin's script (an extension, a widget of
 * someone else) is nobody's here. A page still not hydrated `HYDRATION_BOUND_MS` after it started
 * loading, while shown, is an `unhydrated` error of its routed remote: its code never took over.
 * Each is deduplicated per page load by the reporter (one per remote, version, kind and route) and
 * carries nothing of the error itself: a closed kind, never a message.
 */

/**
 * How long a shown page may take to hydrate before it counts as broken: the end-to-end suite's own
 * bound (a page that has not hydrated in 15 s fails a test), far past what a working page takes on a
 * slow phone (a "poor" LCP is 4 s), so a slow network alone is not a release's fault.
 */
export const HYDRATION_BOUND_MS = 15_000;

const REMOTE_FILE = /^\/remotes\/([^/]+)\//;

/**
 * The remote whose file a script URL is: a remote's published files (`/remotes/<remote>/…`), or the
 * shell's own (the routed page's remote); undefined for another origin's script or no file at all.
 */
export function remoteOfScript(url: string | undefined, routed: RemoteName | undefined): RemoteName | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return undefined;
  }
  if (parsed.origin !== window.location.origin) return undefined;
  const own = REMOTE_FILE.exec(parsed.pathname)?.[1];
  if (own) return remoteNames.find((name) => name === own);
  return routed;
}

/** The first script URL in a stack trace (`at f (https://…/x.js:1:2)`, `f@https://…/x.js:1:2`). */
export function firstScriptInStack(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return /(?:https?:)\/\/[^\s)]+?\.m?js(?=[:?#)\s]|$)/.exec(stack)?.[0];
}

/**
 * Listens for uncaught errors and unhandled rejections, and reports a page not hydrated within
 * `boundMs` of its start. `routed`: the remote of the page this load routed to. Returns the stop.
 */
export function watchPageErrors({ routed, hydrated, boundMs = HYDRATION_BOUND_MS }: { routed: RemoteName | undefined; hydrated: Promise<void>; boundMs?: number }): () => void {
  const report = (error: unknown, url: string | undefined) => {
    if (alreadyReported(error)) return;
    const remote = remoteOfScript(url ?? firstScriptInStack((error as { stack?: unknown } | null)?.stack), routed);
    if (remote) reportFieldError(remote, 'script');
  };
  const onError = (event: Event) => {
    // A resource that failed to load (an image, a stylesheet) fires here too, without an error: not a script's.
    if (!(event instanceof ErrorEvent)) return;
    report(event.error, firstScriptInStack((event.error as { stack?: unknown } | null)?.stack) ?? event.filename);
  };
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason, undefined);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  let done = false;
  void hydrated.then(() => {
    done = true;
  });
  // From the page's start (navigation), not from when this script ran.
  const timer = routed
    ? setTimeout(
        () => {
          // A hidden tab's work is throttled by the browser: its slowness is not the page's.
          if (!done && document.visibilityState === 'visible') reportFieldError(routed, 'unhydrated');
        },
        Math.max(0, boundMs - performance.now()),
      )
    : undefined;
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    clearTimeout(timer);
  };
}
