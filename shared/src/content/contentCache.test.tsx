import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentClient } from './client';
import { ContentCache, ContentCacheProvider, CONTENT_STALE_MS, useContentQuery, type ContentAnswer, type DehydratedState } from './contentCache.mjs';
import { createContentCache } from './createContentCache';

vi.mock('./client', () => ({ getContentClient: vi.fn() }));

/** A content service whose answers the test hands out one by one: each request waits for `answer`. */
function pendingService() {
  const asked: Array<{ query: string; params: Record<string, unknown>; answer: (answer: ContentAnswer) => void }> = [];
  const fetchAnswer = vi.fn((query: string, params: Record<string, unknown>) => new Promise<ContentAnswer>((resolve) => asked.push({ query, params, answer: resolve })));
  return { asked, fetchAnswer };
}

/** A page part showing one answer's title. */
function Title({ query = 'page', params }: { query?: string; params?: Record<string, unknown> }) {
  const { data, error } = useContentQuery<{ title: string }>(query, params);
  return <h1>{error ? `failed: ${error}` : (data?.title ?? 'built-in')}</h1>;
}

const renderUnder = (cache: ContentCache, ui = <Title />) =>
  render(
    <ContentCacheProvider cache={cache}>
      <Suspense fallback={<p role="status">loading</p>}>{ui}</Suspense>
    </ContentCacheProvider>,
  );

const tagged = (title: string, tags: string[] = []): ContentAnswer => ({ data: { title }, error: null, tags });

/** The content client answering `fetch`, with each query's sync tags. */
function answerWith(fetch: (query: string) => Promise<unknown>, tagsOf: (query: string) => string[] = () => []) {
  const fetchTagged = async (query: string) => ({ result: await fetch(query), syncTags: tagsOf(query) });
  vi.mocked(getContentClient).mockReturnValue({ fetch, fetchTagged } as unknown as ReturnType<typeof getContentClient>);
}

afterEach(() => vi.restoreAllMocks());

