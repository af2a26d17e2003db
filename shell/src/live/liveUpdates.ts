/** Where the gateway tells this tab of content changes (`gateway/serve/live/liveRoutes.mjs`). */
export const LIVE_EVENTS_PATH = '/_live/events';
export const LIVE_POLL_PATH = '/_live/poll';
/** How often a tab without a stream (refused, or no EventSource) asks what changed. */
export const POLL_MS = 30_000;
/** A dropped stream is opened again after a wait that doubles from a second to a minute, with jitter. */
const RECONNECT_MS = { first: 1000, max: 60_000 };

/** What changed: these sync tags, or anything (`all`, after a `restart`). */
export type Refresh = (tags: string[] | 'all') => void;

interface LiveOptions {
  refresh: Refresh;
  pollMs?: number;
  random?: () => number;
}

interface PollAnswer {
  last: string;
  restart: boolean;
  events: { id: string; tags: string[] }[];
}

/** Data saver on, or the visitor asked for less data: no stream and no poll. */
export function liveAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia?.('(prefers-reduced-data: reduce)').matches;
}

/**
 * Keeps this tab told of content changes: one event stream from the gateway, opened now (after
 * hydration), closed while the tab is hidden and opened again when it shows, resuming after the last
 * event it saw. A stream that drops is opened again with backoff and jitter. A stream the gateway
 * sends away (`goaway`, past its cap) or refuses, or a browser without EventSource, polls quietly
 * instead; a poll answered with a 4xx other than 429 stops for good (no loop against a refusal).
 * Returns a function that stops it all.
 */
export function startLiveUpdates({ refresh, pollMs = POLL_MS, random = Math.random }: LiveOptions): () => void {
  let lastId: string | undefined;
  let source: EventSource | undefined;
  let mode: 'stream' | 'poll' | 'stopped' = typeof EventSource === 'function' ? 'stream' : 'poll';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const close = () => {
    source?.close();
    source = undefined;
  };

  const openStream = () => {
    if (mode !== 'stream' || document.hidden || source) return;
    const url = lastId ? `${LIVE_EVENTS_PATH}?lastEventId=${encodeURIComponent(lastId)}` : LIVE_EVENTS_PATH;
    const stream = new EventSource(url);
    source = stream;
    stream.addEventListener('welcome', (event) => {
      attempt = 0;
      lastId ??= (JSON.parse((event as MessageEvent<string>).data) as { id?: string }).id;
    });
    stream.addEventListener('message', (event) => {
      lastId = event.lastEventId || lastId;
      refresh((JSON.parse(event.data) as { tags: string[] }).tags);
    });
    stream.addEventListener('restart', () => refresh('all'));
    stream.addEventListener('goaway', () => {
      close();
      mode = 'poll';
      later(poll, pollMs);
    });
    stream.addEventListener('error', () => {
      // CLOSED: the gateway answered with something other than a stream (an error status): poll.
      // Otherwise the connection dropped: open it again ourselves, later, rather than at the browser's pace.
      const refused = stream.readyState === EventSource.CLOSED;
      close();
      if (refused) {
        mode = 'poll';
        later(poll, pollMs);
        return;
      }
      const ceiling = Math.min(RECONNECT_MS.max, RECONNECT_MS.first * 2 ** attempt);
      attempt += 1;
      later(openStream, ceiling / 2 + (random() * ceiling) / 2);
    });
  };

  const poll = async () => {
    if (mode !== 'poll' || document.hidden) return;
    try {
      const response = await fetch(lastId ? `${LIVE_POLL_PATH}?after=${encodeURIComponent(lastId)}` : LIVE_POLL_PATH, { credentials: 'same-origin' });
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        mode = 'stopped';
        return;
      }
      if (response.ok) {
        const answer = (await response.json()) as PollAnswer;
        if (answer.restart) refresh('all');
        for (const event of answer.events) refresh(event.tags);
        lastId = answer.last;
      }
    } catch {
      // Offline or the gateway away: the next poll asks again.
    }
    if (mode === 'poll') later(poll, pollMs);
  };

  const onVisibility = () => {
    if (document.hidden) {
      close();
      clearTimeout(timer);
    } else if (mode === 'stream') openStream();
    else if (mode === 'poll') void poll();
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (mode === 'stream') openStream();
  else void poll();

  return () => {
    mode = 'stopped';
    close();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
