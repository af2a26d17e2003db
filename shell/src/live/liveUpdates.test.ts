import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS_PATH, LIVE_POLL_PATH, POLL_MS, startLiveUpdates } from './liveUpdates';

/** An EventSource whose server the test plays: `emit` sends an event, `fail` drops or refuses it. */
class FakeStream {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeStream[] = [];
  readyState = FakeStream.OPEN;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  /** The connection dropped (the browser would retry) or was refused (an error status: closed for good). */
  fail(refused: boolean) {
    this.readyState = refused ? FakeStream.CLOSED : FakeStream.CONNECTING;
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }
  static last() {
    return FakeStream.opened.at(-1) as FakeStream;
  }
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('a tab following content changes', () => {
  let stop = () => {};
  const refresh = vi.fn(async (_tags: string[] | 'all') => {});
  const fetchPoll = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    FakeStream.opened = [];
    vi.stubGlobal('EventSource', FakeStream);
    vi.stubGlobal('fetch', fetchPoll);
    refresh.mockClear();
    fetchPoll.mockReset();
  });
  afterEach(() => {
    stop();
    setHidden(false);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes what each event names, closes while hidden and resumes after the last event it saw', async () => {
    stop = startLiveUpdates({ refresh });
    const stream = FakeStream.last();
    expect(stream.url).toBe(LIVE_EVENTS_PATH);
    stream.emit('welcome', { id: 'start' });
    stream.emit('message', { tags: ['s1:a'] }, 'e1');
    stream.emit('restart');
    expect(refresh.mock.calls).toEqual([[['s1:a']], ['all']]);
    await vi.waitFor(() => expect(document.documentElement.dataset.liveEvent).toBe('e1'));

    setHidden(true);
    expect(stream.closed).toBe(true);
    setHidden(false);
    expect(FakeStream.last().url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=e1`);
  });

  it('follows on from the change the page was rendered after, not from the newest at its welcome', () => {
    stop = startLiveUpdates({ refresh, after: 'e4' });
    const stream = FakeStream.last();
    expect(stream.url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=e4`);
    // The gateway replays e5 (made while the page travelled) after its welcome naming e5.
    stream.emit('welcome', { id: 'e5' });
    stream.emit('message', { tags: ['s1:a'] }, 'e5');
    expect(refresh).toHaveBeenCalledWith(['s1:a']);
  });

  it('opens a dropped stream again later, waiting longer each time', () => {
    stop = startLiveUpdates({ refresh, random: () => 1 });
    FakeStream.last().fail(false);
    expect(FakeStream.opened).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeStream.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeStream.opened).toHaveLength(2);
    FakeStream.last().fail(false);
    vi.advanceTimersByTime(1999);
    expect(FakeStream.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeStream.opened).toHaveLength(3);
  });

  it('sent away, it polls: at once for where changes stand, then every 30 s; a refusal of the poll ends it', async () => {
    fetchPoll.mockResolvedValueOnce(Response.json({ last: 'e1', restart: false, events: [] }));
    fetchPoll.mockResolvedValueOnce(Response.json({ last: 'e2', restart: false, events: [{ id: 'e2', tags: ['s1:b'] }] }));
    fetchPoll.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    stop = startLiveUpdates({ refresh });
    FakeStream.last().emit('goaway', { reason: 'Too many open streams' });
    await vi.waitFor(() => expect(fetchPoll).toHaveBeenCalledTimes(1));
    expect(fetchPoll.mock.calls[0][0]).toBe(LIVE_POLL_PATH);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchPoll.mock.calls[1][0]).toBe(`${LIVE_POLL_PATH}?after=e1`);
    expect(refresh).toHaveBeenCalledWith(['s1:b']);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchPoll).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(fetchPoll).toHaveBeenCalledTimes(3);
    expect(FakeStream.opened).toHaveLength(1);
  });

  it('a stream refused with an error status catches up by the poll and is tried again with backoff; a 4xx of the poll ends it', async () => {
    fetchPoll.mockResolvedValueOnce(Response.json({ last: 'e1', restart: false, events: [] }));
    fetchPoll.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    fetchPoll.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    stop = startLiveUpdates({ refresh, random: () => 1 });
    // A 5xx, say: EventSource only says it closed.
    FakeStream.last().fail(true);
    await vi.waitFor(() => expect(fetchPoll).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeStream.opened).toHaveLength(2);
    expect(FakeStream.last().url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=e1`);
    // Refused again, the poll answering 503 too: another try, after twice the wait.
    FakeStream.last().fail(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeStream.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeStream.opened).toHaveLength(3);
    // A 4xx of the poll: this gateway will not serve the tab; no loop.
    FakeStream.last().fail(true);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(FakeStream.opened).toHaveLength(3);
    expect(fetchPoll).toHaveBeenCalledTimes(3);
  });

  it('after a restart it resumes from where the gateway stands, not from an id the gateway forgot', () => {
    stop = startLiveUpdates({ refresh });
    const stream = FakeStream.last();
    stream.emit('welcome', { id: 'start-1' });
    stream.emit('message', { tags: ['s1:a'] }, 'e1');
    stream.emit('restart', { id: 'start-2' });
    expect(refresh).toHaveBeenLastCalledWith('all');
    setHidden(true);
    setHidden(false);
    expect(FakeStream.last().url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=start-2`);
  });

  it('spreads what 100 tabs ask again over the spread the gateway names, so no more than the query pool holds are in flight', async () => {
    // The content service's query pool: 2 workers and a queue of 64 (cms/server/query/queryPool.mjs).
    const POOL_CAPACITY = 66;
    // What the gateway names for 100 tabs (`refetchSpreadMs`: 10 ms a tab beyond the first).
    const SPREAD_MS = 990;
    let inFlight = 0;
    let most = 0;
    let asked = 0;
    // Each refresh takes 20 ms at the service (the page's answers are small).
    const slowRefresh = async () => {
      inFlight += 1;
      asked += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const stops = Array.from({ length: 100 }, () => startLiveUpdates({ refresh: slowRefresh, random }));
    const streams = [...FakeStream.opened];
    for (const stream of streams) stream.emit('message', { tags: ['s1:a'], spreadMs: SPREAD_MS }, 'e1');
    // A second change within the spread joins the refresh still waiting: about one ask a tab, not two.
    for (const stream of streams) stream.emit('message', { tags: ['s1:b'], spreadMs: SPREAD_MS }, 'e2');
    await vi.advanceTimersByTimeAsync(SPREAD_MS + 100);
    for (const stopOne of stops) stopOne();
    expect(asked).toBeGreaterThanOrEqual(100);
    expect(asked).toBeLessThan(110);
    expect(most).toBeLessThanOrEqual(POOL_CAPACITY);
    expect(most).toBeLessThan(10);
    expect(document.documentElement.dataset.liveEvent).toBe('e2');
  });
});