describe('a component reading the cache', () => {
  it('suspends until its answer is in, asks once for the same query, and separately for other params', async () => {
    const service = pendingService();
    const cache = new ContentCache({ fetchAnswer: service.fetchAnswer });
    renderUnder(
      cache,
      <>
        <Title params={{ slug: 'a' }} />
        <Title params={{ slug: 'a' }} />
        <Title params={{ slug: 'b' }} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(service.asked.map(({ params }) => params)).toEqual([{ slug: 'a' }, { slug: 'b' }]);

    await act(async () => {
      service.asked[0].answer(tagged('A'));
      service.asked[1].answer(tagged('B'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['A', 'A', 'B']);
  });

  it('shows a refreshed answer in place: the old one stays on screen, nothing suspends, while the new one is asked', async () => {
    const service = pendingService();
    const cache = new ContentCache({ fetchAnswer: service.fetchAnswer });
    renderUnder(cache);
    await act(async () => service.asked[0].answer(tagged('As published', ['s1:page'])));

    let refreshed!: Promise<number>;
    act(() => {
      refreshed = cache.refresh(['s1:page']);
    });
    expect(service.asked).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('As published');

    await act(async () => service.asked[1].answer(tagged('Edited', ['s1:page'])));
    expect(await refreshed).toBe(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Edited');
  });

  it('asks again in the background for a stale answer once shown, the stale one on screen meanwhile', async () => {
    const service = pendingService();
    let now = 1_000_000;
    const cache = new ContentCache({ fetchAnswer: service.fetchAnswer, now: () => now });
    // Rendered by the server a minute and more ago (a page kept by Varnish, say).
    cache.hydrate(dehydratedWith(tagged('From the cached page'), now - CONTENT_STALE_MS - 1));
    renderUnder(cache);
    expect(screen.getByRole('heading')).toHaveTextContent('From the cached page');
    expect(service.asked).toHaveLength(1);

    now += 1;
    await act(async () => service.asked[0].answer(tagged('Current')));
    expect(screen.getByRole('heading')).toHaveTextContent('Current');
  });

  it('does not ask again for a fresh answer; a failed one is asked again on the next showing, not by the render that waited for it', async () => {
    const service = pendingService();
    let now = 1_000_000;
    const cache = new ContentCache({ fetchAnswer: service.fetchAnswer, now: () => now });
    cache.hydrate(dehydratedWith(tagged('Fresh'), now - CONTENT_STALE_MS + 1_000));
    const fresh = renderUnder(cache);
    expect(screen.getByRole('heading')).toHaveTextContent('Fresh');
    fresh.unmount();

    const failing = renderUnder(cache, <Title query="broken" />);
    await act(async () => service.asked[0].answer({ data: null, error: 'content service answered 503' }));
    expect(screen.getByRole('heading')).toHaveTextContent('failed: content service answered 503');
    expect(service.asked).toHaveLength(1);
    failing.unmount();

    now += 2_000;
    renderUnder(cache, <Title query="broken" />);
    expect(service.asked.map(({ query }) => query)).toEqual(['broken', 'broken']);
    await act(async () => service.asked[1].answer(tagged('Back up')));
    expect(screen.getByRole('heading')).toHaveTextContent('Back up');
  });
});

describe('refresh by sync tags', () => {
  const tags: Record<string, string[]> = { article: ['s1:article', 's1:posts'], faq: ['s1:faqs'] };

  it('asks again only for the answers on screen that carry a named tag; the others when next shown', async () => {
    const fetch = vi.fn(async (query: string) => ({ query }));
    answerWith(fetch, (query) => tags[query]);
    const cache = createContentCache();
    await cache.entry('article').promise;
    await cache.entry('faq').promise;
    // The article is on screen (observed); the FAQ answer is only kept.
    const offScreen = cache.entry('article').subscribe(() => {});
    fetch.mockClear();

    expect(await cache.refresh(['s1:services'])).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(await cache.refresh(['s1:posts'])).toBe(1);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual(['article']);
    // After a restart everything is out of date: what is on screen is asked again, the rest when shown.
    expect(await cache.refresh('all')).toBe(2);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual(['article', 'article']);
    const faq = cache.entry('faq');
    expect(cache.isStale(faq)).toBe(true);
    await cache.refreshIfStale(faq);
    expect(fetch.mock.calls.map(([query]) => query)).toEqual(['article', 'article', 'faq']);
    offScreen();
  });

  it('a refresh that fails keeps the answer on screen and its tags: the next event asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    const fetch = vi.fn(async () => {
      if (down) throw new Error('content service answered 503');
      return { title: 'As published' };
    });
    answerWith(fetch, (query) => tags[query]);
    const cache = createContentCache();
    await cache.entry('article').promise;
    const offScreen = cache.entry('article').subscribe(() => {});

    down = true;
    await cache.refresh(['s1:posts']);
    expect(cache.entry('article').answer).toEqual({ data: { title: 'As published' }, error: null, tags: tags.article, refreshFailed: 'content service answered 503' });
    // Not a failed page: the server would keep it, the browser shows what it showed.
    expect(cache.hasFailed()).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('[content] query failed: content service answered 503');

    down = false;
    expect(await cache.refresh(['s1:article'])).toBe(1);
    expect(cache.entry('article').answer).toEqual({ data: { title: 'As published' }, error: null, tags: tags.article });
    offScreen();
  });

  it('a render knows every sync tag its answers carry, and whether one fell back to built-in copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerWith(
      async (query) => {
        if (query === 'broken') throw new Error('content service answered 503');
        return { query };
      },
      (query) => tags[query] ?? [],
    );
    const cache = createContentCache();
    await cache.entry('article').promise;
    await cache.entry('faq').promise;
    expect(cache.syncTags().sort()).toEqual(['s1:article', 's1:faqs', 's1:posts']);
    expect(cache.hasFailed()).toBe(false);
    await cache.entry('broken').promise;
    expect(cache.hasFailed()).toBe(true);
    cache.clear();
    expect(cache.syncTags()).toEqual([]);
    expect(cache.hasFailed()).toBe(false);
  });
});

