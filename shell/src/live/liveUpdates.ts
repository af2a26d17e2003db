/** Where the gateway tells this tab of content changes (`gateway/serve/live/liveRoutes.mjs`). */
export const LIVE_EVENTS_PATH = '/_live/events';
export const LIVE_POLL_PATH = '/_live/poll';
/** How often a tab without a stream (refused, or no EventSource) asks what changed. */
export const POLL_MS = 30_000;
/** A dropped stream is opened again after a wait that doubles from a second to a minute, with jitter. */
const RECONNECT_MS = { first: 1000, max: 60_000 };

/** What changed: these sync tags, or anything (`all`, after a `restart`); settles once the page shows it. */
export type Refresh = (tags: string[] | 'all') => Promise<unknown>;

/**
 * `<html data-live-event>`: the last content change this page has caught up with (its event id), for
 * monitoring and the tests, as `data-hydrated` says the page is interactive.
 */
const caughtUp = (id: string | undefined) => {
  if (id) document.documentElement.dataset.liveEvent = id;
};

interface LiveOptions {
  /** The change the page was rendered after: what came since is told first (else it starts from now). */
  after?: string;
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
 * hydration) from the change the page was rendered after (`after`), closed while the tab is hidden
 * and opened again when it shows, resuming after the last event it saw. What an event names is asked
 * again within the spread the gateway gives (`refreshLater`). A stream that drops is opened again with backoff and jitter. A stream answered with
 * an error status (which EventSource does not tell) asks the poll once: a 4xx other than 429 there
 * stops it for good (no loop against a refusal); otherwise (a 5xx, the gateway away, or the poll
 * answering) the stream is tried again with the same backoff. A stream the gateway sends away
 * (`goaway`, past its cap), or a browser without EventSource, polls quietly instead. After a
 * `restart` the tab resumes from where the gateway stands, not from an id it no longer knows.
 * Returns a function that stops it all.
 */
export function startLiveUpdates({ after, refresh, pollMs = POLL_MS, random = Math.random }: LiveOptions): () => void {
  let lastId: string | undefined = after;
  let source: EventSource | undefined;
  let mode: 'stream' | 'poll' | 'stopped' = typeof EventSource === 'function' ? 'stream' : 'poll';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What the events heard name and this tab has yet to ask again for, and when it will.
  let pending: Set<string> | 'all' | undefined;
  let pendingId: string | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const refreshPending = () => {
    refreshTimer = undefined;
    const tags = pending === 'all' ? 'all' : [...(pending ?? [])];
    const id = pendingId;
    pending = undefined;
    void refresh(tags).then(() => caughtUp(id));
  };
  /**
   * Asks again for what an event names, at a random moment within the spread the gateway gives (the
   * more tabs it told, the wider), so the tabs of a busy site reach the content service one after
   * another; what further events name meanwhile joins the same refresh.
   */
  const refreshLater = (tags: string[] | 'all', id: string | undefined, spreadMs = 0) => {
    pending = tags === 'all' || pending === 'all' ? 'all' : new Set([...(pending ?? []), ...tags]);
    pendingId = id;
    if (refreshTimer !== undefined) return;
    const wait = random() * spreadMs;
    if (wait < 1) refreshPending();
    else refreshTimer = setTimeout(refreshPending, wait);
  };

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
      const { tags, spreadMs } = JSON.parse(event.data) as { tags: string[]; spreadMs?: number };
      refreshLater(tags, lastId, spreadMs);
    });
    stream.addEventListener('restart', (event) => {
      const { id, spreadMs } = JSON.parse((event as MessageEvent<string>).data || '{}') as { id?: string; spreadMs?: number };
      lastId = id ?? lastId;
      refreshLater('all', undefined, spreadMs);
    });
    stream.addEventListener('goaway', () => {
      close();
      pollFromNow();
    });
    stream.addEventListener('error', () => {
      // CLOSED: the gateway answered with something other than a stream (an error status): the poll
      // tells a refusal for good from a bad moment. Otherwise the connection dropped. Either way the
      // stream is opened again by us, later, rather than at the browser's pace.
      const refused = stream.readyState === EventSource.CLOSED;
      close();
      const ceiling = Math.min(RECONNECT_MS.max, RECONNECT_MS.first * 2 ** attempt);
      attempt += 1;
      const wait = ceiling / 2 + (random() * ceiling) / 2;
      if (!refused) later(openStream, wait);
      else
        void askPoll().then((answered) => {
          if (answered === 'refused') mode = 'stopped';
          else if (mode === 'stream') later(openStream, wait);
        });
    });
  };

  /**
   * What changed since the last event this tab saw, from the poll, refreshed: `refused` when the
   * gateway answers a 4xx other than 429 (it will not serve this tab), `asked` otherwise.
   */
  const askPoll = async (): Promise<'asked' | 'refused'> => {
    try {
      const response = await fetch(lastId ? `${LIVE_POLL_PATH}?after=${encodeURIComponent(lastId)}` : LIVE_POLL_PATH, { credentials: 'same-origin' });
      if (response.status >= 400 && response.status < 500 && response.status !== 429) return 'refused';
      if (response.ok) {
        const answer = (await response.json()) as PollAnswer;
        await Promise.all([...(answer.restart ? [refresh('all')] : []), ...answer.events.map((event) => refresh(event.tags))]);
        if (answer.events.length > 0) caughtUp(answer.last);
        lastId = answer.last;
      }
    } catch {
      // Offline or the gateway away: asked again later.
    }
    return 'asked';
  };

  const poll = async () => {
    if (mode !== 'poll' || document.hidden) return;
    if ((await askPoll()) === 'refused') {
      mode = 'stopped';
      return;
    }
    if (mode === 'poll') later(poll, pollMs);
  };

  // Polling from here on, asking at once: what changed since the page's render (or the last event
  // this tab saw) is caught up now, not at the next turn of the poll.
  function pollFromNow() {
    mode = 'poll';
    void poll();
  }

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
    clearTimeout(refreshTimer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