/** One answer as a served page carries it (TanStack Query's `DehydratedState`, as `dehydrate` wrote it before decision 0014). */
function dehydratedWith(answer: ContentAnswer, dataUpdatedAt: number, query = 'page', params: Record<string, unknown> = {}): DehydratedState {
  return {
    mutations: [],
    queries: [
      {
        dehydratedAt: dataUpdatedAt + 5,
        state: {
          data: answer,
          dataUpdateCount: 1,
          dataUpdatedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
        queryKey: ['content', query, params],
        queryHash: JSON.stringify(['content', query, params]),
      },
    ],
  };
}

describe('the cache in the HTML', () => {
  it('dehydrates in TanStack Query\'s shape, field for field, with its key hash (params sorted), and hydrates back', async () => {
    const now = 1_796_188_717_164;
    const server = new ContentCache({ fetchAnswer: (query) => tagged(query, ['s1:x']), now: () => now });
    server.entry('*[_type == "post" && slug.current == $slug][0]', { slug: 'zero-trust', lang: 'en' });
    server.entry('*[_type == "faq"]');
    // Still on its way when the render's budget ran out: the browser asks for it.
    server.entry('slow', {});
    const pending = new ContentCache({ fetchAnswer: () => new Promise(() => {}) });
    pending.entry('slow');
    expect(pending.dehydrate()).toEqual({ mutations: [], queries: [] });

    const state = server.dehydrate();
    expect(JSON.parse(JSON.stringify(state))).toEqual({
      mutations: [],
      queries: [
        {
          dehydratedAt: now,
          state: {
            data: { data: { title: '*[_type == "post" && slug.current == $slug][0]' }, error: null, tags: ['s1:x'] },
            dataUpdateCount: 1,
            dataUpdatedAt: now,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
          queryKey: ['content', '*[_type == "post" && slug.current == $slug][0]', { slug: 'zero-trust', lang: 'en' }],
          queryHash: '["content","*[_type == \\"post\\" && slug.current == $slug][0]",{"lang":"en","slug":"zero-trust"}]',
        },
        expect.objectContaining({ queryKey: ['content', '*[_type == "faq"]', {}], queryHash: '["content","*[_type == \\"faq\\"]",{}]' }),
        expect.objectContaining({ queryKey: ['content', 'slow', {}] }),
      ],
    });
    // Key order too: the served HTML is byte for byte what TanStack Query's `dehydrate` gave.
    expect(Object.keys(state.queries?.[0] ?? {})).toEqual(['dehydratedAt', 'state', 'queryKey', 'queryHash']);
    expect(Object.keys(state.queries?.[0].state ?? {})).toEqual([
      'data', 'dataUpdateCount', 'dataUpdatedAt', 'error', 'errorUpdateCount', 'errorUpdatedAt',
      'fetchFailureCount', 'fetchFailureReason', 'fetchMeta', 'isInvalidated', 'status', 'fetchStatus',
    ]);

    const browser = new ContentCache({ fetchAnswer: () => ({ data: null, error: 'asked the content service' }) });
    browser.hydrate(JSON.parse(JSON.stringify(state)));
    expect(browser.entry('*[_type == "post" && slug.current == $slug][0]', { lang: 'en', slug: 'zero-trust' }).answer).toEqual(
      tagged('*[_type == "post" && slug.current == $slug][0]', ['s1:x']),
    );
    expect(browser.syncTags()).toEqual(['s1:x']);
  });

  it('keeps a newer answer it has over an older one from HTML (a page prefetched before a live change), takes a newer one', async () => {
    const now = 2_000_000;
    const cache = new ContentCache({ fetchAnswer: () => tagged('Live'), now: () => now });
    const listener = vi.fn();
    cache.entry('page').subscribe(listener);

    cache.hydrate(dehydratedWith(tagged('Prefetched earlier'), now - 10));
    expect(cache.entry('page').answer).toEqual(tagged('Live'));
    expect(listener).not.toHaveBeenCalled();

    cache.hydrate(dehydratedWith(tagged('Prefetched later'), now + 10));
    expect(cache.entry('page').answer).toEqual(tagged('Prefetched later'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes over what is not a content answer', () => {
    const cache = new ContentCache({ fetchAnswer: () => new Promise(() => {}) });
    const good = dehydratedWith(tagged('Good'), 1, 'good').queries ?? [];
    cache.hydrate({
      queries: [
        ...good,
        { ...good[0], queryKey: ['other', 'x', {}] },
        { ...good[0], queryKey: ['content', 'no-answer', {}], state: { ...good[0].state, data: 'text' as never } },
      ],
    });
    expect(cache.dehydrate().queries?.map((query) => query.queryKey[1])).toEqual(['good']);
  });
});
